import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client';
import { queryRows } from '../src/db/query';
import { testDbKind } from './helpers/database';

let database: Database;

// The embedded database's worker thread (db/pglite-thread.ts); PostgreSQL has its own connections.
describe.skipIf(testDbKind() !== 'pglite')('PGlite in its worker thread', () => {
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await database.db.execute(sql`create table probe (id int primary key, note text not null)`);
  });
  afterAll(() => database?.close());

  it('keeps the event loop free while a long query runs', async () => {
    let longestGap = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    await database.db.execute(sql`select count(*) from generate_series(1, 1500000) g where g % 7 = 3`);
    const took = performance.now() - started;
    clearInterval(ticker);
    expect(took).toBeGreaterThan(100);
    expect(longestGap).toBeLessThan(took / 2);
  }, 120_000);

  it('commits a transaction, rolls back a failed one, and keeps other statements out of it', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into probe values (1, 'committed')`);
    });
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const failed = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into probe values (2, 'rolled back')`);
      await gate;
      throw new Error('undo');
    });
    // issued while the transaction is open: waits for it instead of being rolled back with it
    const outside = database.db.execute(sql`insert into probe values (3, 'outside')`);
    release();
    await expect(failed).rejects.toThrow('undo');
    await outside;
    const rows = await queryRows<{ id: number }>(database.db, sql`select id from probe order by id`);
    expect(rows.map((row) => row.id)).toEqual([1, 3]);
  });

  it('answers PostgreSQL errors with their code and constraint, and the connection stays usable', async () => {
    const error = (await database.db.execute(sql`insert into probe values (1, 'again')`).catch((caught) => caught)) as {
      cause?: unknown;
    };
    const cause = (error.cause ?? error) as { code?: string; constraint?: string };
    expect(cause.code).toBe('23505');
    expect(cause.constraint).toBe('probe_pkey');
    const [row] = await queryRows<{ one: number }>(database.db, sql`select 1 as one`);
    expect(row?.one).toBe(1);
  });

  it('hands over dates as drizzle asks (text), numbers, JSON and bytes unchanged', async () => {
    const [row = {}] = await queryRows<Record<string, unknown>>(
      database.db,
      sql`select timestamptz '2026-01-02 03:04:05+00' as at, date '2026-01-02' as day, 12.5::float8 as real,
        '{"a":[1,2]}'::jsonb as json, '\\x0102ff'::bytea as bytes, null::timestamptz as nothing`,
    );
    expect(typeof row.at).toBe('string');
    expect(row.day).toBe('2026-01-02');
    expect(row.real).toBe(12.5);
    expect(row.json).toEqual({ a: [1, 2] });
    expect([...(row.bytes as Uint8Array)]).toEqual([1, 2, 255]);
    expect(row.nothing).toBeNull();
  });
});
