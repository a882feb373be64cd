import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BENCH_SMOKE_GROUPS, type CleanClone, makeCleanClone } from './helpers/clean-clone';
import { testDbKind } from './helpers/database';

/**
 * Every bench script runs at its smoke size (BENCH_SMOKE=1) from a clean clone: the PGlite stage runs
 * one group, the PostgreSQL stage the other (decision 162); without a PostgreSQL server the PGlite
 * stage runs both, as `npm test` then has no PostgreSQL stage.
 */
const isPostgresReachable = () =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: 5432, timeout: 2000 });
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });

let clone: CleanClone;
let benches: readonly string[] = [];

beforeAll(async () => {
  clone = makeCleanClone();
  const hasPostgres = Boolean(process.env.TEST_DATABASE_URL) || (await isPostgresReachable());
  benches =
    testDbKind() === 'postgres'
      ? BENCH_SMOKE_GROUPS.postgres
      : hasPostgres
        ? BENCH_SMOKE_GROUPS.pglite
        : [...BENCH_SMOKE_GROUPS.pglite, ...BENCH_SMOKE_GROUPS.postgres];
});
afterAll(() => clone?.remove());

describe('bench scripts at their smoke size', () => {
  it('run without an error', async () => {
    expect(benches.length).toBeGreaterThan(0);
    for (const name of benches) {
      const result = await clone.npm([name], { BENCH_SMOKE: '1' });
      expect(result.code, `${name}: ${result.output.slice(-2000)}`).toBe(0);
    }
  }, 900_000);
});
