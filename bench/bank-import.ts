// Bank statement import: a GPC statement of 5,000 payments against 100,000 invoices — the upload
// (parse, match, store the preview) and the confirm (record payments, set invoices paid), over HTTP,
// on PostgreSQL and PGlite. Run: npm run bench:bank   (seeds 100,000 invoices once into databases
// of its own; BENCH_ONLY=postgres|pglite, BENCH_SMOKE=1: 200 invoices, 50 payments). Target: under 5 s.
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { variableSymbol } from '@bo/contract/invoices/numbering';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadEnv } from '../apps/server/src/config/env';
import type { Database, Db } from '../apps/server/src/db/client';
import { queryRows } from '../apps/server/src/db/query';
import { seedDemo } from '../apps/server/src/db/seed/demo';
import { isEmptyDatabase, seedReference } from '../apps/server/src/db/seed/reference';
import { gpcFile, gpcTransaction } from '../apps/server/src/services/bank-statements/gpc-writer';
import { ApiClient } from '../apps/server/test/helpers/api-client';
import { openBenchDatabase } from './customers-databases';
import { isSmoke } from './smoke';

const INVOICES = isSmoke ? 200 : 100_000;
const PAYMENTS = isSmoke ? 50 : 5_000;
const MARK = 'BANK';
const int = (value: number) => sql.raw(String(Math.trunc(value)));

/** 100,000 invoices over four years, 70 % paid, amounts from 121 to 24,321 Kč. */
const seedInvoices = async (db: Db, log: (line: string) => void) => {
  if (await isEmptyDatabase(db)) {
    await seedReference(db);
    await seedDemo(db);
  }
  const [count] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from invoices where number like ${`${MARK}%`}`,
  );
  if ((count?.count ?? 0) >= INVOICES) return;
  const started = Date.now();
  const [billing] = await queryRows<{ id: number }>(
    db,
    sql`select id from billing_infos where country_code = 'cz' limit 1`,
  );
  const [customer] = await queryRows<{ id: number }>(
    db,
    sql`select id from customers where country_code = 'cz' limit 1`,
  );
  if (!billing || !customer) throw new Error('demo data missing');
  for (let from = 1; from <= INVOICES; from += 20_000) {
    const to = Math.min(from + 19_999, INVOICES);
    await db.execute(sql`
      insert into invoices (country_code, number, date_issue, date_taxable_supply, date_maturity, date_paid, paid,
        billing_info_id, customer_id, price_without_vat, price_with_vat, invoice_company)
      select 'cz', ${MARK} || lpad(g::text, 8, '0'), current_date - (g % 1460), current_date - (g % 1460),
        current_date - (g % 1460) + 14, case when g % 10 < 7 then current_date - (g % 1460) + 10 end, g % 10 < 7,
        ${int(billing.id)}, ${int(customer.id)}, 100 + (g % 20000), round((100 + (g % 20000)) * 1.21, 2),
        'Odběratel ' || g
      from generate_series(${int(from)}, ${int(to)}) g`);
    log(`  seeded ${to} invoices`);
  }
  await db.execute(sql`vacuum analyze`);
  log(`  seeding took ${((Date.now() - started) / 1000).toFixed(0)} s`);
};

/** 5,000 payments: 80 % exact, 10 % a different amount, 10 % an unknown symbol. */
const statementOf = async (db: Db, run: number) => {
  const invoices = await queryRows<{ number: string; price_with_vat: string }>(
    db,
    sql`select number, price_with_vat::text from invoices
      where number like ${`${MARK}%`} and not paid order by random() limit ${int(PAYMENTS)}`,
  );
  const date = new Date(Date.now() - run * 86_400_000).toISOString().slice(0, 10);
  const account = '2400999888';
  const lines = invoices.map((invoice, index) =>
    gpcTransaction({
      account,
      counterAccount: String(100_000 + index),
      counterBank: '0800',
      reference: `${run}${String(index).padStart(7, '0')}`,
      amountCents: Math.round(Number(invoice.price_with_vat) * 100) + (index % 10 === 8 ? 1_000 : 0),
      code: 2,
      variableSymbol: index % 10 === 9 ? String(9_000_000 + index) : variableSymbol(invoice.number),
      date,
      name: `Platce ${index}`,
    }),
  );
  return Buffer.from(gpcFile({ account, name: 'Bench', number: (run % 900) + 1, date }, lines)).toString('base64');
};

const benchDatabase = async (database: Database, label: string) => {
  try {
    await seedInvoices(database.db, (line) => console.log(`${label}${line}`));
    const env = loadEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', SEED: 'none' });
    const app = await buildApp({ env, database, logger: false, webDist: null });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const client = new ApiClient(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
      const login = await client.post('/v1/auth/login', { username: 'admin', password: 'demo' });
      if (login.status !== 200) throw new Error(`login failed: ${login.text}`);
      const rows: Record<string, Record<string, string>> = {};
      const runs = isSmoke ? 1 : 3;
      for (let run = 1; run <= runs; run += 1) {
        const content = await statementOf(database.db, Date.now() % 100_000);
        let start = performance.now();
        const preview = await client.post('/v1/bank-statements', { filename: 'bench.gpc', content });
        const uploadMs = performance.now() - start;
        if (preview.status !== 200) throw new Error(`import: ${preview.status} ${preview.text.slice(0, 300)}`);
        start = performance.now();
        const confirm = await client.post(`/v1/bank-statements/${preview.body.id}/confirm`);
        const confirmMs = performance.now() - start;
        if (confirm.status !== 200) throw new Error(`confirm: ${confirm.status} ${confirm.text.slice(0, 300)}`);
        rows[`run ${run}`] = {
          payments: String(preview.body.paymentCount),
          matched: String(preview.body.matchedCount),
          doubtful: String(preview.body.doubtfulCount),
          'upload + preview ms': uploadMs.toFixed(0),
          'confirm ms': confirmMs.toFixed(0),
          'invoices paid': String(confirm.body.paidInvoiceCount),
        };
      }
      console.log(`\n${label}: ${INVOICES} invoices, a statement of ${PAYMENTS} payments`);
      console.table(rows);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
};

const only = process.env.BENCH_ONLY;
if (only !== 'pglite') {
  try {
    await benchDatabase(await openBenchDatabase('postgres', 'bank'), 'PostgreSQL');
  } catch (error) {
    console.log(`\nPostgreSQL skipped: ${(error as Error).message}`);
  }
}
if (only !== 'postgres') await benchDatabase(await openBenchDatabase('pglite', 'bank'), 'PGlite');
