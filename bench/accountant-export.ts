// How long a short request waits while a year's accountant export runs on the embedded database.
// Seeds 10,000 issued invoices (3 items each) over one year for one billing info, then, while
// POST /v1/reports/accountant/generate builds that year's POHODA XML, sends GET /v1/auth/logged one
// after another and records each one's time. The same again with the export read in one chunk (the
// service called directly with a chunk size above the invoice count) shows what the chunking buys.
// Run: npm run bench:accountant   (BENCH_SMOKE=1: 300 invoices). Copy the figures into docs/performance.md.
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadEnv } from '../apps/server/src/config/env';
import { openDatabase } from '../apps/server/src/db/client';
import { queryRows } from '../apps/server/src/db/query';
import { seedDemo } from '../apps/server/src/db/seed/demo';
import { seedReference } from '../apps/server/src/db/seed/reference';
import {
  ACCOUNTANT_CHUNK_SIZE,
  buildAccountantXml,
} from '../apps/server/src/services/reports/accountant/accountant-export';
import { ApiClient } from '../apps/server/test/helpers/api-client';
import { isSmoke } from './smoke';

const INVOICES = isSmoke ? 300 : Number(process.env.BENCH_INVOICES ?? 10_000);
const YEAR = 2025;

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number);

const database = await openDatabase({ dataDir: 'memory://' });
await seedReference(database.db);
await seedDemo(database.db);
const db = database.db;
const [info] = await queryRows<{ id: number; name: string; ic: string; vat_payer: boolean; invoice_prefix: string }>(
  db,
  sql`select id, name, ic, vat_payer, invoice_prefix from billing_infos where country_code = 'cz' order by id limit 1`,
);
const [customer] = await queryRows<{ id: number }>(db, sql`select id from customers where country_code = 'cz' limit 1`);
if (!info || !customer) throw new Error('demo data missing');
const seedStart = performance.now();
await db.execute(sql`insert into invoices (country_code, number, date_issue, date_taxable_supply, date_maturity,
    billing_info_id, customer_id, invoice_company, invoice_street, invoice_cp, invoice_psc, invoice_city, invoice_ic,
    invoice_dic, price_without_vat, price_with_vat, payment_type_id)
  select 'cz', 'BENCH' || lpad(g::text, 6, '0'), d, d, d + 14, ${info.id}, ${customer.id}, 'Odběratel ' || g || ' s.r.o.',
    'Dlouhá', (g % 200)::text, '11000', 'Praha', lpad((g % 99999999)::text, 8, '0'), 'CZ' || lpad((g % 99999999)::text, 8, '0'),
    330, 399.3, (select id from payment_types where code = 'bank_transfer')
  from generate_series(1, ${INVOICES}) g, lateral (select ${`${YEAR}-01-01`}::date + ((g - 1) * 365 / ${INVOICES})::int as d) day`);
await db.execute(sql`insert into invoice_items (invoice_id, position, code, name, amount, unit_id, price, tax_id, tax,
    price_without_vat, price_with_vat)
  select i.id, p, 'K' || p, 'Položka ' || p || ' – odvoz a likvidace odpadu', p, (select id from units order by id limit 1),
    55, (select id from taxes where country_code = 'cz' and tax = 21), 21, 55 * p, round(55 * p * 1.21, 2)
  from invoices i, generate_series(1, 3) p where i.number like 'BENCH%'`);
console.log(`seeded ${INVOICES} invoices × 3 items in ${Math.round(performance.now() - seedStart)} ms`);

const env = loadEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', SEED: 'none' });
const app = await buildApp({ env, database, logger: false, webDist: null });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const admin = new ApiClient(base);
const login = await admin.post('/v1/auth/login', { username: 'admin', password: 'demo' });
if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
const short = new ApiClient(base);
await short.post('/v1/auth/login', { username: 'operator', password: 'demo' });

/** GET /v1/auth/logged one after another until `done` resolves; each request's time in ms. */
const shortRequestsDuring = async (done: Promise<unknown>) => {
  let finished = false;
  void done.finally(() => {
    finished = true;
  });
  const times: number[] = [];
  while (!finished) {
    const start = performance.now();
    const response = await short.get('/v1/auth/logged');
    if (response.status !== 200) throw new Error(`short request ${response.status}`);
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
};

const figures = (times: number[], exportMs: number) => ({
  'export ms': Math.round(exportMs),
  'short requests': times.length,
  'p50 ms': Number(percentile(times, 50).toFixed(1)),
  'p95 ms': Number(percentile(times, 95).toFixed(1)),
  'max ms': Number((times[times.length - 1] ?? 0).toFixed(1)),
});

for (let warm = 0; warm < 20; warm += 1) await short.get('/v1/auth/logged');
const idle = await shortRequestsDuring(new Promise((resolve) => setTimeout(resolve, isSmoke ? 300 : 3000)));
const rows: Record<string, ReturnType<typeof figures>> = { 'no export running': figures(idle, 0) };

const chunkedStart = performance.now();
const generating = admin.post('/v1/reports/accountant/generate', {
  billingInfoId: info.id,
  dateFrom: `${YEAR}-01-01`,
  dateTo: `${YEAR}-12-31`,
});
const duringChunked = await shortRequestsDuring(generating);
const generated = await generating;
if (generated.status !== 200) throw new Error(`generate ${generated.status} ${generated.text}`);
rows[`export in chunks of ${ACCOUNTANT_CHUNK_SIZE} (the route)`] = figures(
  duringChunked,
  performance.now() - chunkedStart,
);
const download = await admin.get(`/v1/reports/accountant/${generated.body.id}`);
const xmlBytes = Buffer.byteLength(download.body.xmlReport as string, 'utf8');

const wholeStart = performance.now();
const whole = buildAccountantXml(db, {
  countryCode: 'cz',
  billingInfo: info,
  dateFrom: `${YEAR}-01-01`,
  dateTo: `${YEAR}-12-31`,
  chunkSize: INVOICES + 1,
});
const duringWhole = await shortRequestsDuring(whole);
rows['the same read in one chunk (for comparison)'] = figures(duringWhole, performance.now() - wholeStart);

console.log(`\nPGlite (in memory): ${INVOICES} invoices of ${YEAR}, XML ${(xmlBytes / 1_048_576).toFixed(1)} MB`);
console.table(rows);
await app.close();
await database.close();
