// Throughput and latency of the customer list (GET /v1/customers, demo data) under 10 and 50
// parallel connections, on the embedded database and on PostgreSQL when reachable. The server runs
// in a child process exactly as `npm start` runs it, so the load generator does not share its event loop.
// Run: npm run bench:load   (BENCH_SECONDS per step, default 10; BENCH_ONLY=pglite|postgres;
// BENCH_SMOKE=1 for a few seconds in all). Copy the printed table into docs/performance.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ApiClient } from '../apps/server/test/helpers/api-client';
import { recreatePostgres, startServerProcess } from './server-process';
import { isSmoke } from './smoke';

const SECONDS = isSmoke ? 1 : Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = isSmoke ? [2] : [10, 50];
const TIMEOUT_S = 10;

type Row = { 'req/s': number; 'p50 ms': number; 'p99 ms': number; 'max ms': number; errors: number; timeouts: number };

const benchServer = async (label: string, env: Record<string, string>, rows: Record<string, Row>) => {
  const server = await startServerProcess(env);
  try {
    const client = new ApiClient(server.url);
    const login = await client.post('/v1/auth/login', { username: 'operator', password: 'demo' });
    if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.text}`);
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const url = `${server.url}/v1/customers`;
    await autocannon({ url, connections: 10, duration: isSmoke ? 1 : 3, headers: { cookie } }); // warm-up
    for (const connections of CONNECTIONS) {
      const result = await autocannon({ url, connections, duration: SECONDS, timeout: TIMEOUT_S, headers: { cookie } });
      rows[`${label}, ${connections} connections`] = {
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        'max ms': result.latency.max,
        errors: result.errors + result.non2xx,
        timeouts: result.timeouts,
      };
    }
  } finally {
    await server.stop();
  }
};

const rows: Record<string, Row> = {};
const only = process.env.BENCH_ONLY;
if (only !== 'postgres') {
  const dataDir = mkdtempSync(join(tmpdir(), 'bo-bench-load-'));
  try {
    await benchServer('PGlite', { DATA_DIR: dataDir }, rows);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (only !== 'pglite') {
  try {
    const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const url = await recreatePostgres(adminUrl, 'bo_bench_load');
    const dataDir = mkdtempSync(join(tmpdir(), 'bo-bench-load-'));
    await benchServer('PostgreSQL', { DATABASE_URL: url, DATA_DIR: dataDir }, rows).finally(() =>
      rmSync(dataDir, { recursive: true, force: true }),
    );
  } catch (error) {
    console.log(`\nPostgreSQL skipped: ${(error as Error).message}`);
  }
}
console.log(`\nGET /v1/customers (demo data, operator), ${SECONDS} s per step, request timeout ${TIMEOUT_S} s`);
console.table(rows);
