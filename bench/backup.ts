// The embedded database's backup and restore (decision 209) at BENCH_CUSTOMERS customers and BENCH_INVOICES invoices
// (the data set of bench/seed.ts, default 100,000 each, in the PGlite folder the customer bench keeps): the backup as
// the running server writes it each day, its size beside the folder's, the process's resident memory before and at
// its peak (sampled every 20 ms), and the longest a statement waited meanwhile (the database is held while its folder
// is copied); then a restore of that backup into a folder
// of its own, the same figures. Run: npm run bench:backup (BENCH_SMOKE=1: 200 customers in a folder of its own).
// Copy the table into docs/performance.md.
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { restoreBackup, writeBackup } from '../apps/server/src/db/backup';
import { openDatabase } from '../apps/server/src/db/client';
import { benchRowCounts, openSeededBench, seedBench } from './seed';
import { isSmoke } from './smoke';

const MB = 1024 * 1024;

/** Bytes of every file under a folder. */
const sizeOf = (folder: string): number =>
  readdirSync(folder, { withFileTypes: true }).reduce((total, entry) => {
    const path = join(folder, entry.name);
    return total + (entry.isDirectory() ? sizeOf(path) : entry.isFile() ? statSync(path).size : 0);
  }, 0);

/** Runs `action` and answers its time and the process's resident memory before it and at its peak. */
const watched = async (action: () => Promise<unknown>) => {
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 20);
  const started = performance.now();
  try {
    await action();
  } finally {
    clearInterval(sampler);
  }
  peak = Math.max(peak, process.memoryUsage.rss());
  return { seconds: (performance.now() - started) / 1000, before: before / MB, peak: peak / MB };
};

const work = mkdtempSync(join(tmpdir(), 'bo-bench-backup-'));
try {
  // the smoke run's few customers in a folder of their own (the customer bench's smoke database is in memory)
  const database = isSmoke
    ? await openDatabase({ dataDir: join(work, 'smoke-data') })
    : await openSeededBench('pglite', (line) => console.log(`PGlite${line}`));
  if (isSmoke) await seedBench(database, () => undefined);
  const counts = await benchRowCounts(database.db);
  const folder = isSmoke ? join(work, 'smoke-data', 'pgdata') : undefined;
  let file = '';
  // a statement every few milliseconds meanwhile: the longest one waited while the database was held
  let isDone = false;
  let longestWait = 0;
  const statements = (async () => {
    while (!isDone) {
      const started = performance.now();
      await database.db.execute(sql`select 1`);
      longestWait = Math.max(longestWait, performance.now() - started);
      await new Promise((done) => setTimeout(done, 5));
    }
  })();
  const backup = await watched(async () => {
    file = await writeBackup(database, join(work, 'backups'));
  });
  isDone = true;
  await statements;
  await database.close();
  const restoreDir = join(work, 'restored');
  const restore = await watched(() => restoreBackup({ dataDir: restoreDir, file }));
  const folderBytes = sizeOf(folder ?? join(restoreDir, 'pgdata'));
  console.log(`\nPGlite: ${JSON.stringify(counts)}`);
  console.log(`the longest a statement waited during the backup: ${(longestWait / 1000).toFixed(1)} s`);
  console.log(
    `the database's folder ${(folderBytes / MB).toFixed(0)} MB, its backup ${(statSync(file).size / MB).toFixed(0)} MB`,
  );
  console.table(
    [
      { step: 'backup', ...backup },
      { step: 'restore into a new folder', ...restore },
    ].map(({ step, seconds, before, peak }) => ({
      step,
      s: seconds.toFixed(1),
      'RSS before, MB': before.toFixed(0),
      'RSS peak, MB': peak.toFixed(0),
    })),
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
