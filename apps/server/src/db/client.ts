import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock';
import { PgliteThread } from './pglite-thread';
import * as schema from './schema/index';
import { createSessionChangeHub, type SessionChangeListener, watchPostgresSessionChanges } from './session-changes';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /**
   * The embedded database's folder as a gzipped tarball (db/backup.ts); PostgreSQL has pg_dump.
   * `'none'`: a plain tarball, for `loadDataDir` (the tests' seeded template).
   */
  dumpDataDir?: (compression?: 'gzip' | 'none') => Promise<Blob>;
  /**
   * The embedded database's folder on disk, and a way to run something while no statement runs (after a CHECKPOINT):
   * the backup copies the folder so (db/backup.ts, decision 209). Absent for PostgreSQL and for a database in memory.
   */
  dataFolder?: { path: string; whileQuiet: <T>(action: () => Promise<T>) => Promise<T> };
  /**
   * Hears the database announce what can end a session or change its user (db/session-changes.ts, decision 214);
   * returns the listener's removal.
   */
  watchSessionChanges: (listener: SessionChangeListener) => () => Promise<void>;
};

const here = dirname(fileURLToPath(import.meta.url));

/** Source tree: ./migrations beside this file; bundled build: dist/migrations. */
const migrationsFolder = () => {
  const candidates = [join(here, 'migrations'), join(here, 'db', 'migrations')];
  const found = candidates.find((folder) => existsSync(join(folder, 'meta', '_journal.json')));
  if (!found) throw new Error(`Migrations not found (looked in ${candidates.join(', ')})`);
  return found;
};

/** Extensions of the embedded database (one list for the worker and the backup checks). */
export { pgliteExtensions } from './pglite-extensions.mjs';

/** Key of the advisory lock taken around migrating ("bo" + "migrate"); any other instance waits on it. */
export const MIGRATION_LOCK_KEY = 0x626f_6d69;

/**
 * Several instances started at once on one PostgreSQL (DESIGN §1 scale-out) would each run the
 * pending migrations. The first to take the session-level advisory lock migrates on that
 * connection; the others wait, then find nothing left to apply.
 */
const migratePostgres = async (pool: pg.Pool) => {
  const connection = await pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg(connection), { migrationsFolder: migrationsFolder() });
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    connection.release();
  }
};

export type OpenDatabaseOptions = {
  databaseUrl?: string;
  /** Folder of the embedded database; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /**
   * Embedded database only: a plain tarball of a data folder (`dumpDataDir('none')`) the new database
   * starts as a copy of — the tests' migrated and seeded template (apps/server/test/helpers/database.ts).
   */
  loadDataDir?: Uint8Array;
};

export const openDatabase = async (options: OpenDatabaseOptions): Promise<Database> => {
  if (options.databaseUrl) {
    // jit=off: the app's statements are short; PostgreSQL compiling one whose cost it overestimates (a refresh of 500
    // search texts guessed 485 contacts a customer) spent 173 ms compiling a 3 ms statement (decision 202)
    const hub = createSessionChangeHub();
    const watcher = watchPostgresSessionChanges(options.databaseUrl, hub);
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      options: '-c jit=off',
      onConnect: watcher.onConnect,
    });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    const db: Db = drizzlePg(pool, { schema });
    try {
      await migratePostgres(pool);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db,
      kind: 'postgres',
      // the listening connection runs while the database has listeners
      watchSessionChanges: (listener) => {
        const remove = hub.add(listener);
        watcher.start();
        return async () => {
          remove();
          if (hub.size === 0) await watcher.stop();
        };
      },
      close: async () => {
        await watcher.stop();
        await pool.end();
      },
    };
  }
  const inMemory = options.dataDir === 'memory://';
  let releaseLock = async () => {};
  let dataPath: string | undefined;
  if (!inMemory) {
    dataPath = resolve(options.dataDir);
    mkdirSync(join(dataPath, 'pgdata'), { recursive: true });
    releaseLock = await acquireDataDirLock(dataPath);
  }
  // In a worker thread, so a query never stops the HTTP thread (docs/decisions/024).
  const pgdata = dataPath ? join(dataPath, 'pgdata') : undefined;
  // its one connection listens from the start and lives as long as the database: every change is heard
  const hub = createSessionChangeHub(true);
  const thread = await PgliteThread.open(pgdata, options.loadDataDir, hub.emit);
  const client = thread as unknown as PGlite;
  const db: Db = drizzlePglite(client, { schema });
  await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() });
  return {
    db,
    kind: 'pglite',
    dumpDataDir: (compression) => thread.dumpDataDir(compression),
    watchSessionChanges: (listener) => {
      const remove = hub.add(listener);
      return async () => remove();
    },
    ...(pgdata ? { dataFolder: { path: pgdata, whileQuiet: (action) => thread.whileQuiet(action) } } : {}),
    close: async () => {
      await thread.close();
      await releaseLock();
    },
  };
};
