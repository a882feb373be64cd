import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './helpers/api-client';
import { BENCH_SMOKE_GROUPS } from './helpers/bench-smoke';
import { type CleanClone, makeCleanClone, shareWebBuild } from './helpers/clean-clone';
import { testDbKind } from './helpers/database';
import { freePort } from './helpers/free-port';

/**
 * The README's commands work from a clean clone of HEAD (helpers/clean-clone.ts). `npm start` serves the web build
 * `npm test` made of this same tree when there is one (the web build stage proves it builds): the server's build is
 * still made in the clone. The benches run at their smoke size in bench-smoke-1 and -2.test.ts (decision 207).
 */
let clone: CleanClone;
const npm: CleanClone['npm'] = (args, env) => clone.npm(args, env);
const scripts = () => clone.scripts();

describe.skipIf(testDbKind() === 'postgres')('README commands from a clean clone', () => {
  beforeAll(() => {
    clone = makeCleanClone();
    shareWebBuild(clone);
  });
  afterAll(() => clone?.remove());

  it('names only scripts that exist, and every file a script runs is committed', () => {
    const readme = readFileSync(join(clone.folder, 'README.md'), 'utf8');
    const named = new Set([...readme.matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1] as string));
    for (const name of named) expect(scripts(), `npm run ${name}`).toHaveProperty(name);
    for (const [name, command] of Object.entries(scripts())) {
      for (const match of command.matchAll(/(?:node|tsx)\s+(?:--import\s+tsx\s+)?([\w./-]+\.(?:mjs|js|ts))/g)) {
        expect(existsSync(join(clone.folder, match[1] as string)), `${name}: ${match[1]}`).toBe(true);
      }
    }
  });

  it('create-admin, backup and restore work on a fresh data folder', async () => {
    const created = await npm([
      'create-admin',
      '--',
      '--login',
      'spravce',
      '--name',
      'Eva',
      '--surname',
      'Nová',
      '--password',
      'bezpecne-heslo',
    ]);
    expect(created.output).toContain('Administrator "spravce" created');
    expect(created.code).toBe(0);
    const backup = await npm(['backup']);
    expect(backup.code, backup.output).toBe(0);
    const file = /Backup written to (\S+)/.exec(backup.output)?.[1] as string;
    expect(existsSync(file)).toBe(true);
    const restore = await npm(['restore', '--', file]);
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toContain('Restored');
  }, 600_000);

  it('npm start builds and serves the app; the created administrator logs in', async () => {
    const port = await freePort();
    const server: ChildProcess = spawn('npm', ['start'], {
      cwd: clone.folder,
      env: {
        ...process.env,
        DATA_DIR: clone.dataDir,
        SEED: 'none',
        DATABASE_URL: '',
        PORT: String(port),
        HOST: '127.0.0.1',
      },
      detached: true,
      stdio: 'ignore',
    });
    let hasExited = false;
    server.on('exit', () => {
      hasExited = true;
    });
    try {
      let health = 0;
      for (let waited = 0; waited < 540 && health !== 200 && !hasExited; waited += 1) {
        await new Promise((done) => setTimeout(done, 1000));
        health = await fetch(`http://127.0.0.1:${port}/health`).then(
          (response) => response.status,
          () => 0,
        );
      }
      expect(hasExited, 'npm start exited').toBe(false);
      expect(health).toBe(200);
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
      const client = new ApiClient(`http://127.0.0.1:${port}`);
      const login = await client.post('/v1/auth/login', { username: 'spravce', password: 'bezpecne-heslo' });
      expect(login.status).toBe(200);
    } finally {
      if (server.pid && !hasExited) process.kill(-server.pid, 'SIGTERM');
    }
  }, 600_000);

  it('every bench script is in exactly one smoke group; npm run test:bench knows them all and refuses another name', async () => {
    const benches = Object.keys(scripts()).filter((name) => name === 'bench' || name.startsWith('bench:'));
    expect(benches).toContain('bench:accountant');
    const grouped = [...BENCH_SMOKE_GROUPS.pglite.flat(), ...BENCH_SMOKE_GROUPS.postgres.flat()];
    expect([...grouped].sort()).toEqual([...benches].sort());
    const result = await npm(['test:bench', '--', 'bench:nothing']);
    expect(result.code).toBe(2);
    for (const name of benches) expect(result.output).toContain(name);
  });
});
