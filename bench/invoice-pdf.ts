// Invoice documents: one invoice PDF (render only, and POST /v1/invoices/download of one
// id end to end), and the bulk PDF of 200 invoices while GET /v1/auth/logged is timed in parallel,
// on PGlite (in memory, worker thread) and on PostgreSQL when reachable.
// Run: npm run bench:invoice-pdf   (BENCH_SMOKE=1: 5 invoices, a few iterations; BENCH_ONLY=pglite|postgres)
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { buildApp } from '../apps/server/src/app';
import { loadEnv } from '../apps/server/src/config/env';
import { type Database, openDatabase } from '../apps/server/src/db/client';
import { seedDemo } from '../apps/server/src/db/seed/demo';
import { seedReference } from '../apps/server/src/db/seed/reference';
import { renderInvoicePdf } from '../apps/server/src/services/invoices/documents/invoice-pdf';
import { loadInvoiceDocument } from '../apps/server/src/services/invoices/documents/load-invoice-documents';
import { ApiClient } from '../apps/server/test/helpers/api-client';
import { createCustomer } from '../apps/server/test/helpers/customers';
import { insertInvoice, postJsonForBytes } from '../apps/server/test/helpers/invoice-fixtures';
import { recreatePostgres } from './server-process';
import { isSmoke } from './smoke';

const INVOICES = isSmoke ? 5 : 200;
const SINGLE_RUNS = isSmoke ? 3 : 60;
const BULK_RUNS = isSmoke ? 1 : 3;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const ms = (value: number) => Math.round(value * 10) / 10;

const benchDatabase = async (database: Database, label: string) => {
  await seedReference(database.db);
  await seedDemo(database.db);
  const env = loadEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', SEED: 'none' });
  const app = await buildApp({ env, database, logger: false, webDist: null });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const admin = new ApiClient(base);
  await admin.post('/v1/auth/login', { username: 'admin', password: 'demo' });
  const operator = new ApiClient(base);
  await operator.post('/v1/auth/login', { username: 'operator', password: 'demo' });
  const customerId = await createCustomer(admin, { deliveryAddress: { company: 'Pekárna Šťastný s.r.o.' } });
  const ids: number[] = [];
  for (let index = 0; index < INVOICES; index += 1) {
    const invoice = await insertInvoice(database, {
      customerId,
      billingInfo: 'EkoSvoz s.r.o.',
      payment: 'bank_transfer',
      items: Array.from({ length: 8 }, (_, line) => ({
        name: `Odvoz kuchyňského odpadu – týden ${line + 1}`,
        amount: 1 + line,
        price: 250 + index,
        tax: line % 2 ? 12 : 21,
        reverseCharge: line === 7,
      })),
    });
    ids.push(invoice.id);
  }

  const render: number[] = [];
  const renderCpu: number[] = [];
  const single: number[] = [];
  for (let run = 0; run < SINGLE_RUNS + 3; run += 1) {
    const id = ids[run % ids.length] as number;
    const data = await loadInvoiceDocument(database.db, 'cz', id);
    const cpu = process.cpuUsage();
    let started = performance.now();
    await renderInvoicePdf(data);
    if (run >= 3) {
      render.push(performance.now() - started);
      const used = process.cpuUsage(cpu);
      renderCpu.push((used.user + used.system) / 1000);
    }
    started = performance.now();
    const response = await postJsonForBytes(operator, '/v1/invoices/download', { invoiceIds: [id] });
    if (response.status !== 200) throw new Error(`download answered ${response.status}`);
    if (run >= 3) single.push(performance.now() - started);
  }

  const bulk: number[] = [];
  const bulkCpu: number[] = [];
  const logged: number[] = [];
  let bytes = 0;
  for (let run = 0; run < BULK_RUNS; run += 1) {
    let isDone = false;
    const started = performance.now();
    const cpu = process.cpuUsage();
    const download = postJsonForBytes(operator, '/v1/invoices/download', { invoiceIds: ids }).then((response) => {
      if (response.status !== 200) throw new Error(`bulk download answered ${response.status}`);
      bulk.push(performance.now() - started);
      const used = process.cpuUsage(cpu);
      bulkCpu.push((used.user + used.system) / 1000);
      bytes = response.bytes.length;
      isDone = true;
    });
    while (!isDone) {
      const before = performance.now();
      await admin.get('/v1/auth/logged');
      logged.push(performance.now() - before);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await download;
  }
  await app.close();
  await database.close();

  console.log(`\n${label}: ${INVOICES} invoices of 8 lines`);
  console.table({
    'one invoice PDF, render only (ms)': { p50: ms(percentile(render, 50)), p95: ms(percentile(render, 95)) },
    'one invoice PDF, render only (CPU ms)': { p50: ms(percentile(renderCpu, 50)), p95: ms(percentile(renderCpu, 95)) },
    'POST /v1/invoices/download, 1 id (ms)': { p50: ms(percentile(single, 50)), p95: ms(percentile(single, 95)) },
    [`POST /v1/invoices/download, ${INVOICES} ids (ms)`]: {
      p50: ms(percentile(bulk, 50)),
      p95: ms(Math.max(...bulk)),
    },
    [`POST /v1/invoices/download, ${INVOICES} ids (CPU ms, whole process)`]: {
      p50: ms(percentile(bulkCpu, 50)),
      p95: ms(Math.max(...bulkCpu)),
    },
    'GET /v1/auth/logged meanwhile (ms)': { p50: ms(percentile(logged, 50)), p95: ms(percentile(logged, 95)) },
  });
  console.log(`bulk PDF ${(bytes / 1024 / 1024).toFixed(1)} MB; ${logged.length} short requests timed during it`);
  console.log(
    `load average while measured: ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  );
};

const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// BENCH_ONLY=pglite|postgres: one of the two
const only = process.env.BENCH_ONLY;
if (only !== 'postgres')
  await benchDatabase(await openDatabase({ dataDir: 'memory://' }), 'PGlite (in memory, worker thread)');
if (only !== 'pglite') {
  try {
    const databaseUrl = await recreatePostgres(postgresUrl, isSmoke ? 'bo_bench_invoices_smoke' : 'bo_bench_invoices');
    await benchDatabase(await openDatabase({ databaseUrl, dataDir: 'unused' }), 'PostgreSQL 127.0.0.1');
  } catch (error) {
    console.log(`\nPostgreSQL skipped: ${(error as Error).message}`);
  }
}
