import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client';
import { seedDemo } from '../../src/db/seed/demo';
import { seedReference } from '../../src/db/seed/reference';
import { adminQuery, databaseUrl, postgresAdminUrl } from './seeded-template';

export { postgresAdminUrl };

export const testDbKind = (): 'pglite' | 'postgres' => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');

/**
 * A fresh, migrated database for one test file, migrated from nothing: PGlite in memory, or a new
 * database on the PostgreSQL server that is dropped again when closed.
 */
export const openTestDatabase = () => openPostgresOrPglite();

/**
 * A database with the reference data and the demo seeded, of this file alone: a copy of the run's
 * seeded template (global-setup.ts, docs/decisions/090) — PGlite in memory loaded from its tarball,
 * or `create database … template` on PostgreSQL. Without a template (a project run without the
 * global setup) it migrates and seeds one itself.
 */
export const openSeededTestDatabase = async (): Promise<Database> => {
  const template = inject('seededTemplate');
  if (template?.kind === 'pglite' && testDbKind() === 'pglite') {
    return openDatabase({ dataDir: 'memory://', loadDataDir: readFileSync(template.tarball) });
  }
  if (template?.kind === 'postgres' && testDbKind() === 'postgres') return openPostgresOrPglite(template.database);
  const database = await openTestDatabase();
  await seedReference(database.db);
  await seedDemo(database.db);
  return database;
};

/** Several files copy the template at once; one may still see the setup's last backend on it. */
const createDatabase = async (adminUrl: string, name: string, template?: string) => {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await adminQuery(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
      return;
    } catch (error) {
      const isTemplateBusy = (error as { code?: string }).code === '55006';
      if (!isTemplateBusy || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
};

const openPostgresOrPglite = async (template?: string): Promise<Database> => {
  if (testDbKind() === 'pglite') return openDatabase({ dataDir: 'memory://' });
  const adminUrl = postgresAdminUrl();
  const name = `bo_test_${randomBytes(6).toString('hex')}`;
  await createDatabase(adminUrl, name, template);
  const database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name), dataDir: 'unused' });
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
