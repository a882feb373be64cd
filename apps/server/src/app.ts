import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from './config/env';
import { trustProxyOption } from './config/trust-proxy';
import type { Database, Db } from './db/client';
import { appSecrets } from './db/schema/index';
import { loggerOptions, logServerOptions } from './lib/logging';
import { createOpenApiTransform, securitySchemes } from './lib/openapi';
import { createSecretBox, loadEncryptionKey } from './lib/secret-box';
import { PERMISSIONS_POLICY, securityHeadersOptions } from './lib/security-headers';
import { auditPlugin } from './plugins/audit';
import { authPlugin, BEARER_TOKEN_ROUTES, isApiRoute } from './plugins/auth';
import { errorsPlugin, handleError, sendError } from './plugins/errors';
import { historyContextPlugin } from './plugins/history-context';
import { offerDocumentRoutes } from './routes/offer-documents';
import { publicOfferRoutes } from './routes/public-offer';
import { aresRoutes } from './routes/v1/ares';
import { authRoutes } from './routes/v1/auth';
import { bankStatementsRoutes } from './routes/v1/bank-statements';
import { calendarsRoutes } from './routes/v1/calendars';
import { callsExchangeRoutes } from './routes/v1/calls-exchange';
import { ekokomsRoutes } from './routes/v1/catalog/ekokoms';
import { offerSettingsRoutes } from './routes/v1/catalog/offer-settings';
import { pricesRoutes } from './routes/v1/catalog/prices';
import { productsRoutes } from './routes/v1/catalog/products';
import { taxesRoutes } from './routes/v1/catalog/taxes';
import { configurationRoutes } from './routes/v1/configuration';
import { creditNotesRoutes } from './routes/v1/credit-notes';
import { customerApplicationsRoutes } from './routes/v1/customers/applications';
import { customerContactsRoutes } from './routes/v1/customers/contacts';
import { customersRoutes } from './routes/v1/customers/customers';
import { customerGpsRoutes } from './routes/v1/customers/gps';
import { customerImportRoutes } from './routes/v1/customers/import';
import { inspectionsRoutes } from './routes/v1/customers/inspections';
import { customerInvoicesRoutes } from './routes/v1/customers/invoices';
import { customerMapAndCallsRoutes } from './routes/v1/customers/map-and-calls';
import { customerNotesRoutes } from './routes/v1/customers/notes';
import { customerOffersRoutes } from './routes/v1/customers/offers';
import { historyRoutes } from './routes/v1/history';
import { invoiceDocumentsRoutes } from './routes/v1/invoice-documents';
import { invoicesRoutes } from './routes/v1/invoices';
import { mapsRoutes } from './routes/v1/maps';
import { referenceRoutes } from './routes/v1/reference';
import { remindersRoutes } from './routes/v1/reminders';
import { reportsRoutes } from './routes/v1/reports';
import { routeOrderRoutes } from './routes/v1/route-order';
import { userSettingsRoutes } from './routes/v1/user-settings';
import { usersRoutes } from './routes/v1/users';
import { videosRoutes } from './routes/v1/videos';
import { runReminders } from './services/reminders/run-reminders';
import { startReminderSchedule } from './services/reminders/schedule';
import './plugins/context';

const here = dirname(fileURLToPath(import.meta.url));
const BODY_LIMIT = 15 * 1024 * 1024; // 10 MB files travel base64-encoded in JSON

/** The built web app: beside the bundle in production, apps/web/dist from the source tree. */
export const findWebDist = () =>
  [join(here, 'web'), resolve(here, '../../web/dist'), resolve(here, '../../../apps/web/dist')].find((dir) =>
    existsSync(join(dir, 'index.html')),
  );

/**
 * x-app-hash: the hash the web build wrote beside index.html (apps/web/build/app-hash-plugin.ts),
 * the same value the bundle compares it with. No built app (API only, development): 'dev'.
 */
export const appHashOf = (webDist: string | undefined) => {
  const file = webDist ? join(webDist, 'app-hash.txt') : undefined;
  if (!file || !existsSync(file)) return 'dev';
  return readFileSync(file, 'utf8').trim() || 'dev';
};

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** Content-hashed build files never change under their name; everything else (index.html, favicon) revalidates. */
const setStaticHeaders = (response: SetHeadersResponse, path: string) => {
  const isHashed = /[\\/]assets[\\/][^\\/]+-[\w-]{8,}\.\w+(\.br|\.gz)?$/.test(path);
  response.setHeader('cache-control', isHashed ? `public, max-age=${ONE_YEAR_S}, immutable` : 'no-cache');
  response.setHeader('vary', 'accept-encoding');
};

/** The CSRF HMAC key: from SECRET_KEY, else generated once and kept in the database. */
const loadCsrfKey = async (db: Db, env: Env) => {
  if (env.SECRET_KEY) return env.SECRET_KEY;
  await db
    .insert(appSecrets)
    .values({ name: 'csrf', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'csrf'));
  if (!row) throw new Error('CSRF key missing');
  return row.value;
};

export type RegisteredRoute = { method: string; url: string };

export type BuildAppOptions = {
  env: Env;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  webDist?: string | null;
  /** Starts the hourly payment-reminders job (the server does unless REMINDER_SCHEDULE=off; tests do not). */
  scheduleReminders?: boolean;
};

export const buildApp = async (options: BuildAppOptions) => {
  const { env, database } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(env.LOG_LEVEL),
    ...logServerOptions(),
    bodyLimit: BODY_LIMIT,
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    // Errors the router raises before any route (a path parameter over 100 characters, a bad URL
    // encoding) leave through the same error path as every other failure.
    frameworkErrors: handleError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  app.decorate('registeredRoutes', routes);
  app.setSerializerCompiler(serializerCompiler);

  const webDist = options.webDist === null ? undefined : (options.webDist ?? findWebDist());
  app.decorate('ctx', {
    db: database.db,
    dbKind: database.kind,
    env,
    csrfKey: await loadCsrfKey(database.db, env),
    appHash: appHashOf(webDist),
    isSecure: env.PUBLIC_URL?.startsWith('https://') ?? false,
    secretBox: createSecretBox(loadEncryptionKey({ encryptionKey: env.ENCRYPTION_KEY, dataDir: env.DATA_DIR })),
  });

  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, securityHeadersOptions({ isSecure: app.ctx.isSecure }));
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Back office API',
        version: '1.0.0',
        description: 'Back office of a waste-collection company. Errors answer `{ error: { message, detail? } }`.',
      },
      servers: [{ url: env.PUBLIC_URL ?? '/', description: 'This server' }],
      components: { securitySchemes },
    },
    transform: createOpenApiTransform(BEARER_TOKEN_ROUTES),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/v1/docs' });
  await app.register(errorsPlugin);
  await app.register(authPlugin);
  await app.register(auditPlugin);
  await app.register(historyContextPlugin);

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-app-hash', app.ctx.appHash);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // API answers are never kept by a browser or proxy cache; an anonymous answer may say otherwise.
    const routeUrl = request.routeOptions.url;
    if (routeUrl && isApiRoute(routeUrl) && (request.user || !reply.hasHeader('cache-control'))) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });

  app.get('/health', { schema: { hide: true } }, async () => {
    await database.db.execute('select 1');
    return { status: 'ok', database: database.kind };
  });

  await app.register(
    async (v1) => {
      // API answers of 1 KB and more go out compressed (the texts of a language are 22 KB of JSON);
      // static files are precompressed at build time (decision 030). Scoped to /v1 (decision 043).
      await v1.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
      await v1.register(authRoutes);
      await v1.register(usersRoutes);
      await v1.register(referenceRoutes);
      await v1.register(configurationRoutes);
      await v1.register(userSettingsRoutes);
      await v1.register(productsRoutes);
      await v1.register(taxesRoutes);
      await v1.register(ekokomsRoutes);
      await v1.register(offerSettingsRoutes);
      await v1.register(pricesRoutes);
      await v1.register(customersRoutes);
      await v1.register(customerImportRoutes);
      await v1.register(customerContactsRoutes);
      await v1.register(customerGpsRoutes);
      await v1.register(customerNotesRoutes);
      await v1.register(customerMapAndCallsRoutes);
      await v1.register(customerApplicationsRoutes);
      await v1.register(inspectionsRoutes);
      await v1.register(callsExchangeRoutes);
      await v1.register(customerOffersRoutes);
      await v1.register(videosRoutes);
      await v1.register(calendarsRoutes);
      await v1.register(routeOrderRoutes);
      await v1.register(mapsRoutes);
      // invoices (issue 11)
      await v1.register(invoicesRoutes);
      await v1.register(customerInvoicesRoutes);
      await v1.register(invoiceDocumentsRoutes);
      await v1.register(creditNotesRoutes);
      await v1.register(reportsRoutes);
      // company lookup (issue 13)
      await v1.register(aresRoutes);
      await v1.register(historyRoutes);
      await v1.register(remindersRoutes);
      await v1.register(bankStatementsRoutes);
    },
    { prefix: '/v1' },
  );
  // offer documents span /v1 and /v2 (rules §7); the public HTML offer has no prefix
  await app.register(offerDocumentRoutes);
  await app.register(publicOfferRoutes);

  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each file (apps/web/vite.config.ts); the best one the browser accepts goes out.
      preCompressed: true,
      cacheControl: false,
      setHeaders: setStaticHeaders,
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // The page shell answers app URLs only; a missing file (an old chunk after a redeploy) stays a 404.
    const isFile = path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(path);
    const isApi = isApiRoute(path) || path.startsWith('/v1') || path.startsWith('/v2');
    if (webDist && request.method === 'GET' && !isFile && !isApi) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendError(reply, 404, { error: { message: 'error.not_found' } });
  });

  if (options.scheduleReminders) {
    const { db, dbKind, secretBox } = app.ctx;
    const schedule = startReminderSchedule({
      run: () => runReminders({ db, dbKind, env, secretBox, log: app.log }),
      log: app.log,
    });
    app.addHook('onClose', () => schedule.stop());
  }

  return app;
};

export type App = Awaited<ReturnType<typeof buildApp>>;
