import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/db/client';

/** Admin connection of the local PostgreSQL server used when TEST_DB=postgres. */
export const postgresAdminUrl = () => process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export const testDbKind = (): 'pglite' | 'postgres' => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');

/**
 * A fresh, migrated database for one test file: PGlite in memory, or a new database on the
 * PostgreSQL server that is dropped again when closed.
 */
export const openTestDatabase = async (): Promise<Database> => {
  if (testDbKind() === 'pglite') return openDatabase({ dataDir: 'memory://' });
  const adminUrl = postgresAdminUrl();
  const name = `bo_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused' });
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      // The pool's sockets may still be closing: wait for them rather than killing them (a forced
      // drop makes their last read fail with an unhandled error).
      for (let attempt = 0; ; attempt += 1) {
        try {
          await cleanup.query(`drop database if exists ${name}`);
          break;
        } catch (error) {
          if (attempt >= 50) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      await cleanup.end();
    },
  };
};
