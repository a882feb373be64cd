#!/usr/bin/env node
// Browser tests: build the web app, start the server on a fresh database, run Playwright, stop the server.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PORT = process.env.E2E_PORT ?? '4310';
const BASE_URL = `http://127.0.0.1:${PORT}`;
const HEALTH_TIMEOUT_MS = 90_000;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

const build = spawnSync(npm, ['run', 'build', '-w', '@bo/web'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const dataDir = mkdtempSync(join(tmpdir(), 'bo-e2e-'));
// A fresh embedded database every run, whatever the shell points DATABASE_URL at.
const { DATABASE_URL: _ignored, ...inherited } = process.env;
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...inherited, DATA_DIR: dataDir, PORT, SEED: 'demo', LOG_LEVEL: 'warn' },
});
let hasServerExited = false;
const serverExit = new Promise((done) => {
  server.on('exit', () => {
    hasServerExited = true;
    done();
  });
});

const stopServer = async () => {
  if (!hasServerExited) {
    server.kill('SIGTERM');
    const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
    await serverExit;
    clearTimeout(timer);
  }
  rmSync(dataDir, { recursive: true, force: true });
};

const waitForHealth = async () => {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (hasServerExited) throw new Error('the server exited before it was ready');
    try {
      const response = await fetch(`${BASE_URL}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 300));
  }
  throw new Error(`the server did not answer ${BASE_URL}/health within ${HEALTH_TIMEOUT_MS / 1000} s`);
};

const runPlaywright = () =>
  new Promise((done) => {
    const tests = spawn(npx, ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', ...process.argv.slice(2)], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, BASE_URL },
    });
    tests.on('exit', (code) => done(code ?? 1));
  });

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopServer().finally(() => process.exit(130));
  });
}

let exitCode = 1;
try {
  await waitForHealth();
  exitCode = await runPlaywright();
} catch (error) {
  console.error(`e2e: ${error instanceof Error ? error.message : error}`);
} finally {
  await stopServer();
}
process.exit(exitCode);
