// The two benchmark databases: a PostgreSQL database of its own (created when missing) and a
// PGlite folder kept between runs (seeding 1.7 million rows into PGlite takes minutes). Under
// BENCH_SMOKE=1 a small PostgreSQL database of its own and PGlite in memory, so a smoke run never
// mixes its few customers into the real benchmark data.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../apps/server/src/db/client';
import { isSmoke } from './smoke';

export const postgresBenchUrl = (name = 'customers') =>
  process.env.BENCH_DATABASE_URL ??
  `postgres://postgres@127.0.0.1:5432/${isSmoke ? `bo_bench_${name}_smoke` : `bo_bench_${name}`}`;
export const pgliteBenchDir = (name = 'customers') =>
  process.env.BENCH_PGLITE_DIR ?? join(tmpdir(), `bo-bench-${name}-pglite`);

const ensurePostgresDatabase = async (url: string) => {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  // A smoke run starts from nothing: a database an older tree migrated must not fail this one.
  if (isSmoke) await client.query(`drop database if exists "${name.replace(/"/g, '')}" with (force)`);
  const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '')}"`);
  await client.end();
};

/** `name`: whose data (customers; invoices for bench/invoices-list.ts, in databases of their own). */
export const openBenchDatabase = async (kind: 'postgres' | 'pglite', name = 'customers'): Promise<Database> => {
  if (kind === 'pglite') return openDatabase({ dataDir: isSmoke ? 'memory://' : pgliteBenchDir(name) });
  await ensurePostgresDatabase(postgresBenchUrl(name));
  return openDatabase({ databaseUrl: postgresBenchUrl(name), dataDir: 'unused' });
};
