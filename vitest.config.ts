import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * A fresh clone has no timing cache, so vitest starts the largest files first; the bench smoke runs and the
 * README-commands test (a clone and every command) are small but take minutes, and started last they made the whole
 * stage wait for them.
 * The known long files start first, the rest keep vitest's order.
 */
const LONG_FILES = [
  'bench-smoke-2.test.ts',
  'bench-smoke-1.test.ts',
  'readme-commands.test.ts',
  'security-headers.test.ts',
  'backup.test.ts',
];
class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const rank = (file: TestSpecification) => {
      const index = LONG_FILES.findIndex((name) => file.moduleId.endsWith(`/${name}`));
      return index === -1 ? LONG_FILES.length : index;
    };
    const sorted = await super.sort(files);
    const projectOrder = (file: TestSpecification) => sorted.findIndex((other) => other.project === file.project);
    return [...sorted].sort((a, b) => projectOrder(a) - projectOrder(b) || rank(a) - rank(b));
  }
}

const apiProject = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['apps/server/test/**/*.test.ts'],
    env: { TEST_DB: db },
    // the demo database migrated and seeded once per run; each file's server starts on its own copy
    // of it (docs/decisions/090)
    globalSetup: ['apps/server/test/global-setup.ts'],
    // files run side by side on a shared machine: the walks over every route and the per-file server
    // start need headroom when the cores are busy
    testTimeout: 60_000,
    hookTimeout: 300_000,
    pool: 'forks' as const,
    isolate: process.env.VITEST_ISOLATE === '1',
  },
});

export default defineConfig({
  test: {
    // Test files run side by side, each API file with its own server and database. Vitest's default
    // (one fewer than the cores) is a single worker on a 2-core machine: one file per core instead
    // (docs/decisions/026). VITEST_MAX_WORKERS overrides it.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || availableParallelism(),
    sequence: { sequencer: LongFilesFirst },
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/contract/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
      apiProject('api-pglite', 'pglite'),
      apiProject('api-postgres', 'postgres'),
    ],
  },
});
