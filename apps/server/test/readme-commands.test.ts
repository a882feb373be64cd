import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './helpers/api-client';
import { testDbKind } from './helpers/database';

/**
 * The README's commands work from a clean clone: the committed tree at HEAD, without build output
 * or data, so a script that was never added to git fails here. node_modules is linked, not
 * installed (the workspace links point into the clone).
 */
const source = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
let clone: string;
let dataDir: string;

const linkNodeModules = () => {
  const target = join(clone, 'node_modules');
  mkdirSync(join(target, '@bo'), { recursive: true });
  for (const entry of readdirSync(join(source, 'node_modules'))) {
    if (entry !== '@bo') symlinkSync(join(source, 'node_modules', entry), join(target, entry));
  }
  const workspaces = { contract: 'packages/contract', server: 'apps/server', web: 'apps/web' };
  for (const [name, folder] of Object.entries(workspaces)) {
    symlinkSync(join(clone, folder), join(target, '@bo', name));
    // A workspace may hold packages of its own (a version that differs from the hoisted one).
    const own = join(source, folder, 'node_modules');
    if (existsSync(own)) symlinkSync(own, join(clone, folder, 'node_modules'));
  }
};

const npm = (args: string[], env: Record<string, string> = {}) =>
  new Promise<{ code: number | null; output: string }>((done) => {
    const child = spawn('npm', ['run', '--silent', ...args], {
      cwd: clone,
      env: { ...process.env, DATA_DIR: dataDir, SEED: 'none', DATABASE_URL: '', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (code) => done({ code, output }));
  });

const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });

const scripts = () => JSON.parse(readFileSync(join(clone, 'package.json'), 'utf8')).scripts as Record<string, string>;

beforeAll(() => {
  clone = mkdtempSync(join(tmpdir(), 'bo-clone-'));
  dataDir = join(clone, 'test-data');
  const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: source, encoding: 'utf8' }).trim();
  execFileSync('git', ['clone', '--quiet', '--no-checkout', source, clone]);
  execFileSync('git', ['checkout', '--quiet', head], { cwd: clone });
  linkNodeModules();
});
afterAll(() => rmSync(clone, { recursive: true, force: true }));

describe.skipIf(testDbKind() === 'postgres')('README commands from a clean clone', () => {
  it('names only scripts that exist, and every file a script runs is committed', () => {
    const readme = readFileSync(join(clone, 'README.md'), 'utf8');
    const named = new Set([...readme.matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1] as string));
    for (const name of named) expect(scripts(), `npm run ${name}`).toHaveProperty(name);
    for (const [name, command] of Object.entries(scripts())) {
      for (const match of command.matchAll(/(?:node|tsx)\s+(?:--import\s+tsx\s+)?([\w./-]+\.(?:mjs|js|ts))/g)) {
        expect(existsSync(join(clone, match[1] as string)), `${name}: ${match[1]}`).toBe(true);
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
      cwd: clone,
      env: { ...process.env, DATA_DIR: dataDir, SEED: 'none', DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1' },
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

  it('every bench script runs at its smoke size', async () => {
    const benches = Object.keys(scripts()).filter((name) => name === 'bench' || name.startsWith('bench:'));
    expect(benches.length).toBeGreaterThan(0);
    for (const name of benches) {
      const result = await npm([name], { BENCH_SMOKE: '1' });
      expect(result.code, `${name}: ${result.output.slice(-2000)}`).toBe(0);
    }
  }, 600_000);
});
