import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { PgliteThread } from './pglite-thread';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

const here = dirname(fileURLToPath(import.meta.url));

/** Source tree: ./migrations beside this file; bundled build: dist/migrations. */
const migrationsFolder = () => {
  const candidates = [join(here, 'migrations'), join(here, 'db', 'migrations')];
  const found = candidates.find((folder) => existsSync(join(folder, 'meta', '_journal.json')));
  if (!found) throw new Error(`Migrations not found (looked in ${candidates.join(', ')})`);
  return found;
};

/** PGlite does not lock its folder: a second process on the same data would corrupt it. */
const takeLock = (dataDir: string) => {
  const lockFile = join(dataDir, 'server.lock');
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, 'utf8'));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(`The embedded database in ${dataDir} is in use by process ${pid}.`);
    }
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
};

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

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
};

export const openDatabase = async (options: OpenDatabaseOptions): Promise<Database> => {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    try {
      await migratePostgres(pool);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const inMemory = options.dataDir === 'memory://';
  let releaseLock = () => {};
  let dataPath: string | undefined;
  if (!inMemory) {
    dataPath = resolve(options.dataDir);
    mkdirSync(join(dataPath, 'pgdata'), { recursive: true });
    releaseLock = takeLock(dataPath);
  }
  // In a worker thread, so a query never stops the HTTP thread (docs/decisions/040).
  const thread = await PgliteThread.open(dataPath ? join(dataPath, 'pgdata') : undefined);
  const client = thread as unknown as PGlite;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await thread.close();
      releaseLock();
    },
  };
};
