import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupError, backupDataDir, listBackups, restoreBackup } from '../src/db/backup';
import { startDailyBackups } from '../src/db/backup-schedule';
import { type Database, openDatabase, pgliteExtensions } from '../src/db/client';
import { DataDirInUseError, isDataDirLocked } from '../src/db/data-dir-lock';
import { writeFolderArchive } from '../src/db/folder-archive';
import { queryRows } from '../src/db/query';
import { users } from '../src/db/schema/index';
import { seedReference } from '../src/db/seed/reference';
import { createUser } from '../src/services/users/create-user';
import { testDbKind } from './helpers/database';

/** Backups of the embedded database (PGlite only; PostgreSQL uses pg_dump). */
let dataDir: string;
const backupDir = () => join(dataDir, 'backups');

/** Every row of every table, as JSON: "exactly the backed-up state". */
const snapshot = async (database: Database) => {
  const tables = await queryRows<{ name: string }>(
    database.db,
    sql`select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const state: Record<string, unknown> = {};
  for (const { name } of tables) {
    state[name] = await queryRows(database.db, sql.raw(`select * from "${name}" order by 1`));
  }
  return JSON.stringify(state);
};

const withDatabase = async <T>(action: (database: Database) => Promise<T>) => {
  const database = await openDatabase({ dataDir });
  try {
    return await action(database);
  } finally {
    await database.close();
  }
};

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'bo-backup-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe.skipIf(testDbKind() === 'postgres')('backup and restore of the embedded database', () => {
  let backed: string;
  let file: string;

  it('backs up, and a restore after changes and deletions brings back exactly that state', async () => {
    backed = await withDatabase(async (database) => {
      await seedReference(database.db);
      for (const login of ['jana', 'petr']) {
        await createUser(database.db, {
          login,
          name: login,
          surname: 'Záloha',
          password: 'heslo-heslo',
          roles: ['operator'],
          countryCodes: ['cz'],
        });
      }
      return snapshot(database);
    });
    file = await backupDataDir({ dataDir, backupDir: backupDir() });
    expect(existsSync(file)).toBe(true);
    // the archive is PGlite's own kind: PGlite opens it as a folder to start from
    const opened = new PGlite({ loadDataDir: new Blob([readFileSync(file)]), extensions: pgliteExtensions });
    try {
      expect((await opened.query<{ count: number }>('select count(*)::int as count from users')).rows[0]?.count).toBe(
        2,
      );
    } finally {
      await opened.close();
    }

    await withDatabase(async (database) => {
      await database.db.update(users).set({ name: 'Změněno' }).where(eq(users.login, 'jana'));
      await database.db.delete(users).where(eq(users.login, 'petr'));
      await createUser(database.db, {
        login: 'novy',
        name: 'Nový',
        surname: 'Po záloze',
        password: 'heslo-heslo',
        roles: ['driver'],
        countryCodes: ['cz'],
      });
      expect(await snapshot(database)).not.toBe(backed);
    });

    const restored = await restoreBackup({ dataDir, file });
    expect(restored.users).toBe(2);
    expect(restored.kept && existsSync(restored.kept)).toBe(true);
    expect(await withDatabase(snapshot)).toBe(backed);
  }, 300_000);

  it('refuses while a server holds the data folder, and changes nothing', async () => {
    const database = await openDatabase({ dataDir });
    try {
      expect(await isDataDirLocked(dataDir)).toBe(true);
      await expect(restoreBackup({ dataDir, file })).rejects.toBeInstanceOf(DataDirInUseError);
      await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirInUseError);
    } finally {
      await database.close();
    }
    expect(await isDataDirLocked(dataDir)).toBe(false);
  }, 120_000);

  it('checks the archive first: a file that is no backup leaves the database as it was', async () => {
    const junk = join(dataDir, 'junk.tar.gz');
    writeFileSync(junk, 'not a backup');
    await expect(restoreBackup({ dataDir, file: junk })).rejects.toBeInstanceOf(BackupError);
    await expect(restoreBackup({ dataDir, file: join(dataDir, 'missing.tar.gz') })).rejects.toBeInstanceOf(BackupError);
    // an archive of a folder that is no database: extracted beside, refused when opened there, and removed
    const notDatabase = join(dataDir, 'not-a-database');
    mkdirSync(notDatabase);
    writeFileSync(join(notDatabase, 'PG_VERSION'), 'nonsense');
    const archive = join(dataDir, 'not-a-database.tar.gz');
    await writeFolderArchive(notDatabase, archive);
    await expect(restoreBackup({ dataDir, file: archive })).rejects.toBeInstanceOf(BackupError);
    expect(readdirSync(dataDir).filter((name) => name.startsWith('pgdata.restoring'))).toEqual([]);
    expect(await withDatabase(snapshot)).toBe(backed);
  }, 120_000);

  it('restores a backup PGlite itself wrote (the backups before decision 209)', async () => {
    const written = join(dataDir, 'pglite-dump.tar.gz');
    const before = await withDatabase(async (database) => {
      const dump = await database.dumpDataDir?.();
      if (!dump) throw new Error('the embedded database dumps its folder');
      writeFileSync(written, Buffer.from(await dump.arrayBuffer()));
      return snapshot(database);
    });
    await withDatabase((database) => database.db.delete(users).where(eq(users.login, 'jana')));
    const restored = await restoreBackup({ dataDir, file: written });
    expect(restored.users).toBe(2);
    expect(await withDatabase(snapshot)).toBe(before);
  }, 120_000);

  it('writes a daily backup while the server runs and keeps 14 days', async () => {
    const folder = join(dataDir, 'daily');
    const old = join(folder, 'backup-2020-01-01T00-00-00-000Z.tar.gz');
    await withDatabase(async (database) => {
      const lines: string[] = [];
      const log = {
        info: (_: unknown, msg: string) => lines.push(msg),
        error: (_: unknown, msg: string) => lines.push(msg),
      };
      const backups = startDailyBackups({ database, backupDir: folder, log: log as never });
      // the copy a backup cut short left beside the database goes with the next backup, as does the next one's own
      const leftover = join(dataDir, 'pgdata.backup-1700000000000');
      mkdirSync(join(leftover, 'base'), { recursive: true });
      await backups.runNow();
      expect(readdirSync(dataDir).filter((name) => name.startsWith('pgdata.backup-'))).toEqual([]);
      expect(listBackups(folder)).toHaveLength(1);
      await backups.runNow();
      expect(listBackups(folder)).toHaveLength(1);
      expect(lines).toContain('daily backup written');

      // A day later: a new backup, and one older than 14 days goes.
      for (const backup of listBackups(folder)) {
        const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
        utimesSync(backup.file, dayAgo, dayAgo);
      }
      writeFileSync(old, 'old');
      const longAgo = new Date(Date.now() - 15 * 24 * 60 * 60 * 1000);
      utimesSync(old, longAgo, longAgo);
      await backups.runNow();
      await backups.stop();
    });
    expect(listBackups(folder)).toHaveLength(2);
    expect(existsSync(old)).toBe(false);
  }, 120_000);
});
