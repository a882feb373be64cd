// `npm test`: every test — unit, API on PGlite, API on PostgreSQL (when reachable), browser — stage by
// stage (the web build beside the unit tests), each stage's time, then the total and one summary line (always the
// last line).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reports = mkdtempSync(join(tmpdir(), 'bo-test-'));
const started = Date.now();

const isReachable = (host, port) =>
  new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 2000 });
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => socket.destroy() && resolve(false));
  });

const hasPostgres = Boolean(process.env.TEST_DATABASE_URL) || (await isReachable('127.0.0.1', 5432));
if (!hasPostgres) console.log('No PostgreSQL on 127.0.0.1:5432: API tests run on PGlite only.');

/** Counts of one stage's JSON report (vitest or Playwright), or one failure when it wrote none. */
const vitestCounts = (file) => {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
};
const playwrightCounts = (file) => {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
};

const vitestStage = (name, project) => {
  const report = join(reports, `${project}.json`);
  return {
    name,
    report,
    counts: vitestCounts,
    command: [
      'npx',
      ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    ],
  };
};
const browserReport = join(reports, 'playwright.json');
// The web app is built once, first, while the unit tests run (the bundler keeps one core busy, the unit tests are
// short): the browser tests, the README test's `npm start` and the web benches' smoke runs (when the tree is committed,
// their clean clone is the same tree) use this build instead of building it again (BO_WEB_BUILT).
const webBuild = {
  name: 'web build',
  report: null,
  counts: () => ({ passed: 0, failed: 0, skipped: 0 }),
  command: ['npm', ['run', 'build', '-w', '@bo/web']],
};
const unitStage = vitestStage('unit', 'unit');
const laterStages = [
  vitestStage('API PGlite', 'api-pglite'),
  ...(hasPostgres ? [vitestStage('API PostgreSQL', 'api-postgres')] : []),
  {
    name: 'browser',
    report: browserReport,
    counts: playwrightCounts,
    command: ['node', ['scripts/e2e.mjs']],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: browserReport },
  },
];

const minutes = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
};
const results = [];
const shared = {};
/** Runs one stage to its end; resolves with its result (its counts, whether it passed, its time). */
const runStage = (stage) =>
  new Promise((done) => {
    const stageStart = Date.now();
    const [command, args] = stage.command;
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...shared, ...stage.env },
    });
    child.on('exit', (code) => {
      const counts = stage.counts(stage.report);
      const ms = Date.now() - stageStart;
      console.log(`\n${stage.name}: ${minutes(ms)}\n`);
      done({ ...stage, ...counts, ok: code === 0 && counts.failed === 0, ms });
    });
  });
const [built, unit] = await Promise.all([runStage(webBuild), runStage(unitStage)]);
results.push(built, unit);
if (built.ok) shared.BO_WEB_BUILT = '1';
for (const stage of laterStages) results.push(await runStage(stage));

/** The failed tests of every stage with the first lines of their error, printed just above the summary so a
 * log that keeps only its tail still names them. */
const colourCodes = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const firstLines = (message = '') =>
  message
    .replace(colourCodes, '')
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, 4)
    .map((line) => `      ${line.trim().slice(0, 200)}`)
    .join('\n');
const vitestFailures = (file) => {
  if (!existsSync(file)) return [];
  return JSON.parse(readFileSync(file, 'utf8')).testResults.flatMap((result) => [
    ...(result.status === 'failed' && result.assertionResults.length === 0
      ? [`${result.name.replace(root, '')}\n${firstLines(result.message)}`]
      : []),
    ...result.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${result.name.replace(root, '')} › ${test.fullName}\n${firstLines(test.failureMessages?.[0])}`),
  ]);
};
const playwrightFailures = (file) => {
  if (!existsSync(file)) return [];
  const walk = (suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected')
        .map((test) => `${spec.file}:${spec.line} › ${spec.title}\n${firstLines(test.results.at(-1)?.error?.message)}`),
    ),
    ...(suite.suites ?? []).flatMap(walk),
  ];
  return JSON.parse(readFileSync(file, 'utf8')).suites.flatMap(walk);
};
const failuresOf = (result) => {
  try {
    if (result.report === null) return result.ok ? [] : ['(the web app did not build)'];
    return result.counts === vitestCounts ? vitestFailures(result.report) : playwrightFailures(result.report);
  } catch (error) {
    return [`(its report could not be read: ${error.message})`];
  }
};
const failures = results.flatMap((result) => failuresOf(result).map((failure) => `  [${result.name}] ${failure}`));
if (failures.length > 0) console.log(`\nfailed tests:\n${failures.join('\n')}`);

const total = (key) => results.reduce((sum, result) => sum + result[key], 0);
console.log('\nstage            time          passed  failed  skipped');
for (const result of results) {
  console.log(
    `${result.name.padEnd(16)} ${minutes(result.ms).padEnd(13)} ${String(result.passed).padStart(6)}  ${String(result.failed).padStart(6)}  ${String(result.skipped).padStart(7)}`,
  );
}
console.log(`total            ${minutes(Date.now() - started)}`);
const [passed, failed, skipped] = [total('passed'), total('failed'), total('skipped')];
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
