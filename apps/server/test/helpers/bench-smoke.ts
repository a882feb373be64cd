import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BENCH_SMOKE_GROUPS, type CleanClone, makeCleanClone, shareWebBuild } from './clean-clone';
import { testDbKind } from './database';

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

/**
 * Runs one half of a stage's bench scripts at their smoke size (BENCH_SMOKE=1) from a clean clone: the PGlite
 * stage its groups, the PostgreSQL stage the others (decision 162); without a PostgreSQL server the PGlite stage
 * runs both stages' groups, as `npm test` then has no PostgreSQL stage.
 */
export const benchSmokeSuite = (half: 0 | 1) => {
  let clone: CleanClone;
  let benches: readonly string[] = [];

  beforeAll(async () => {
    clone = makeCleanClone();
    // the web benches measure the build `npm test` made of this same tree (their smoke size takes an existing one)
    shareWebBuild(clone);
    const hasPostgres = Boolean(process.env.TEST_DATABASE_URL) || (await isPostgresReachable());
    benches =
      testDbKind() === 'postgres'
        ? BENCH_SMOKE_GROUPS.postgres[half]
        : hasPostgres
          ? BENCH_SMOKE_GROUPS.pglite[half]
          : [...BENCH_SMOKE_GROUPS.pglite[half], ...BENCH_SMOKE_GROUPS.postgres[half]];
  });
  afterAll(() => clone?.remove());

  describe(`bench scripts at their smoke size, part ${half + 1}`, () => {
    it('run without an error', async () => {
      expect(benches.length).toBeGreaterThan(0);
      for (const name of benches) {
        const result = await clone.npm([name], { BENCH_SMOKE: '1' });
        expect(result.code, `${name}: ${result.output.slice(-2000)}`).toBe(0);
      }
    }, 900_000);
  });
};
