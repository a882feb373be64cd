import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const apiProject = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['apps/server/test/**/*.test.ts'],
    env: { TEST_DB: db },
    // files run side by side on a shared machine: the walks over every route and the per-file server
    // start (migrations, demo seed) need headroom when the cores are busy
    testTimeout: 60_000,
    hookTimeout: 300_000,
    pool: 'forks' as const,
  },
});

export default defineConfig({
  test: {
    // Test files run side by side, each API file with its own server and database. Vitest's default
    // (one fewer than the cores) is a single worker on a 2-core machine: one file per core instead
    // (docs/decisions/026). VITEST_MAX_WORKERS overrides it.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/contract/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
        },
      },
      apiProject('api-pglite', 'pglite'),
      apiProject('api-postgres', 'postgres'),
    ],
  },
});
