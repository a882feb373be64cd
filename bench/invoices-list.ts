// Invoice list at 100,000 invoices: latency of GET /v1/invoices per filter (page, count and the
// summary over the whole filter), the statistics and the home's overdue list, on PostgreSQL and PGlite.
// Run: npm run bench:invoices   (seeds once into databases of its own; BENCH_ITERATIONS,
// BENCH_DATABASE_URL, BENCH_PGLITE_DIR, BENCH_ONLY=postgres|pglite, BENCH_SMOKE=1: 200 invoices,
// 5 iterations). Copy the printed tables into docs/performance.md.
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadEnv } from '../apps/server/src/config/env';
import type { Database, Db } from '../apps/server/src/db/client';
import { queryRows } from '../apps/server/src/db/query';
import { seedDemo } from '../apps/server/src/db/seed/demo';
import { surnames } from '../apps/server/src/db/seed/demo-customer-data';
import { isEmptyDatabase, seedReference } from '../apps/server/src/db/seed/reference';
import { ApiClient } from '../apps/server/test/helpers/api-client';
import { openBenchDatabase } from './customers-databases';
import { isSmoke } from './smoke';

/** 100,000 invoices; 200 under BENCH_SMOKE=1. */
const BENCH_INVOICES = isSmoke ? 200 : 100_000;
const BATCH = Math.min(20_000, BENCH_INVOICES);
const MARK = 'BENCH';

const companies = ['Stavebniny', 'Autoservis', 'Truhlářství', 'Kovovýroba', 'Zahradnictví', 'Pekařství', 'Pila'];
const textArray = (values: string[]) =>
  sql.raw(`array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}]`);
const rnd = (expr: string, salt: number) =>
  sql.raw(`(((hashint4((${expr}) * 7 + ${salt}) & 2147483647) % 1000000) / 1000000.0)`);
const pick = (values: string[], expr: string, salt: number) =>
  sql`(${textArray(values)})[1 + floor(${rnd(expr, salt)} * ${sql.raw(String(values.length))})::int]`;
const int = (value: number) => sql.raw(String(Math.trunc(value)));

const seededCount = async (db: Db) => {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from invoices where number like ${`${MARK}%`}`,
  );
  return Number(row?.count ?? 0);
};

/**
 * Invoices over four years for the CZ demo customers on both CZ billing infos: issue dates spread
 * evenly, maturity 14 days later, 85 % of those older than 60 days paid, one item each.
 */
const seedBenchInvoices = async (db: Db, log: (line: string) => void) => {
  if (await isEmptyDatabase(db)) {
    await seedReference(db);
    await seedDemo(db);
  }
  if ((await seededCount(db)) >= BENCH_INVOICES) return;
  const started = Date.now();
  const [tax] = await queryRows<{ id: number }>(db, sql`select id from taxes where country_code = 'cz' and tax = 21`);
  const customers = (
    await queryRows<{ id: number }>(db, sql`select id from customers where country_code = 'cz' order by id`)
  ).map((row) => row.id);
  const billings = (
    await queryRows<{ id: number }>(db, sql`select id from billing_infos where country_code = 'cz' order by id`)
  ).map((row) => row.id);
  if (!tax || customers.length === 0 || billings.length === 0) throw new Error('demo data missing');
  const customerArray = sql.raw(`array[${customers.join(',')}]`);
  const billingArray = sql.raw(`array[${billings.join(',')}]`);
  for (let from = 1; from <= BENCH_INVOICES; from += BATCH) {
    const to = Math.min(from + BATCH - 1, BENCH_INVOICES);
    await db.execute(sql`
      with g as (
        select g, current_date - (g % 1460) as issued, round((100 + ${rnd('g', 1)} * 20000)::numeric, 2) as base
        from generate_series(${int(from)}, ${int(to)}) g
      )
      insert into invoices (country_code, number, delivery_note_number, date_issue, date_taxable_supply, date_maturity,
        date_paid, paid, billing_info_id, customer_id, price_without_vat, price_with_vat, invoice_company, invoice_ic,
        invoice_email, color)
      select 'cz', ${MARK} || lpad(g::text, 7, '0'), case when g % 3 = 0 then g else null end, issued, issued,
        issued + 14,
        case when issued < current_date - 60 and ${rnd('g', 2)} < 0.85 then issued + 10 else null end,
        issued < current_date - 60 and ${rnd('g', 2)} < 0.85,
        (${billingArray})[1 + g % ${int(billings.length)}],
        (${customerArray})[1 + g % ${int(customers.length)}],
        base, round(base * 1.21, 2),
        ${pick(companies, 'g', 3)} || ' ' || ${pick(surnames, 'g', 4)} || ' s.r.o.',
        lpad((g * 11)::text, 8, '0'), 'faktury' || g || '@example.cz', 1 + g % 6
      from g`);
    await db.execute(sql`
      insert into invoice_items (invoice_id, position, code, name, amount, price, tax_id, tax, price_without_vat,
        price_with_vat)
      select id, 0, 'SVOZ', 'Svoz odpadu', 1, price_without_vat, ${tax.id}, 21, price_without_vat, price_with_vat
      from invoices where number between ${`${MARK}${String(from).padStart(7, '0')}`}
        and ${`${MARK}${String(to).padStart(7, '0')}`}`);
    log(`  seeded ${to} invoices (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  await db.execute(sql`vacuum analyze`);
  log(`  seeding took ${((Date.now() - started) / 1000).toFixed(0)} s`);
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

const measure = async (iterations: number, run: () => Promise<unknown>) => {
  for (let i = 0; i < Math.max(3, iterations / 10); i += 1) await run();
  const times: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
};

const benchDatabase = async (database: Database, label: string, iterations: number) => {
  try {
    await seedBenchInvoices(database.db, (line) => console.log(`${label}${line}`));
    const env = loadEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', SEED: 'none' });
    const app = await buildApp({ env, database, logger: false, webDist: null });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const client = new ApiClient(base);
      const login = await client.post('/v1/auth/login', { username: 'admin', password: 'demo' });
      if (login.status !== 200) throw new Error(`login failed: ${login.text}`);
      const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const [billing] = await queryRows<{ id: number }>(
        database.db,
        sql`select id from billing_infos where country_code = 'cz' order by id desc limit 1`,
      );
      const year = new Date().getFullYear();
      const cases: [string, string][] = [
        ['default (only unpaid), page 1', '/v1/invoices'],
        ['all, page 1', '/v1/invoices?onlyUnpaid=0'],
        ['all, page 1000', '/v1/invoices?onlyUnpaid=0&page=1000'],
        ['search "novak" (company)', '/v1/invoices?onlyUnpaid=0&search=novak'],
        ['search "stastny pila"', '/v1/invoices?onlyUnpaid=0&search=stastny%20pila'],
        ['search number fragment "0012"', '/v1/invoices?onlyUnpaid=0&search=0012'],
        ['only after maturity', '/v1/invoices?onlyAfterMaturity=1'],
        [
          'issued in one month',
          `/v1/invoices?onlyUnpaid=0&dateType=issue&dateFrom=${year - 1}-03-01&dateTo=${year - 1}-03-31`,
        ],
        [
          'paid in one year',
          `/v1/invoices?onlyUnpaid=0&dateType=paid&dateFrom=${year - 1}-01-01&dateTo=${year - 1}-12-31`,
        ],
        ['one billing info, all', `/v1/invoices?onlyUnpaid=0&billingInfoId=${billing?.id ?? 1}`],
        ['statistics of last year', `/v1/invoices/statistics?year=${year - 1}`],
        ['overdue (administrator: all)', '/v1/invoices/overdue'],
      ];
      const rows: Record<string, Record<string, string>> = {};
      for (const [name, path] of cases) {
        const response = await fetch(`${base}${path}`, { headers: { cookie } });
        if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
        const body = (await response.json()) as { pagination?: { totalCount: number }; invoices?: unknown[] };
        const figures = await measure(iterations, async () => {
          const answer = await fetch(`${base}${path}`, { headers: { cookie } });
          await answer.arrayBuffer();
        });
        rows[name] = {
          rows: String(body.pagination?.totalCount ?? body.invoices?.length ?? 12),
          'p50 ms': figures.p50.toFixed(1),
          'p95 ms': figures.p95.toFixed(1),
        };
      }
      const [counted] = await queryRows<{ count: number }>(
        database.db,
        sql`select count(*)::int as count from invoices`,
      );
      console.log(`\n${label}: ${counted?.count} invoices, ${iterations} sequential requests per case`);
      console.table(rows);
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
    await benchDatabase(await openBenchDatabase('postgres', 'invoices'), 'PostgreSQL', iterations(100));
  } catch (error) {
    console.log(`\nPostgreSQL skipped: ${(error as Error).message}`);
  }
}
if (only !== 'postgres') {
  await benchDatabase(await openBenchDatabase('pglite', 'invoices'), 'PGlite', iterations(30));
}
