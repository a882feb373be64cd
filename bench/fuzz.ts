// The long property-test run (issue 24): every operation of the API with FUZZ_CASES generated cases (default 160,
// about 25,000 in all), every role, on the embedded database; prints the answers by status and any problem.
// `npm test` runs the same test with 12 cases per operation. FUZZ_SEED repeats a run.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// BENCH_SMOKE=1 (the test suite's smoke run): one case per operation
const cases = process.env.FUZZ_CASES ?? (process.env.BENCH_SMOKE === '1' ? '1' : '160');
const startedAt = Date.now();
const run = spawnSync(
  process.execPath,
  [join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'api-pglite', 'apps/server/test/property.test.ts'],
  {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, FUZZ_CASES: cases, NO_COLOR: '1', FORCE_COLOR: '0' },
    maxBuffer: 64 * 1024 * 1024,
  },
);
const output = run.stdout + run.stderr;
const summary = output.split('\n').find((line) => line.includes('property tests:'));
const failed = output.split('\n').filter((line) => /^\s+×/.test(line));
console.log(summary?.trim() ?? 'no summary: the run failed before its end');
const problems = output.split('\n').filter((line) => /^\+ {3}"/.test(line));
console.log(`operations with a problem: ${failed.length}${failed.length > 0 ? `\n${failed.join('\n')}` : ''}`);
for (const problem of problems.slice(0, 20)) console.log(problem.slice(0, 1000));
console.log(`${cases} cases per operation in ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
process.exitCode = run.status ?? 1;
