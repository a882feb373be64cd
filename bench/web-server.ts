// The built web app on a real server with demo data, for the browser benchmarks (bench/web-*.ts).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApiClient } from '../apps/server/test/helpers/api-client';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const webDist = join(root, 'apps/web/dist');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const isSmoke = process.env.BENCH_SMOKE === '1';

/** Builds the web app unless BENCH_NO_BUILD=1 (then the existing apps/web/dist is measured). */
export const buildWeb = () => {
  if (process.env.BENCH_NO_BUILD === '1') return;
  const build = spawnSync('npm', ['run', 'build', '-w', '@bo/web'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error('the web build failed');
};

const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });

const waitForHealth = async (url: string, server: ChildProcess) => {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('the server exited before it was ready');
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 300));
  }
  throw new Error(`the server did not answer ${url}/health`);
};

export type BenchServer = { url: string; stop: () => Promise<void> };

/** The production server (NODE_ENV=production) on a fresh embedded database seeded with the demo data. */
export const startWebServer = async (): Promise<BenchServer> => {
  const port = Number(process.env.BENCH_PORT ?? (await freePort()));
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'bo-bench-web-'));
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...inherited,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(port),
      SEED: 'demo',
      LOG_LEVEL: 'warn',
    },
  });
  const exited = new Promise<void>((done) => server.once('exit', () => done()));
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
};

export const DEMO_LOGIN = { username: 'operator', password: 'demo' };

/** Logs in over the API (CSRF included) and returns the session cookies, for browsers that start logged in. */
export const loginCookies = async (url: string) => {
  const client = new ApiClient(url);
  const response = await client.post('/v1/auth/login', DEMO_LOGIN);
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${response.text}`);
  return [...client.cookies].map(([name, value]) => ({ name, value }));
};
