// How long POST /v1/customers/import takes for a file of BENCH_IMPORT_ROWS rows (default 100,000; target ≤ 60 s on
// PostgreSQL), every field filled with a contact and a GPS point: the first import (every row created, transactions
// of 500 rows) and the same file again (every row matched by IČ and updated). The file is an XLSX workbook as Excel
// writes it (100,000 such rows are 7 MB, within the 10 MB upload limit; as CSV they would be 20 MB), or a CSV with
// BENCH_IMPORT_FORMAT=csv. The server runs in its own process as `npm start` runs it; its resident memory is
// sampled throughout. PostgreSQL, and PGlite in a folder of its own (BENCH_ONLY=postgres|pglite; smoke: 300 rows).
// Run: npm run bench:customer-import. Copy the table into docs/performance.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toCsv } from '@bo/contract/common/csv-writer';
import { icCheckDigit } from '@bo/contract/customers/company-ids';
import { suggestMapping } from '@bo/contract/customers/import/import-fields';
import { ApiClient } from '../apps/server/test/helpers/api-client';
import { xlsxOf } from '../apps/server/test/helpers/xlsx';
import { memoryOf, recreatePostgres, startServerProcess } from './server-process';
import { benchSize, isSmoke } from './smoke';

const HEADER = [
  'Firma',
  'Ulice',
  'Č. p.',
  'PSČ',
  'Město',
  'Okres',
  'IČ',
  'DIČ',
  'E-mail',
  'Kontaktní osoba',
  'Telefon',
  'GPS',
  'Operátor',
  'Poznámka',
] as const;

const ROWS = benchSize('BENCH_IMPORT_ROWS', 100_000, 300);
const FORMAT = process.env.BENCH_IMPORT_FORMAT === 'csv' ? 'csv' : 'xlsx';

/** A realistic file: every field filled, a contact and GPS on each row, unique IČs. */
const fileOf = (rows: number) => {
  const districts = ['Praha', 'Beroun', 'Kladno', 'Brno-město', 'Plzeň-město'];
  const lines: string[][] = [[...HEADER]];
  for (let index = 0; index < rows; index += 1) {
    const number = 1_000_000 + index;
    const first = String(number).padStart(7, '0');
    const ic = `${first}${icCheckDigit(first)}`;
    lines.push([
      `Importovaná firma ${number} s.r.o.`,
      'Průmyslová',
      String(1 + (index % 300)),
      `1${String(index % 10_000).padStart(4, '0')}`,
      'Praha',
      districts[index % districts.length] as string,
      ic,
      `CZ${ic}`,
      `firma${number}@example.cz`,
      `Kontakt ${index}`,
      `602 ${String(index % 1000).padStart(3, '0')} ${String(index % 997).padStart(3, '0')}`,
      `${(49 + (index % 1000) / 1000).toFixed(4)}, ${(14 + (index % 997) / 1000).toFixed(4)}`,
      index % 2 ? 'Jana Nováková' : 'operator2',
      `Poznámka k řádku ${index}; "uvozovky"`,
    ]);
  }
  return FORMAT === 'xlsx' ? Buffer.from(xlsxOf(lines)) : Buffer.from(toCsv(lines));
};

// The screen's own suggestion from the Czech headers (contract import-fields.ts).
const mapping = suggestMapping(HEADER);

const measure = async (kind: 'postgres' | 'pglite', content: string, fileMb: number) => {
  const folder = kind === 'pglite' ? mkdtempSync(join(tmpdir(), 'bo-bench-import-')) : '';
  const server = await startServerProcess(
    kind === 'postgres'
      ? {
          DATABASE_URL: await recreatePostgres(
            'postgres://postgres@127.0.0.1:5432/postgres',
            isSmoke ? 'bo_bench_import_smoke' : 'bo_bench_import',
          ),
          NODE_ENV: 'production',
        }
      : { DATA_DIR: folder, NODE_ENV: 'production' },
  );
  let peak = 0;
  // BENCH_TRACE=1: the resident memory each second of a run, to see which part of the import holds it
  const trace: number[] = [];
  let samples = 0;
  const sampler = setInterval(() => {
    const { rssMb } = memoryOf(server.pid);
    peak = Math.max(peak, rssMb);
    samples += 1;
    if (samples % 20 === 0) trace.push(rssMb);
  }, 50);
  try {
    const admin = new ApiClient(server.url);
    const login = await admin.post('/v1/auth/login', { username: 'admin', password: 'demo' });
    if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
    const idleMb = memoryOf(server.pid).rssMb;
    const run = async (name: string) => {
      peak = 0;
      trace.length = 0;
      samples = 0;
      const start = performance.now();
      const response = await admin.post('/v1/customers/import', {
        filename: `bench.${FORMAT}`,
        content,
        mapping,
        dryRun: false,
      });
      if (response.status !== 200) throw new Error(`import ${response.status}: ${response.text.slice(0, 300)}`);
      const { created, updated, refusedCount } = response.body;
      if (process.env.BENCH_TRACE) console.log(`${kind} ${name}: RSS MB each second ${trace.join(' ')}`);
      return {
        database: kind,
        run: name,
        file: `${ROWS.toLocaleString('en')} rows, ${FORMAT.toUpperCase()} ${fileMb.toFixed(1)} MB`,
        s: Number(((performance.now() - start) / 1000).toFixed(1)),
        created,
        updated,
        refused: refusedCount,
        'RSS before, MB': idleMb,
        'RSS peak, MB': Math.max(peak, memoryOf(server.pid).rssMb),
      };
    };
    const rows = [await run('new file'), await run('same again')];
    console.log(`${kind}: the server's peak RSS ${memoryOf(server.pid).peakMb} MB`);
    return rows;
  } finally {
    clearInterval(sampler);
    await server.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  }
};

const file = fileOf(ROWS);
const content = file.toString('base64');
const results = [];
const only = process.env.BENCH_ONLY;
for (const kind of ['postgres', 'pglite'] as const) {
  if (only && only !== kind) continue;
  results.push(...(await measure(kind, content, file.length / 1_048_576)));
}
console.table(results);
