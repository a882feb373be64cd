// `npm test`: every test — unit, API on PGlite and on PostgreSQL (when reachable), browser — then one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reports = mkdtempSync(join(tmpdir(), 'bo-test-'));

const isReachable = (host, port) =>
  new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 2000 });
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => socket.destroy() && resolve(false));
  });

const hasPostgres = Boolean(process.env.TEST_DATABASE_URL) || (await isReachable('127.0.0.1', 5432));
const projects = ['unit', 'api-pglite', ...(hasPostgres ? ['api-postgres'] : [])];
if (!hasPostgres) console.log('No PostgreSQL on 127.0.0.1:5432: API tests run on PGlite only.');

const vitestJson = join(reports, 'vitest.json');
const vitest = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson}`,
  ],
  { cwd: root, stdio: 'inherit' },
);

const playwrightJson = join(reports, 'playwright.json');
const e2e = spawnSync('node', ['scripts/e2e.mjs'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
});

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
} else failed += 1;
if (existsSync(playwrightJson)) {
  const { stats } = JSON.parse(readFileSync(playwrightJson, 'utf8'));
  passed += stats.expected;
  failed += stats.unexpected;
  skipped += stats.skipped;
  passed += stats.flaky;
} else failed += 1;

const ok = vitest.status === 0 && e2e.status === 0 && failed === 0;
console.log(`\nunit + API (${projects.join(', ')}) + browser`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(ok ? 0 : 1);
