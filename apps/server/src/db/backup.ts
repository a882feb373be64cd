import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type Database, openDatabase, pgliteExtensions } from './client';
import { acquireDataDirLock, DataDirInUseError, isDataDirLocked } from './data-dir-lock';

/**
 * Backups of the embedded database: gzipped tarballs of its folder (PGlite dumpDataDir), written
 * by `npm run backup`, daily by the running server (kept 14 days), and read back by
 * `npm run restore -- <file>`. PostgreSQL is backed up with its own tools (docs/operations.md).
 */
export const BACKUP_KEEP_DAYS = 14;
const BACKUP_FILE = /^backup-\d{4}-\d{2}-\d{2}T[\d-]+Z\.tar\.gz$/;

const stamp = (now: Date) => now.toISOString().replace(/[:.]/g, '-');

/** Writes a backup of an open embedded database into the folder; answers the file's path. */
export const writeBackup = async (database: Database, backupDir: string, now = new Date()) => {
  if (!database.dumpDataDir) throw new Error('only the embedded database is backed up this way (PostgreSQL: pg_dump)');
  const dump = Buffer.from(await (await database.dumpDataDir()).arrayBuffer());
  const folder = resolve(backupDir);
  mkdirSync(folder, { recursive: true });
  const file = join(folder, `backup-${stamp(now)}.tar.gz`);
  // Written aside and renamed, so a crash never leaves a half file that looks like a backup.
  writeFileSync(`${file}.partial`, dump);
  renameSync(`${file}.partial`, file);
  return file;
};

/** The backups in a folder, newest first. */
export const listBackups = (backupDir: string) => {
  const folder = resolve(backupDir);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => BACKUP_FILE.test(name))
    .map((name) => ({ file: join(folder, name), time: statSync(join(folder, name)).mtime }))
    .sort((a, b) => b.time.getTime() - a.time.getTime());
};

/** Removes backups older than the kept days; answers the removed files. */
export const pruneBackups = (backupDir: string, now = new Date(), keepDays = BACKUP_KEEP_DAYS) => {
  const limit = now.getTime() - keepDays * 24 * 60 * 60 * 1000;
  const old = listBackups(backupDir).filter((backup) => backup.time.getTime() < limit);
  for (const backup of old) rmSync(backup.file, { force: true });
  return old.map((backup) => backup.file);
};

/** Opens an archive in memory and reads its migrations: a file that is not a backup of ours fails here. */
export const checkBackup = async (file: string) => {
  if (!existsSync(file)) throw new BackupError(`No backup file ${file}.`);
  let client: PGlite | undefined;
  try {
    client = new PGlite({ loadDataDir: new Blob([readFileSync(file)]), extensions: pgliteExtensions });
    const result = await client.query<{ count: number }>(
      'select count(*)::int as count from drizzle.__drizzle_migrations',
    );
    const users = await client.query<{ count: number }>('select count(*)::int as count from users');
    return { migrations: result.rows[0]?.count ?? 0, users: users.rows[0]?.count ?? 0 };
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} is not a readable backup of this application's database.`);
  } finally {
    await client?.close().catch(() => {});
  }
};

export class BackupError extends Error {}

/**
 * Replaces the embedded database in dataDir with the backup. Refuses while a server or command
 * holds the folder, checks the archive first, and keeps the replaced database beside it
 * (pgdata.before-restore-<time>) until the operator removes it.
 */
export const restoreBackup = async (options: { dataDir: string; file: string; now?: Date }) => {
  const dataDir = resolve(options.dataDir);
  if (await isDataDirLocked(dataDir)) throw new DataDirInUseError(dataDir);
  const checked = await checkBackup(resolve(options.file));
  const release = await acquireDataDirLock(dataDir);
  try {
    const pgdata = join(dataDir, 'pgdata');
    const kept = existsSync(pgdata) ? join(dataDir, `pgdata.before-restore-${stamp(options.now ?? new Date())}`) : null;
    if (kept) renameSync(pgdata, kept);
    mkdirSync(pgdata, { recursive: true });
    try {
      const client = new PGlite({
        dataDir: pgdata,
        loadDataDir: new Blob([readFileSync(resolve(options.file))]),
        extensions: pgliteExtensions,
      });
      await client.query('select 1');
      await client.close();
    } catch (error) {
      rmSync(pgdata, { recursive: true, force: true });
      if (kept) renameSync(kept, pgdata);
      throw error;
    }
    return { ...checked, kept };
  } finally {
    await release();
  }
};

/** `npm run backup`: a backup of the embedded database in dataDir, with the server stopped. */
export const backupDataDir = async (options: { dataDir: string; backupDir: string }) => {
  const database = await openDatabase({ dataDir: options.dataDir });
  try {
    return await writeBackup(database, options.backupDir);
  } finally {
    await database.close();
  }
};
