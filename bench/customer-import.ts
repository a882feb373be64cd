// How long POST /v1/customers/import takes for a 10,000-row CSV (target: under 30 s on PostgreSQL):
// the first import (every row created: 20 transactions of 500 rows) and the same file again (every
// row matched by IČ and updated). PostgreSQL always; the embedded PGlite too (slower is fine).
// Run: npm run bench:customer-import   (BENCH_SMOKE=1: 300 rows; BENCH_IMPORT_ROWS to choose; BENCH_SKIP_PGLITE=1).
import type { AddressInfo } from 'node:net';
import { toCsv } from '@bo/contract/common/csv-writer';
import { icCheckDigit } from '@bo/contract/customers/company-ids';
import { suggestMapping } from '@bo/contract/customers/import/import-fields';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadEnv } from '../apps/server/src/config/env';
import type { Database } from '../apps/server/src/db/client';
import { queryRows } from '../apps/server/src/db/query';
import { seedDemo } from '../apps/server/src/db/seed/demo';
import { seedReference } from '../apps/server/src/db/seed/reference';
import { ApiClient } from '../apps/server/test/helpers/api-client';
import { openBenchDatabase } from './customers-databases';
import { isSmoke } from './smoke';

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

const ROWS = isSmoke ? 300 : Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);

/** A realistic file: every field filled, a contact and GPS on each row, unique IČs per run. */
const fileOf = (rows: number) => {
  const base = 1_000_000 + Math.floor(Math.random() * 8_000_000);
  const districts = ['Praha', 'Beroun', 'Kladno', 'Brno-město', 'Plzeň-město'];
  const lines: string[][] = [[...HEADER]];
  for (let index = 0; index < rows; index += 1) {
    const first = String((base + index) % 10_000_000).padStart(7, '0');
    const ic = `${first}${icCheckDigit(first)}`;
    lines.push([
      `Importovaná firma ${base + index} s.r.o.`,
      'Průmyslová',
      String(1 + (index % 300)),
      `1${String(index % 10_000).padStart(4, '0')}`,
      'Praha',
      districts[index % districts.length] as string,
      ic,
      `CZ${ic}`,
      `firma${base + index}@example.cz`,
      `Kontakt ${index}`,
      `602 ${String(index % 1000).padStart(3, '0')} ${String(index % 997).padStart(3, '0')}`,
      `${(49 + (index % 1000) / 1000).toFixed(4)}, ${(14 + (index % 997) / 1000).toFixed(4)}`,
      index % 2 ? 'Jana Nováková' : 'operator2',
      `Poznámka k řádku ${index}; "uvozovky"`,
    ]);
  }
  return toCsv(lines);
};

// The screen's own suggestion from the Czech headers (contract import-fields.ts).
const mapping = suggestMapping(HEADER);

const measure = async (kind: 'postgres' | 'pglite', database: Database) => {
  const [users] = await queryRows<{ n: string }>(database.db, sql`select count(*) as n from users`);
  if (Number(users?.n) === 0) {
    await seedReference(database.db);
    await seedDemo(database.db);
  }
  const env = loadEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', SEED: 'none' });
  const app = await buildApp({ env, database, logger: false, webDist: null });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const admin = new ApiClient(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
  const login = await admin.post('/v1/auth/login', { username: 'admin', password: 'demo' });
  if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
  const content = Buffer.from(fileOf(ROWS)).toString('base64');
  const run = async () => {
    const start = performance.now();
    const response = await admin.post('/v1/customers/import', {
      filename: 'bench.csv',
      content,
      mapping,
      dryRun: false,
    });
    if (response.status !== 200) throw new Error(`import ${response.status}: ${response.text.slice(0, 300)}`);
    return { ms: Math.round(performance.now() - start), ...response.body, refused: response.body.refused.length };
  };
  const first = await run();
  const again = await run();
  await app.close();
  return [
    {
      database: kind,
      run: 'new file',
      rows: ROWS,
      ms: first.ms,
      created: first.created,
      updated: first.updated,
      refused: first.refused,
    },
    {
      database: kind,
      run: 'same again',
      rows: ROWS,
      ms: again.ms,
      created: again.created,
      updated: again.updated,
      refused: again.refused,
    },
  ];
};

const results = await measure('postgres', await openBenchDatabase('postgres', 'import'));
if (process.env.BENCH_SKIP_PGLITE !== '1') {
  const { openDatabase } = await import('../apps/server/src/db/client');
  results.push(...(await measure('pglite', await openDatabase({ dataDir: 'memory://' }))));
}
console.table(results);
process.exit(0);
