// Customer list (every filter, a late page) and near search at BENCH_CUSTOMERS customers (default 100,000; the data
// set of bench/seed.ts): latency of the API (HTTP, session, permission check, zod, JSON) against the same SQL run
// directly on the same database, on PostgreSQL and PGlite, and the plan of the slowest list case.
// Run: npm run bench:customers   (seeds once; BENCH_CUSTOMERS, BENCH_INVOICES, BENCH_ITERATIONS, BENCH_DATABASE_URL,
// BENCH_PGLITE_DIR, BENCH_ONLY=postgres|pglite, BENCH_SMOKE=1: 200 customers, 5 iterations). Copy the printed
// tables into docs/performance.md.
import type { AddressInfo } from 'node:net';
import type { CustomerListFilter } from '@bo/contract/customers/list-schemas';
import { type SQL, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadEnv } from '../apps/server/src/config/env';
import type { Database, Db } from '../apps/server/src/db/client';
import { queryRows } from '../apps/server/src/db/query';
import {
  cappedMatchesSql,
  countryCountSql,
  customerPageSql,
  fallbackPageWhere,
  listCustomerRows,
  newestPageSql,
} from '../apps/server/src/services/customers/list-customers';
import { customerListConditions, isCustomerListFiltered } from '../apps/server/src/services/customers/list-filter';
import { findNearRows, nearOriginOf } from '../apps/server/src/services/customers/near';
import { ApiClient } from '../apps/server/test/helpers/api-client';
import { explainPlan, getAnswer, measure, measureCases, type PairCase } from './measure';
import { benchDatabaseSettings, benchRowCounts, openSeededBench } from './seed';
import { isSmoke } from './smoke';

const SEARCH_WORD = 'novak';
const PAGE_SIZE = 50;

/** An exact count of every matching customer, which the list no longer runs (decision 198): the bench times it. */
const customerCountSql = (where: SQL) => sql`select count(*)::int as count from customers c where ${where}`;

/** The list's statements exactly as services/customers/list-customers.ts runs them. */
const bareList = (db: Db, filter: CustomerListFilter, page: number) => () =>
  listCustomerRows(db, { countryCode: 'cz', filter, page });

/** The near search's statements as services/customers/near.ts runs them. */
const bareNear = (db: Db, customerId: number, operatorId: number, radiusKm: number) => async () => {
  const origin = await nearOriginOf(db, { customerId, countryCode: 'cz' });
  if (!origin) throw new Error('bench customer has no GPS');
  await findNearRows(db, { customerId, countryCode: 'cz', operatorId, origin, radiusKm });
};

/**
 * Every filter of the customer list (overview §2.5), each on its own, with a value that matches some customers: the
 * fields of a customer a third of the way down the list (the newest ones' IČ, 11000000, is all common trigrams).
 */
const filterCases = async (
  db: Db,
  operatorId: number,
  pageCount: number,
): Promise<[string, CustomerListFilter, number][]> => {
  const [sample] = await queryRows<{
    district_id: number;
    company: string;
    street: string;
    cp: string;
    psc: string;
    city: string;
    ic: string;
    contact: string;
    phone: string;
    email: string;
  }>(
    db,
    sql`select c.delivery_district_id as district_id, split_part(c.delivery_company, ' ', 2) as company,
      c.delivery_street as street, c.delivery_cp as cp, c.delivery_psc as psc, c.delivery_city as city,
      c.delivery_ic as ic, split_part(k.name, ' ', 2) as contact, substr(k.phone, 1, 7) as phone, k.email
    from customers c join customer_contacts k on k.customer_id = c.id
    where c.delivery_district_id is not null and c.country_code = 'cz' order by c.id desc
    offset (select count(*) / 3 from customers) limit 1`,
  );
  const [application] = await queryRows<{ day: string; real_day: string; note: number }>(
    db,
    sql`select application_date::text as day, application_real_date::text as real_day, delivery_note_number as note
    from customer_applications where application_real_date is not null and delivery_note_number is not null
    order by id desc limit 1`,
  );
  if (!sample || !application) throw new Error('the bench data has no customer with a district or no application');
  const year = new Date().getFullYear();
  const month = new Date().getMonth() + 1;
  const [appYear, appMonth] = application.day.split('-').map(Number) as [number, number];
  const [realYear, realMonth] = application.real_day.split('-').map(Number) as [number, number];
  return [
    ['page 1, no filter', {}, 1],
    [`page ${Math.max(1, Math.floor(pageCount * 0.75))}, no filter`, {}, Math.max(1, Math.floor(pageCount * 0.75))],
    [`search "${SEARCH_WORD}"`, { search: SEARCH_WORD }, 1],
    ['search "novák" (diacritics)', { search: 'novák' }, 1],
    ['search "pila dvořák" (two words)', { search: 'pila dvořák' }, 1],
    ['colour red (call overdue)', { colors: [1] }, 1],
    ['colour white', { colors: [2] }, 1],
    ['colour green', { colors: [3] }, 1],
    ['colours red and green', { colors: [1, 3] }, 1],
    ['operator', { operatorId }, 1],
    ['district', { districtId: sample.district_id }, 1],
    ['next call in 0–7 days', { nextCallInDaysFrom: 0, nextCallInDaysTo: 7 }, 1],
    ['next call month and year', { nextCallMonth: month, nextCallYear: year }, 1],
    ['next call month only', { nextCallMonth: month }, 1],
    ['application date', { applicationDate: application.day }, 1],
    ['application real date', { applicationRealDate: application.real_day }, 1],
    ['application month and year', { applicationMonth: appMonth, applicationYear: appYear }, 1],
    ['application real month and year', { applicationRealMonth: realMonth, applicationRealYear: realYear }, 1],
    ['application year only', { applicationYear: appYear }, 1],
    ['delivery note number', { deliveryNoteNumber: application.note }, 1],
    ['company', { company: sample.company }, 1],
    ['street', { street: sample.street }, 1],
    ['house number', { cp: sample.cp }, 1],
    ['postcode', { psc: sample.psc }, 1],
    ['city', { city: sample.city }, 1],
    ['IČ', { ic: sample.ic }, 1],
    ['contact name', { contactName: sample.contact }, 1],
    ['contact phone', { contactPhone: sample.phone }, 1],
    ['contact e-mail', { contactEmail: sample.email }, 1],
  ];
};

const queryString = (filter: CustomerListFilter, page: number) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined) params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** The plan of a list's two statements, with rows and buffers read (EXPLAIN (ANALYZE, BUFFERS)). */
const explainList = async (db: Db, filter: CustomerListFilter, pageNumber: number) => {
  const where = customerListConditions(filter, 'cz', new Date());
  const isFiltered = isCustomerListFiltered(filter, new Date());
  const count = isFiltered ? cappedMatchesSql(where) : countryCountSql('cz');
  const offset = (pageNumber - 1) * PAGE_SIZE;
  if (isFiltered) {
    // as the service (decision 206): the page among the newest, else by the matches' ids, else the whole walk
    const newest = await queryRows(db, newestPageSql(where, offset));
    const matches = await queryRows<{ id: number }>(db, cappedMatchesSql(where));
    const pages = [`  page among the newest:\n${await explainPlan(db, newestPageSql(where, offset))}`];
    if (newest.length < PAGE_SIZE)
      pages.push(`  page:\n${await explainPlan(db, customerPageSql(fallbackPageWhere(where, matches), offset))}`);
    return `  matches:\n${await explainPlan(db, count)}\n${pages.join('\n')}`;
  }
  const page = customerPageSql(where, offset);
  return `  count:\n${await explainPlan(db, count)}\n  page:\n${await explainPlan(db, page)}`;
};

// A failure (a stale database, a refused login) still closes the server and the database, so the
// process ends instead of waiting on open sockets.
const benchDatabase = async (database: Database, label: string, iterations: number) => {
  try {
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
      const counts = await benchRowCounts(database.db);
      const db = database.db;
      const [all] = await queryRows<{ count: number }>(
        db,
        customerCountSql(customerListConditions({}, 'cz', new Date())),
      );
      const pageCount = Math.ceil(Number(all?.count ?? 0) / PAGE_SIZE);
      const cases: PairCase[] = [
        ...(await filterCases(db, operatorId, pageCount)).map(([name, filter, page]) => ({
          name,
          path: `/v1/customers${queryString(filter, page)}`,
          bare: bareList(db, filter, page),
          explain: () => explainList(db, filter, page),
        })),
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
      const { rows, slowest } = await measureCases({
        base,
        cookie,
        label,
        iterations,
        cases,
      });
      const logged = await measure(iterations, () => getAnswer(`${base}/v1/auth/logged`, cookie));
      const countOnly = await measure(iterations, () =>
        queryRows(db, customerCountSql(customerListConditions({}, 'cz', new Date()))),
      );
      console.log(`\n${label}: ${JSON.stringify(counts)}`);
      console.log(await benchDatabaseSettings(db));
      console.log(`${iterations} sequential requests per case (API and SQL alternating)`);
      console.table(rows);
      if (slowest?.item.explain) {
        console.log(`the slowest list case, "${slowest.item.name}":\n${await slowest.item.explain()}`);
      }
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
    await benchDatabase(
      await openSeededBench('postgres', (line) => console.log(`PostgreSQL${line}`)),
      'PostgreSQL',
      iterations(300),
    );
  } catch (error) {
    // no PostgreSQL server here: the embedded database alone; any other failure is the bench's own
    if ((error as { code?: string }).code !== 'ECONNREFUSED') throw error;
    console.log(`\nPostgreSQL skipped: ${(error as Error).message}`);
  }
}
if (only !== 'postgres') {
  await benchDatabase(
    await openSeededBench('pglite', (line) => console.log(`PGlite${line}`)),
    'PGlite',
    iterations(30),
  );
}
