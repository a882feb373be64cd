import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import helmet from 'helmet';
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
import { driverInvoiceScopePlugin } from './plugins/driver-invoice-scope';
import { errorsPlugin, handleError, sendError } from './plugins/errors';
import { historyContextPlugin } from './plugins/history-context';
import { knownQueryPlugin } from './plugins/known-query';
import { customerApplicationsRoutes } from './routes/applications/applications';
import { inspectionsRoutes } from './routes/applications/inspections';
import { aresRoutes } from './routes/ares/ares';
import { authRoutes } from './routes/auth/auth';
import { bankStatementsRoutes } from './routes/bank-statements/bank-statements';
import { calendarsRoutes } from './routes/calendar/calendars';
import { mapsRoutes } from './routes/calendar/maps';
import { routeOrderRoutes } from './routes/calendar/route-order';
import { callsExchangeRoutes } from './routes/calls/calls-exchange';
import { customerContactsRoutes } from './routes/customers/contacts';
import { customersRoutes } from './routes/customers/customers';
import { customerGpsRoutes } from './routes/customers/gps';
import { customerImportRoutes } from './routes/customers/import';
import { customerMapAndCallsRoutes } from './routes/customers/map-and-calls';
import { customerNotesRoutes } from './routes/customers/notes';
import { historyRoutes } from './routes/history/history';
import { creditNotesRoutes } from './routes/invoices/credit-notes';
import { customerInvoicesRoutes } from './routes/invoices/customer-invoices';
import { eInvoicesRoutes } from './routes/invoices/e-invoices';
import { invoiceDocumentsRoutes } from './routes/invoices/invoice-documents';
import { invoicesRoutes } from './routes/invoices/invoices';
import { newOfferRoutes } from './routes/offers/new-offer';
import { offerAttachmentsRoutes } from './routes/offers/offer-attachments';
import { offerDocumentRoutes } from './routes/offers/offer-documents';
import { customerOffersRoutes } from './routes/offers/offers';
import { publicOfferRoutes } from './routes/offers/public-offer';
import { referenceRoutes } from './routes/reference/reference';
import { remindersRoutes } from './routes/reminders/reminders';
import { reportsRoutes } from './routes/reports/reports';
import { billingInfosRoutes } from './routes/settings/billing-infos';
import { configurationRoutes } from './routes/settings/configuration';
import { ekokomsRoutes } from './routes/settings/ekokoms';
import { offerSettingsRoutes } from './routes/settings/offer-settings';
import { pricesRoutes } from './routes/settings/prices';
import { productsRoutes } from './routes/settings/products';
import { taxesRoutes } from './routes/settings/taxes';
import { videosRoutes } from './routes/settings/videos';
import { myAccountRoutes } from './routes/users/my-account';
import { userFilesRoutes } from './routes/users/user-files';
import { userProfitsRoutes } from './routes/users/user-profits';
import { usersRoutes } from './routes/users/users';
import { createSessionCache, loggedWatching } from './services/auth/session-cache';
import { runEInvoiceOutbox } from './services/e-invoices/e-invoice-outbox';
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
  const sessionCache = createSessionCache();
  // decision 214: an operator hears when the announcements stop and come back
  const watching = loggedWatching(sessionCache.listener, app.log);
  const stopWatchingSessions = database.watchSessionChanges(watching.listener);
  app.addHook('onClose', async () => {
    watching.close();
    await stopWatchingSessions();
  });
  app.decorate('ctx', {
    db: database.db,
    dbKind: database.kind,
    env,
    csrfKey: await loadCsrfKey(database.db, env),
    appHash: appHashOf(webDist),
    isSecure: env.PUBLIC_URL?.startsWith('https://') ?? false,
    secretBox: createSecretBox(loadEncryptionKey({ encryptionKey: env.ENCRYPTION_KEY, dataDir: env.DATA_DIR })),
    sessionCache,
  });

  await app.register(fastifyCookie);
  // helmet's headers on every answer, errors and unknown routes included; its middleware built once (decision 212:
  // @fastify/helmet built it anew on every request, parsing the CSP each time)
  const securityHeaders = helmet(securityHeadersOptions({ isSecure: app.ctx.isSecure }));
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, () => done()));
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
  await app.register(knownQueryPlugin);
  await app.register(driverInvoiceScopePlugin);
  await app.register(historyContextPlugin);

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-app-hash', app.ctx.appHash);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // API answers are never kept by a browser or proxy cache, errors and unknown routes included (their
    // path is the request's: no route matched); an anonymous answer may say otherwise.
    const path = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
    if (isApiRoute(path) && (request.user || !reply.hasHeader('cache-control'))) {
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
      // Up to 128 KiB in one synchronous call (decision 211): through zlib's stream and thread pool a page of 50
      // customers took 0.5 ms more at the median and 2 ms more at p95 on two cores. At each encoding's fastest level
      // (decision 212): that page (37 KB of JSON) in 0.27 ms to 5.7 KB, against 0.56 ms to 5.1 KB at brotli's 4.
      await v1.register(fastifyCompress, {
        threshold: 1024,
        encodings: ['br', 'gzip'],
        syncThreshold: 128 * 1024,
        brotliOptions: {
          params: {
            [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
            [zlibConstants.BROTLI_PARAM_QUALITY]: 1,
          },
        },
        zlibOptions: { level: 1 },
      });
      // one folder per area under routes/ (docs/architecture.md)
      const areas = [
        [authRoutes],
        [usersRoutes, myAccountRoutes, userFilesRoutes, userProfitsRoutes],
        [referenceRoutes],
        [
          configurationRoutes,
          productsRoutes,
          taxesRoutes,
          ekokomsRoutes,
          offerSettingsRoutes,
          pricesRoutes,
          billingInfosRoutes,
        ],
        [videosRoutes],
        [customersRoutes, customerImportRoutes, customerContactsRoutes, customerGpsRoutes, customerNotesRoutes],
        [customerMapAndCallsRoutes, callsExchangeRoutes],
        [customerApplicationsRoutes, inspectionsRoutes],
        [customerOffersRoutes, newOfferRoutes, offerAttachmentsRoutes],
        [calendarsRoutes, routeOrderRoutes, mapsRoutes],
        [
          invoicesRoutes,
          customerInvoicesRoutes,
          invoiceDocumentsRoutes,
          creditNotesRoutes,
          remindersRoutes,
          eInvoicesRoutes,
        ],
        [bankStatementsRoutes],
        [reportsRoutes],
        [aresRoutes],
        [historyRoutes],
      ];
      for (const routes of areas.flat()) await v1.register(routes);
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
  if (options.scheduleReminders && env.E_INVOICE_SCHEDULE === 'on' && env.PEPPOL_PROVIDER_URL) {
    const { db, dbKind } = app.ctx;
    // the e-invoice outbox every minute (decision 182), with the reminders' one-run-at-a-time schedule
    const outbox = startReminderSchedule({
      run: async () => {
        const run = await runEInvoiceOutbox({ db, dbKind, env, log: app.log });
        return { sent: run.sent };
      },
      log: app.log,
      intervalMs: 60_000,
      firstRunMs: 30_000,
    });
    app.addHook('onClose', () => outbox.stop());
  }

  return app;
};

/** @internal the tests' handle on the built instance */
export type App = Awaited<ReturnType<typeof buildApp>>;
