import { writeFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase } from '../../src/db/client';
import { seedDemo } from '../../src/db/seed/demo';
import { seedReference } from '../../src/db/seed/reference';

/**
 * The migrated and seeded demo database, built once per test run (global-setup.ts) instead of once
 * per test file: each file's server starts on its own copy of it (database.ts). The seed is the one
 * the files ran before (reference data, then the demo), so tests see the same data.
 * docs/decisions/090.
 */
export type SeededTemplate = { kind: 'pglite'; tarball: string } | { kind: 'postgres'; database: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** Absent when the project runs without global-setup.ts: each file then migrates and seeds itself. */
    seededTemplate?: SeededTemplate;
  }
}

/** Admin connection of the local PostgreSQL server used when TEST_DB=postgres. */
export const postgresAdminUrl = () => process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A database URL of the server `adminUrl` points at, naming `database`. */
export const databaseUrl = (adminUrl: string, database: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

/** Runs `text` on a connection of its own to the admin database. */
export const adminQuery = async (adminUrl: string, text: string, values?: unknown[]) => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await admin.query(text, values);
  } finally {
    await admin.end();
  }
};

/** PGlite: an in-memory database migrated and seeded, written to `tarball` as a plain tar of its data folder. */
export const buildPgliteTemplate = async (tarball: string) => {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await seedReference(database.db);
    await seedDemo(database.db);
    const dump = await database.dumpDataDir?.('none');
    if (!dump) throw new Error('the embedded database has no dumpDataDir');
    writeFileSync(tarball, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
};

/**
 * PostgreSQL: a new database `name` migrated and seeded, left with no connection on it, so that
 * `create database … template name` can copy it (that needs nobody else connected to the template).
 */
export const buildPostgresTemplate = async (adminUrl: string, name: string) => {
  await adminQuery(adminUrl, `create database ${name}`);
  const database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name), dataDir: 'unused' });
  try {
    await seedReference(database.db);
    await seedDemo(database.db);
  } finally {
    await database.close();
  }
  // the pool's backends may still be exiting
  for (let attempt = 0; ; attempt += 1) {
    const { rows } = await adminQuery(
      adminUrl,
      'select count(*)::int as count from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    if (rows[0].count === 0) return;
    if (attempt >= 100) throw new Error(`connections to the template ${name} did not close`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

export const dropPostgresTemplate = (adminUrl: string, name: string) =>
  adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
