// Short requests while the worst accepted uploads are processed (decision 184): the server in its own process
// (as `npm start` runs it, embedded database), `GET /health` and the logged-in customer list each sent one after
// another while POST /v1/customers/import dry-runs the largest CSV the limits accept (100,000 rows, under 10 MB)
// and a near-limit XLSX (100,000 rows, every column: 7 MB, 81 MB unpacked), and POST /v1/bank-statements reads a
// GPC statement of 20,000 payments. Target: p99 of both short requests under 1 s.
// The embedded database and PostgreSQL (BENCH_ONLY=pglite|postgres; BENCH_DATABASE_URL, default the local server).
// Run: npm run bench:upload-load   (BENCH_SMOKE=1: 300 rows; BENCH_IMPORT_ROWS, BENCH_PAYMENTS to choose).
// Copy the figures into docs/performance.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toCsv } from '@bo/contract/common/csv-writer';
import { icCheckDigit } from '@bo/contract/customers/company-ids';
import { suggestMapping } from '@bo/contract/customers/import/import-fields';
import { gpcFile, gpcTransaction } from '../apps/server/src/services/bank-statements/gpc-writer';
import { ApiClient } from '../apps/server/test/helpers/api-client';
import { xlsxOf } from '../apps/server/test/helpers/xlsx';
import { recreatePostgres, startServerProcess } from './server-process';
import { isSmoke } from './smoke';

const ROWS = isSmoke ? 300 : Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const PAYMENTS = isSmoke ? 300 : Number(process.env.BENCH_PAYMENTS ?? 20_000);
const IDLE_MS = isSmoke ? 500 : 5_000;

const HEADER = ['Firma', 'Ulice', 'PSČ', 'Město', 'IČ', 'Telefon', 'Operátor', 'Poznámka'];
/** Realistic rows, short enough that 100,000 of them stay under the 10 MB limit. */
const rowsOf = (count: number, wide: boolean) => {
  const rows: string[][] = [wide ? [...HEADER, 'E-mail', 'Kontaktní osoba', 'GPS', 'DIČ'] : HEADER];
  for (let index = 0; index < count; index += 1) {
    const first = String(1_000_000 + index).padStart(7, '0');
    const ic = `${first}${icCheckDigit(first)}`;
    const row = [
      `Firma ${index} s.r.o.`,
      `Dlouhá ${index % 300}`,
      `1${String(index % 10_000).padStart(4, '0')}`,
      'Praha',
      ic,
      `602 ${String(index % 1000).padStart(3, '0')} 111`,
      'operator2',
      `Poznámka ${index}`,
    ];
    if (wide) row.push(`f${index}@example.cz`, `Kontakt ${index}`, '49.1, 14.2', `CZ${ic}`);
    rows.push(row);
  }
  return rows;
};

const gpcOf = (count: number) => {
  const account = '2400999999';
  const payments = Array.from({ length: count }, (_, index) =>
    gpcTransaction({
      account,
      counterAccount: String(19 + index),
      counterBank: '0800',
      reference: String(900_000 + index),
      amountCents: 100 + index,
      code: 2,
      variableSymbol: String(2026_00000 + index),
      date: '2026-01-15',
      name: `Plátce ${index}`,
    }),
  );
  const statement = { account, name: 'Bench', number: 7, date: '2026-01-31', previousDate: '2025-12-31' };
  return Buffer.from(gpcFile(statement, payments), 'latin1');
};

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number);
const ms = (value: number) => Math.round(value * 10) / 10;

/** Sends `request` one after another until `done` settles; each one's time in ms. */
const poll = async (request: () => Promise<{ status: number }>, done: Promise<unknown>) => {
  const times: number[] = [];
  let isDone = false;
  void done.finally(() => {
    isDone = true;
  });
  while (!isDone) {
    const start = performance.now();
    const answer = await request();
    if (answer.status !== 200) throw new Error(`short request answered ${answer.status}`);
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
};

const results: Record<string, string | number>[] = [];
const csv = Buffer.from(toCsv(rowsOf(ROWS, false)));
const xlsx = xlsxOf(rowsOf(ROWS, true));
const gpc = gpcOf(PAYMENTS);

const measure = async (database: string, env: Record<string, string>) => {
  const server = await startServerProcess(env);
  try {
    const admin = new ApiClient(server.url);
    if ((await admin.post('/v1/auth/login', { username: 'admin', password: 'demo' })).status !== 200) {
      throw new Error('login failed');
    }
    const health = () => fetch(`${server.url}/health`).then((answer) => ({ status: answer.status }));
    const list = () => admin.get('/v1/customers');
    const uploads: [string, number, () => Promise<{ status: number; text: string }>][] = [
      ['nothing (idle)', 0, () => new Promise((done) => setTimeout(() => done({ status: 200, text: '' }), IDLE_MS))],
      [
        `import dry run, CSV ${ROWS} rows`,
        csv.length,
        () =>
          admin.post('/v1/customers/import', {
            filename: 'bench.csv',
            content: csv.toString('base64'),
            mapping: suggestMapping(HEADER),
            dryRun: true,
          }),
      ],
      [
        `import dry run, XLSX ${ROWS} rows`,
        xlsx.length,
        () =>
          admin.post('/v1/customers/import', {
            filename: 'bench.xlsx',
            content: xlsx.toString('base64'),
            mapping: suggestMapping([...HEADER, 'E-mail', 'Kontaktní osoba', 'GPS', 'DIČ']),
            dryRun: true,
          }),
      ],
      [
        `bank statement, GPC ${PAYMENTS} payments`,
        gpc.length,
        () => admin.post('/v1/bank-statements', { filename: 'bench.gpc', content: gpc.toString('base64') }),
      ],
    ];
    for (const [upload, bytes, send] of uploads) {
      const start = performance.now();
      const sent = send();
      const [healthTimes, listTimes, answer] = await Promise.all([poll(health, sent), poll(list, sent), sent]);
      if (answer.status !== 200) throw new Error(`${upload}: ${answer.status} ${answer.text.slice(0, 300)}`);
      results.push({
        database,
        upload,
        'file MB': ms(bytes / 1024 / 1024),
        'upload s': ms((performance.now() - start) / 1000),
        'health n': healthTimes.length,
        'health p50 ms': ms(percentile(healthTimes, 50)),
        'health p99 ms': ms(percentile(healthTimes, 99)),
        'list n': listTimes.length,
        'list p50 ms': ms(percentile(listTimes, 50)),
        'list p99 ms': ms(percentile(listTimes, 99)),
        'list max ms': ms(listTimes.at(-1) ?? 0),
      });
    }
  } finally {
    await server.stop();
  }
};

const only = process.env.BENCH_ONLY;
if (only !== 'postgres') {
  const dataDir = mkdtempSync(join(tmpdir(), 'bo-bench-upload-'));
  await measure('PGlite', { DATA_DIR: dataDir }).finally(() => rmSync(dataDir, { recursive: true, force: true }));
}
if (only !== 'pglite' && !isSmoke) {
  try {
    const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const url = await recreatePostgres(adminUrl, 'bo_bench_upload');
    const dataDir = mkdtempSync(join(tmpdir(), 'bo-bench-upload-'));
    await measure('PostgreSQL', { DATABASE_URL: url, DATA_DIR: dataDir }).finally(() =>
      rmSync(dataDir, { recursive: true, force: true }),
    );
  } catch (error) {
    console.log(`\nPostgreSQL skipped: ${(error as Error).message}`);
  }
}
console.table(results);
process.exit(0);
