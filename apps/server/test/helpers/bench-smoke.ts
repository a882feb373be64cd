import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CleanClone, makeCleanClone, shareWebBuild } from './clean-clone';
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
 * The bench scripts' smoke runs in four groups, two per API stage (`bench-smoke-1.test.ts` runs index 0 of its stage,
 * `bench-smoke-2.test.ts` index 1), each bench on one engine: its stage's (decision 207; `npm run test:bench` runs
 * them all on both). The benches that make PostgreSQL databases share names (the customer and invoice benches, the
 * seed), so they are one group, run one after another; the web benches share one clone's web build.
 */
export const BENCH_SMOKE_GROUPS = {
  pglite: [
    ['bench:fuzz', 'bench:route', 'bench:backup'],
    ['bench:ubl', 'bench:e-invoice', 'bench:upload-load'],
  ],
  postgres: [
    ['bench:bundle', 'bench:lighthouse', 'bench:customer-list'],
    [
      'bench',
      'bench:seed',
      'bench:customers',
      'bench:invoices',
      'bench:accountant',
      'bench:customer-import',
      'bench:bank',
      'bench:load',
      'bench:invoice-pdf',
    ],
  ],
} as const;

/**
 * Runs one of its stage's two groups of bench scripts at their smoke size from a clean clone, with `npm run
 * test:bench` (scripts/bench-smoke.mjs) on the stage's engine (BENCH_ONLY); without a PostgreSQL server `npm test` has
 * no PostgreSQL stage, and the PGlite stage's two files run all four groups on PGlite.
 */
export const benchSmokeSuite = (half: 0 | 1) => {
  let clone: CleanClone;
  let benches: readonly string[] = [];
  let engine: 'pglite' | 'postgres' = 'pglite';

  beforeAll(async () => {
    clone = makeCleanClone();
    // the web benches measure the build `npm test` made of this same tree (their smoke size takes an existing one)
    shareWebBuild(clone);
    const hasPostgres = Boolean(process.env.TEST_DATABASE_URL) || (await isPostgresReachable());
    engine = testDbKind();
    benches =
      engine === 'postgres'
        ? BENCH_SMOKE_GROUPS.postgres[half]
        : hasPostgres
          ? BENCH_SMOKE_GROUPS.pglite[half]
          : [...BENCH_SMOKE_GROUPS.pglite[half], ...BENCH_SMOKE_GROUPS.postgres[half]];
  });
  afterAll(() => clone?.remove());

  describe(`bench scripts at their smoke size, part ${half + 1}`, () => {
    it('run without an error', async () => {
      expect(benches.length).toBeGreaterThan(0);
      const result = await clone.npm(['test:bench', '--', ...benches], { BENCH_ONLY: engine });
      expect(result.code, result.output.slice(-4000)).toBe(0);
    }, 900_000);
  });
};
