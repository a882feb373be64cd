import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cp, readdir, rm } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type Database, openDatabase, pgliteExtensions } from './client';
import { acquireDataDirLock, DataDirInUseError, isDataDirLocked } from './data-dir-lock';
import { extractFolderArchive, writeFolderArchive } from './folder-archive';

/**
 * Backups of the embedded database: gzipped tarballs of its folder, written by `npm run backup`, daily by the running
 * server (kept 14 days), and read back by `npm run restore -- <file>`. Both ways stream (db/folder-archive.ts): the
 * backup copies the folder while no statement runs and archives the copy, the restore extracts the
 * archive beside the database and opens it there before it takes its place, so neither holds the database in memory
 * (decision 209). Archives written by
 * PGlite's own dumpDataDir (backups before decision 209) restore the same way. PostgreSQL is backed up with its own
 * tools (docs/operations.md).
 */
export const BACKUP_KEEP_DAYS = 14;
const BACKUP_FILE = /^backup-\d{4}-\d{2}-\d{2}T[\d-]+Z\.tar\.gz$/;

const stamp = (now: Date) => now.toISOString().replace(/[:.]/g, '-');

/** Writes a backup of an open embedded database into the folder; answers the file's path. */
export const writeBackup = async (database: Database, backupDir: string, now = new Date()) => {
  if (!database.dumpDataDir) throw new Error('only the embedded database is backed up this way (PostgreSQL: pg_dump)');
  const folder = resolve(backupDir);
  mkdirSync(folder, { recursive: true });
  const file = join(folder, `backup-${stamp(now)}.tar.gz`);
  // Written aside and renamed, so a crash never leaves a half file that looks like a backup.
  const partial = `${file}.partial`;
  try {
    if (database.dataFolder) await archiveQuietly(database.dataFolder, partial);
    // a database in memory (tests) has no folder to stream
    else writeFileSync(partial, Buffer.from(await (await database.dumpDataDir()).arrayBuffer()));
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  return file;
};

/**
 * The folder copied beside itself while the database is quiet (the file system's copy, about 2 s for 1.25 GB here),
 * then archived from the copy while requests go on. A copy left by a backup that was cut short goes first.
 */
const archiveQuietly = async (folder: NonNullable<Database['dataFolder']>, file: string) => {
  const parent = dirname(folder.path);
  const copyPrefix = `${basename(folder.path)}.backup-`;
  for (const name of await readdir(parent)) {
    if (name.startsWith(copyPrefix)) await rm(join(parent, name), { recursive: true, force: true });
  }
  const copy = join(parent, `${copyPrefix}${Date.now()}`);
  try {
    await folder.whileQuiet(() => cp(folder.path, copy, { recursive: true }));
    await writeFolderArchive(copy, file);
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
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

/** Opens a database folder and reads its migrations and users: a folder that is not a database of ours fails here. */
const checkDatabaseFolder = async (pgdata: string) => {
  const client = new PGlite({ dataDir: pgdata, extensions: pgliteExtensions });
  try {
    const result = await client.query<{ count: number }>(
      'select count(*)::int as count from drizzle.__drizzle_migrations',
    );
    const users = await client.query<{ count: number }>('select count(*)::int as count from users');
    return { migrations: result.rows[0]?.count ?? 0, users: users.rows[0]?.count ?? 0 };
  } finally {
    await client.close().catch(() => {});
  }
};

export class BackupError extends Error {}

/**
 * Replaces the embedded database in dataDir with the backup. Refuses while a server or command holds the folder;
 * extracts the archive into a folder of its own beside the database and opens it there first, so a file that is no
 * backup of ours leaves the database as it was; keeps the replaced database beside it
 * (pgdata.before-restore-<time>) until the operator removes it.
 */
export const restoreBackup = async (options: { dataDir: string; file: string; now?: Date }) => {
  const dataDir = resolve(options.dataDir);
  const file = resolve(options.file);
  if (!existsSync(file)) throw new BackupError(`No backup file ${file}.`);
  if (await isDataDirLocked(dataDir)) throw new DataDirInUseError(dataDir);
  const release = await acquireDataDirLock(dataDir);
  try {
    const time = stamp(options.now ?? new Date());
    const incoming = join(dataDir, `pgdata.restoring-${time}`);
    let checked: Awaited<ReturnType<typeof checkDatabaseFolder>>;
    try {
      await extractFolderArchive(file, incoming);
      checked = await checkDatabaseFolder(incoming);
    } catch (error) {
      rmSync(incoming, { recursive: true, force: true });
      if ((error as NodeJS.ErrnoException).code === 'ENOSPC') {
        throw new BackupError(
          `No room on the disk to extract ${file} beside the database: it needs room for one more copy of the database.`,
        );
      }
      throw new BackupError(`${file} is not a readable backup of this application's database.`);
    }
    const pgdata = join(dataDir, 'pgdata');
    const kept = existsSync(pgdata) ? join(dataDir, `pgdata.before-restore-${time}`) : null;
    if (kept) renameSync(pgdata, kept);
    renameSync(incoming, pgdata);
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
