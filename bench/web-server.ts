// The built web app on a real server with demo data, for the browser benchmarks (bench/web-*.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiClient } from '../apps/server/test/helpers/api-client';
import { root, type ServerProcess, startServerProcess } from './server-process';

export { root };
export const webDist = join(root, 'apps/web/dist');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const isSmoke = process.env.BENCH_SMOKE === '1';

/**
 * Builds the web app unless BENCH_NO_BUILD=1 (then the existing apps/web/dist is measured) or, as
 * bench:bundle does, at smoke size with a build already there (the README test's clone has just built
 * it for `npm start`: no second and third build of the same tree).
 */
export const buildWeb = () => {
  if (process.env.BENCH_NO_BUILD === '1') return;
  if (isSmoke && existsSync(join(webDist, 'index.html'))) return;
  const build = spawnSync('npm', ['run', 'build', '-w', '@bo/web'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error('the web build failed');
};

export type BenchServer = ServerProcess;

/** The production server (NODE_ENV=production) on a fresh embedded database seeded with the demo data. */
export const startWebServer = async (): Promise<BenchServer> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bo-bench-web-'));
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const server = await startServerProcess({ NODE_ENV: 'production', DATA_DIR: dataDir });
    return { url: server.url, pid: server.pid, stop: () => server.stop().finally(removeData) };
  } catch (error) {
    removeData();
    throw error;
  }
};

export const DEMO_LOGIN = { username: 'operator', password: 'demo' };

/** Logs in over the API (CSRF included) and returns the session cookies, for browsers that start logged in. */
export const loginCookies = async (url: string) => {
  const client = new ApiClient(url);
  const response = await client.post('/v1/auth/login', DEMO_LOGIN);
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${response.text}`);
  return [...client.cookies].map(([name, value]) => ({ name, value }));
};
