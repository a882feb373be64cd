// Customer list and near search at 100,000 customers: latency of the API (HTTP, session, permission
// check, zod, JSON) against the same SQL run directly on the same database, on PostgreSQL and PGlite.
// Run: npm run bench:customers   (seeds once; BENCH_ITERATIONS, BENCH_DATABASE_URL, BENCH_PGLITE_DIR,
// BENCH_ONLY=postgres|pglite, BENCH_SMOKE=1: 200 customers, 5 iterations). Copy the printed tables
// into docs/performance.md.
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { CustomerListFilter } from '@bo/contract/customers/list-schemas';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadEnv } from '../apps/server/src/config/env';
import type { Database, Db } from '../apps/server/src/db/client';
import { queryRows } from '../apps/server/src/db/query';
import { customerCountSql, customerPageSql } from '../apps/server/src/services/customers/list-customers';
import { customerListConditions } from '../apps/server/src/services/customers/list-filter';
import { findNearRows, firstGpsOf } from '../apps/server/src/services/customers/near';
import { ApiClient } from '../apps/server/test/helpers/api-client';
import { openBenchDatabase } from './customers-databases';
import { seedBenchCustomers } from './customers-seed';
import { isSmoke } from './smoke';

const SEARCH_WORD = 'novak';
const PAGE_SIZE = 50;

type Case = { name: string; path: string; bare: () => Promise<unknown> };
type Figures = { p50: number; p95: number };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** API and bare SQL alternate request by request, so a load change on the machine hits both alike. */
const measurePair = async (iterations: number, api: () => Promise<unknown>, bare: () => Promise<unknown>) => {
  for (let i = 0; i < Math.max(5, iterations / 10); i += 1) {
    await api();
    await bare();
  }
  const apiTimes: number[] = [];
  const bareTimes: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    let start = performance.now();
    await api();
    apiTimes.push(performance.now() - start);
    start = performance.now();
    await bare();
    bareTimes.push(performance.now() - start);
  }
  const figures = (times: number[]): Figures => {
    times.sort((a, b) => a - b);
    return { p50: percentile(times, 50), p95: percentile(times, 95) };
  };
  return { api: figures(apiTimes), bare: figures(bareTimes) };
};

const measure = async (iterations: number, run: () => Promise<unknown>) =>
  (await measurePair(iterations, run, async () => {})).api;

/** The list's two statements exactly as services/customers/list-customers.ts runs them. */
const bareList = (db: Db, filter: CustomerListFilter, page: number) => async () => {
  const where = customerListConditions(filter, 'cz', new Date());
  await Promise.all([
    queryRows(db, customerCountSql(where)),
    queryRows(db, customerPageSql(where, (page - 1) * PAGE_SIZE)),
  ]);
};

/** The near search's statements as services/customers/near.ts runs them. */
const bareNear = (db: Db, customerId: number, operatorId: number, radiusKm: number) => async () => {
  await queryRows(db, sql`select id, country_code from customers where id = ${customerId} and country_code = 'cz'`);
  const origin = await firstGpsOf(db, customerId);
  if (!origin) throw new Error('bench customer has no GPS');
  await findNearRows(db, { customerId, countryCode: 'cz', operatorId, origin, radiusKm });
};

// A failure (a stale database, a refused login) still closes the server and the database, so the
// process ends instead of waiting on open sockets.
const benchDatabase = async (database: Database, label: string, iterations: number) => {
  try {
    await seedBenchCustomers(database.db, (line) => console.log(`${label}${line}`));
    const env = loadEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', SEED: 'none' });
    const app = await buildApp({ env, database, logger: false, webDist: null });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const client = new ApiClient(base);
      const login = await client.post('/v1/auth/login', { username: 'operator', password: 'demo' });
      if (login.status !== 200) throw new Error(`login failed: ${login.text}`);
      const operatorId = login.body.user.id as number;
      const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const [origin] = await queryRows<{ id: number }>(
        database.db,
        sql`select c.id from customers c where c.operator_id = ${operatorId} and c.delivery_city like 'Praha 1%'
      and exists (select 1 from customer_gps g where g.customer_id = c.id) order by c.id desc limit 1`,
      );
      if (!origin) throw new Error('no bench customer in Prague');
      const [counted] = await queryRows<{ count: number }>(
        database.db,
        sql`select count(*)::int as count from customers`,
      );

      const db = database.db;
      const cases: Case[] = [
        { name: 'list page 1, no filter', path: '/v1/customers', bare: bareList(db, {}, 1) },
        {
          name: `list, search "${SEARCH_WORD}"`,
          path: `/v1/customers?search=${SEARCH_WORD}`,
          bare: bareList(db, { search: SEARCH_WORD }, 1),
        },
        { name: 'list, colour green', path: '/v1/customers?colors=3', bare: bareList(db, { colors: [3] }, 1) },
        { name: 'list page 1500', path: '/v1/customers?page=1500', bare: bareList(db, {}, 1500) },
        {
          name: 'near, radius 5 km',
          path: `/v1/customers/${origin.id}/near?radius=5`,
          bare: bareNear(db, origin.id, operatorId, 5),
        },
        {
          name: 'near, radius 100 km',
          path: `/v1/customers/${origin.id}/near?radius=100`,
          bare: bareNear(db, origin.id, operatorId, 100),
        },
      ];
      const rows: Record<string, Record<string, string>> = {};
      for (const item of cases) {
        const response = await fetch(`${base}${item.path}`, { headers: { cookie } });
        const body = (await response.json()) as { pagination?: { totalCount: number }; nearCustomers?: unknown[] };
        if (response.status !== 200) throw new Error(`${item.path}: ${response.status}`);
        const { api, bare } = await measurePair(
          iterations,
          async () => {
            const answer = await fetch(`${base}${item.path}`, { headers: { cookie } });
            await answer.arrayBuffer();
          },
          item.bare,
        );
        rows[item.name] = {
          rows: String(body.pagination?.totalCount ?? body.nearCustomers?.length ?? ''),
          'API p50 ms': api.p50.toFixed(1),
          'API p95 ms': api.p95.toFixed(1),
          'SQL p50 ms': bare.p50.toFixed(1),
          'SQL p95 ms': bare.p95.toFixed(1),
          'API/SQL p50': (api.p50 / bare.p50).toFixed(2),
          'API/SQL p95': (api.p95 / bare.p95).toFixed(2),
        };
      }
      const logged = await measure(iterations, async () => {
        const answer = await fetch(`${base}/v1/auth/logged`, { headers: { cookie } });
        await answer.arrayBuffer();
      });
      const countOnly = await measure(iterations, () =>
        queryRows(db, customerCountSql(customerListConditions({}, 'cz', new Date()))),
      );
      console.log(
        `\n${label}: ${counted?.count} customers, ${iterations} sequential requests per case (API and SQL alternating)`,
      );
      console.table(rows);
      console.log(
        `exact count of all customers alone: p50 ${countOnly.p50.toFixed(1)} ms, p95 ${countOnly.p95.toFixed(1)} ms`,
      );
      console.log(
        `fixed cost of any API request (GET /v1/auth/logged: HTTP, session lookup, serialisation): p50 ${logged.p50.toFixed(1)} ms, p95 ${logged.p95.toFixed(1)} ms`,
      );
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
};

const iterations = (normal: number) => (isSmoke ? 5 : Number(process.env.BENCH_ITERATIONS ?? normal));
const only = process.env.BENCH_ONLY;
if (only !== 'pglite') {
  try {
    await benchDatabase(await openBenchDatabase('postgres'), 'PostgreSQL', iterations(200));
  } catch (error) {
    console.log(`\nPostgreSQL skipped: ${(error as Error).message}`);
  }
}
if (only !== 'postgres') {
  await benchDatabase(await openBenchDatabase('pglite'), 'PGlite', iterations(50));
}
