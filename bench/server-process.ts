// The server in a child process exactly as `npm start` runs it (the bundle of apps/server/dist, built when missing or
// older than its sources), for the benchmarks that load it from outside (bench/load.ts, bench/web-*.ts,
// bench/accountant-export.ts, bench/customer-import.ts): the load generator or browser never shares its event loop
// or its memory.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../apps/server/test/helpers/free-port';
import { SERVER_ENV_DEFAULTS, SERVER_NODE_FLAGS } from '../scripts/server-flags.mjs';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export type ServerProcess = { url: string; pid: number; stop: () => Promise<void> };

/** A process's resident memory now and at its peak (VmRSS, VmHWM of /proc/<pid>/status), in MB; Linux only. */
export const memoryOf = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kilobytes('VmRSS') / 1024), peakMb: Math.round(kilobytes('VmHWM') / 1024) };
};

/** The newest modification time under a folder. */
const newest = (folder: string): number =>
  readdirSync(folder, { withFileTypes: true }).reduce((time, entry) => {
    const path = join(folder, entry.name);
    return Math.max(time, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }, 0);

/** Builds the server bundle as `npm start` does when it is missing or older than the sources it is made of. */
const ensureServerBuild = () => {
  const bundle = join(root, 'apps/server/dist/server.js');
  const built = existsSync(bundle) ? statSync(bundle).mtimeMs : 0;
  const sources = Math.max(newest(join(root, 'packages/contract/src')), newest(join(root, 'apps/server/src')));
  if (built >= sources) return;
  const result = spawnSync('npm', ['run', 'build', '-w', '@bo/server'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the server build failed');
};

/**
 * Starts apps/server on 127.0.0.1 with the demo data and `env` (DATA_DIR, DATABASE_URL, NODE_ENV…),
 * on BENCH_PORT or a free port, and waits for /health. DATABASE_URL of the shell is not inherited.
 */
export const startServerProcess = async (env: Record<string, string>): Promise<ServerProcess> => {
  const port = Number(process.env.BENCH_PORT ?? (await freePort()));
  const url = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  ensureServerBuild();
  // BENCH_NODE_FLAGS: more of Node's options for a look inside (--trace-gc, say), its output shown
  const extraFlags = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...extraFlags, 'apps/server/dist/server.js'], {
    cwd: root,
    stdio: ['ignore', extraFlags.length > 0 ? 'inherit' : 'ignore', 'inherit'],
    env: {
      ...SERVER_ENV_DEFAULTS,
      ...inherited,
      HOST: '127.0.0.1',
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
    },
  });
  const exited = new Promise<void>((done) => server.once('exit', () => done()));
  const stop = async () => {
    if (server.exitCode !== null) return;
    server.kill('SIGTERM');
    const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error('the server exited before it was ready');
    const isUp = await fetch(`${url}/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (isUp) return { url, pid: server.pid as number, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer ${url}/health`);
    }
    await new Promise((done) => setTimeout(done, 300));
  }
};

/** A new empty database `name` on the PostgreSQL server of `adminUrl` (dropped first when it exists); its URL. */
export const recreatePostgres = async (adminUrl: string, name: string) => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};
