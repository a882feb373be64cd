import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { postgresAdminUrl, testDbKind } from './helpers/database';

const journal = JSON.parse(
  readFileSync(join(import.meta.dirname, '../src/db/migrations/meta/_journal.json'), 'utf8'),
) as { entries: unknown[] };

const adminQuery = async (text: string) => {
  const admin = new pg.Client({ connectionString: postgresAdminUrl() });
  await admin.connect();
  try {
    return await admin.query(text);
  } finally {
    await admin.end();
  }
};

// PGlite has a single process on its folder (the data-dir lock); the race exists only on PostgreSQL.
describe.skipIf(testDbKind() !== 'postgres')('two instances starting at once on one PostgreSQL', () => {
  it('migrate once: one waits on the advisory lock, then finds nothing left to apply', async () => {
    const name = `bo_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${name}`);
    const url = new URL(postgresAdminUrl());
    url.pathname = `/${name}`;
    try {
      const starts = await Promise.allSettled(
        [1, 2, 3].map(() => openDatabase({ databaseUrl: url.toString(), dataDir: 'unused' })),
      );
      const opened = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
      const failures = starts.flatMap((start) => (start.status === 'rejected' ? [String(start.reason)] : []));
      expect(failures).toEqual([]);
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const applied = await check.query('select count(*)::int as count from drizzle.__drizzle_migrations');
      const tables = await check.query(`select count(*)::int as count from pg_tables where tablename = 'customers'`);
      await check.end();
      expect(applied.rows[0].count).toBe(journal.entries.length);
      expect(tables.rows[0].count).toBe(1);
      await Promise.all(opened.map((database) => database.close()));
    } finally {
      await adminQuery(`drop database if exists ${name} with (force)`);
    }
  });
});
