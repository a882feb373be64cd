// Requests per second of GET /v1/auth/logged (session lookup, permission check, serialisation)
// against a bare Fastify route answering the same JSON, on PGlite and on PostgreSQL when reachable.
// Run: npm run bench   (prints the figures; copy them into docs/performance.md; BENCH_SMOKE=1: 1 s each;
// BENCH_ONLY=pglite|postgres)
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadEnv } from '../apps/server/src/config/env';
import { type Database, openDatabase } from '../apps/server/src/db/client';
import { seedDemo } from '../apps/server/src/db/seed/demo';
import { seedReference } from '../apps/server/src/db/seed/reference';
import { ApiClient } from '../apps/server/test/helpers/api-client';
import { recreatePostgres } from './server-process';
import { isSmoke } from './smoke';

const DURATION_S = isSmoke ? 1 : Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = isSmoke ? 2 : 10;

type Figures = { rps: number; p50: number; p97_5: number; p99: number; errors: number };

const load = async (url: string, headers: Record<string, string> = {}): Promise<Figures> => {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
};

const bareServer = async (body: unknown) => {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => body);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/bare` };
};

const benchDatabase = async (database: Database, label: string) => {
  await seedReference(database.db);
  await seedDemo(database.db);
  const env = loadEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', SEED: 'none' });
  const app = await buildApp({ env, database, logger: false, webDist: null });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const client = new ApiClient(base);
  const login = await client.post('/v1/auth/login', { username: 'operator', password: 'demo' });
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const bare = await bareServer(login.body);

  await load(`${base}/v1/auth/logged`, { cookie }); // warm-up
  const logged = await load(`${base}/v1/auth/logged`, { cookie });
  const baseline = await load(bare.url);
  await bare.app.close();
  await app.close();
  await database.close();

  const ratio = baseline.rps / Math.max(logged.rps, 1);
  console.log(`\n${label}: ${DURATION_S}s each, ${CONNECTIONS} connections`);
  console.table({ 'GET /v1/auth/logged': logged, 'bare Fastify route': baseline });
  console.log(
    `bare / logged = ${ratio.toFixed(1)}× (the session's user, from memory when kept (decision 214), the permission check, zod serialisation)`,
  );
};

const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// BENCH_ONLY=pglite|postgres: one of the two
const only = process.env.BENCH_ONLY;
if (only !== 'postgres') await benchDatabase(await openDatabase({ dataDir: 'memory://' }), 'PGlite (in memory)');
if (only !== 'pglite') {
  try {
    const databaseUrl = await recreatePostgres(postgresUrl, 'bo_bench');
    await benchDatabase(await openDatabase({ databaseUrl, dataDir: 'unused' }), 'PostgreSQL 127.0.0.1');
  } catch (error) {
    console.log(`\nPostgreSQL skipped: ${(error as Error).message}`);
  }
}
