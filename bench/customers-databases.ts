// The two benchmark databases: a PostgreSQL database of its own (created when missing) and a
// PGlite folder kept between runs (seeding 1.7 million rows into PGlite takes minutes). Under
// BENCH_SMOKE=1 a small PostgreSQL database of its own and PGlite in memory, so a smoke run never
// mixes its few customers into the real benchmark data.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../apps/server/src/db/client';
import { isSmoke } from './smoke';

export const postgresBenchUrl = () =>
  process.env.BENCH_DATABASE_URL ??
  `postgres://postgres@127.0.0.1:5432/${isSmoke ? 'bo_bench_customers_smoke' : 'bo_bench_customers'}`;
export const pgliteBenchDir = () => process.env.BENCH_PGLITE_DIR ?? join(tmpdir(), 'bo-bench-customers-pglite');

const ensurePostgresDatabase = async (url: string) => {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '')}"`);
  await client.end();
};

export const openBenchDatabase = async (kind: 'postgres' | 'pglite'): Promise<Database> => {
  if (kind === 'pglite') return openDatabase({ dataDir: isSmoke ? 'memory://' : pgliteBenchDir() });
  await ensurePostgresDatabase(postgresBenchUrl());
  return openDatabase({ databaseUrl: postgresBenchUrl(), dataDir: 'unused' });
};
