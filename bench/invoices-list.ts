// Invoice list at BENCH_INVOICES invoices (default 100,000; the data set of bench/seed.ts): latency of
// GET /v1/invoices per filter (page, count and the sums over the whole filter), the statistics of a year, the home's
// overdue list and the change history of an invoice and of a customer, each beside the same service's SQL run
// directly on the database (no HTTP, session or JSON), on PostgreSQL and PGlite; and the plan of the slowest list case.
// Run: npm run bench:invoices   (seeds once; BENCH_CUSTOMERS, BENCH_INVOICES, BENCH_ITERATIONS, BENCH_DATABASE_URL,
// BENCH_PGLITE_DIR, BENCH_ONLY=postgres|pglite, BENCH_SMOKE=1: 200 invoices, 5 iterations). Copy the printed tables
// into docs/performance.md.
import type { AddressInfo } from 'node:net';
import { companyToday } from '@bo/contract/dates/business-calendar';
import type { InvoiceListQuery } from '@bo/contract/invoices/schemas';
import { invoiceListQuerySchema } from '@bo/contract/invoices/schemas';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadEnv } from '../apps/server/src/config/env';
import type { Database, Db } from '../apps/server/src/db/client';
import { queryRows } from '../apps/server/src/db/query';
import { listHistory } from '../apps/server/src/services/history/list-history';
import {
  invoiceListStatements,
  invoiceStatistics,
  listInvoices,
  overdueInvoices,
} from '../apps/server/src/services/invoices/invoice-list';
import { ApiClient } from '../apps/server/test/helpers/api-client';
import { explainPlan, measureCases, type PairCase } from './measure';
import { benchDatabaseSettings, benchRowCounts, openSeededBench } from './seed';
import { isSmoke } from './smoke';

/** The plan of a list's two statements, with rows and buffers read (EXPLAIN (ANALYZE, BUFFERS)). */
const explainList = async (db: Db, query: InvoiceListQuery) => {
  const statements = invoiceListStatements(query, 'cz', companyToday());
  return `  count and sums:\n${await explainPlan(db, statements.summary)}\n  page:\n${await explainPlan(db, statements.page)}`;
};

const benchDatabase = async (database: Database, label: string, iterations: number) => {
  try {
    const env = loadEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', SEED: 'none' });
    const app = await buildApp({ env, database, logger: false, webDist: null });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const client = new ApiClient(base);
      const login = await client.post('/v1/auth/login', { username: 'admin', password: 'demo' });
      if (login.status !== 200) throw new Error(`login failed: ${login.text}`);
      const actor = { id: login.body.user.id as number, roles: ['administrator'] };
      const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const { db } = database;
      const [billing] = await queryRows<{ id: number }>(
        db,
        sql`select id from billing_infos where country_code = 'cz' order by id desc limit 1`,
      );
      const [latest] = await queryRows<{ id: number }>(
        db,
        sql`select id from invoices where number like 'BENCH%' order by id desc limit 1`,
      );
      const [customer] = await queryRows<{ id: number }>(
        db,
        sql`select max(entity_id)::int as id from change_history where entity = 'customer'`,
      );
      if (!billing || !latest || !customer) throw new Error('the bench data has no billing info, invoice or history');
      const year = new Date().getFullYear();
      const listCase = (name: string, search: string): PairCase => {
        const query = invoiceListQuerySchema.parse(Object.fromEntries(new URLSearchParams(search)));
        return {
          name,
          path: `/v1/invoices${search ? `?${search}` : ''}`,
          bare: () => listInvoices(db, { countryCode: 'cz', query }),
          explain: () => explainList(db, query),
        };
      };
      const cases: PairCase[] = [
        listCase('default (only unpaid), page 1', ''),
        listCase('all, page 1', 'onlyUnpaid=0'),
        listCase('all, page 1000', 'onlyUnpaid=0&page=1000'),
        listCase('search "novak" (company)', 'onlyUnpaid=0&search=novak'),
        listCase('search "nováková" (diacritics)', 'onlyUnpaid=0&search=nov%C3%A1kov%C3%A1'),
        listCase('search "stastny pila" (two words)', 'onlyUnpaid=0&search=stastny%20pila'),
        listCase('search number fragment "0012"', 'onlyUnpaid=0&search=0012'),
        listCase('only after maturity', 'onlyAfterMaturity=1'),
        listCase(
          'issued in one month',
          `onlyUnpaid=0&dateType=issue&dateFrom=${year - 1}-03-01&dateTo=${year - 1}-03-31`,
        ),
        listCase(
          'issued in one year',
          `onlyUnpaid=0&dateType=issue&dateFrom=${year - 1}-01-01&dateTo=${year - 1}-12-31`,
        ),
        listCase(
          'due in one month',
          `onlyUnpaid=0&dateType=maturity&dateFrom=${year - 1}-03-01&dateTo=${year - 1}-03-31`,
        ),
        listCase(
          'due in one year',
          `onlyUnpaid=0&dateType=maturity&dateFrom=${year - 1}-01-01&dateTo=${year - 1}-12-31`,
        ),
        listCase('paid in one year', `onlyUnpaid=0&dateType=paid&dateFrom=${year - 1}-01-01&dateTo=${year - 1}-12-31`),
        listCase('one billing info, all', `onlyUnpaid=0&billingInfoId=${billing.id}`),
        listCase('credit notes only', 'onlyUnpaid=0&documentType=credit_note'),
        listCase('unpaid of one billing info', `billingInfoId=${billing.id}`),
        {
          name: 'statistics of last year',
          path: `/v1/invoices/statistics?year=${year - 1}`,
          bare: () => invoiceStatistics(db, { countryCode: 'cz', year: year - 1 }),
        },
        {
          name: 'overdue (administrator: all)',
          path: '/v1/invoices/overdue',
          bare: () => overdueInvoices(db, { countryCode: 'cz', actor }),
        },
        {
          name: "an invoice's change history",
          path: `/v1/history?entity=invoice&id=${latest.id}`,
          bare: () => listHistory(db, { entity: 'invoice', id: latest.id, page: 1, countryCode: 'cz', actor }),
        },
        {
          name: "a customer's change history",
          path: `/v1/history?entity=customer&id=${customer.id}`,
          bare: () => listHistory(db, { entity: 'customer', id: customer.id, page: 1, countryCode: 'cz', actor }),
        },
      ];
      const { rows, slowest } = await measureCases({
        base,
        cookie,
        label,
        iterations,
        cases,
      });
      console.log(`\n${label}: ${JSON.stringify(await benchRowCounts(db))}`);
      console.log(await benchDatabaseSettings(db));
      console.log(`${iterations} sequential requests per case (API and SQL alternating)`);
      console.table(rows);
      if (slowest?.item.explain) {
        console.log(`the slowest list case, "${slowest.item.name}":\n${await slowest.item.explain()}`);
      }
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
      iterations(100),
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
