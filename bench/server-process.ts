// The server in a child process exactly as `npm start` runs it, for the benchmarks that load it from
// outside (bench/load.ts, bench/web-*.ts): the load generator or browser never shares its event loop.
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../apps/server/test/helpers/free-port';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export type ServerProcess = { url: string; stop: () => Promise<void> };

/**
 * Starts apps/server on 127.0.0.1 with the demo data and `env` (DATA_DIR, DATABASE_URL, NODE_ENV…),
 * on BENCH_PORT or a free port, and waits for /health. DATABASE_URL of the shell is not inherited.
 */
export const startServerProcess = async (env: Record<string, string>): Promise<ServerProcess> => {
  const port = Number(process.env.BENCH_PORT ?? (await freePort()));
  const url = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...inherited, HOST: '127.0.0.1', SEED: 'demo', LOG_LEVEL: 'warn', ...env, PORT: String(port) },
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
    if (isUp) return { url, stop };
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
