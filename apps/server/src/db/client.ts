import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** The embedded database's folder as a gzipped tarball (db/backup.ts); PostgreSQL has pg_dump. */
  dumpDataDir?: () => Promise<Blob>;
};

const here = dirname(fileURLToPath(import.meta.url));

/** Source tree: ./migrations beside this file; bundled build: dist/migrations. */
const migrationsFolder = () => {
  const candidates = [join(here, 'migrations'), join(here, 'db', 'migrations')];
  const found = candidates.find((folder) => existsSync(join(folder, 'meta', '_journal.json')));
  if (!found) throw new Error(`Migrations not found (looked in ${candidates.join(', ')})`);
  return found;
};

/** Extensions of the embedded database: pg_trgm, unaccent (customer search) and btree_gist (near search). */
export const pgliteExtensions = { pg_trgm, unaccent, btree_gist };

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
    await migratePg(drizzlePg(pool), { migrationsFolder: migrationsFolder() });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const inMemory = options.dataDir === 'memory://';
  let releaseLock = async () => {};
  let dataPath: string | undefined;
  if (!inMemory) {
    dataPath = resolve(options.dataDir);
    mkdirSync(join(dataPath, 'pgdata'), { recursive: true });
    releaseLock = await acquireDataDirLock(dataPath);
  }
  // pg_trgm, unaccent (customer search, migration 0003) and btree_gist (near search, 0005); the options
  // form of the constructor, so the extensions load for the in-memory database too.
  const client = new PGlite({
    dataDir: dataPath ? join(dataPath, 'pgdata') : undefined,
    extensions: pgliteExtensions,
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() });
  return {
    db,
    kind: 'pglite',
    dumpDataDir: () => client.dumpDataDir('gzip'),
    close: async () => {
      await client.close();
      await releaseLock();
    },
  };
};
