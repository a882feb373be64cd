import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A clean clone of the committed tree at HEAD, without build output or data, so a script that was
 * never added to git fails in it. node_modules is linked, not installed (the workspace links point
 * into the clone).
 */
export type CleanClone = {
  folder: string;
  dataDir: string;
  /** `npm run --silent …` in the clone on its own data folder and the embedded database. */
  npm: (args: string[], env?: Record<string, string>) => Promise<{ code: number | null; output: string }>;
  scripts: () => Record<string, string>;
  remove: () => void;
};

const source = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

const linkNodeModules = (clone: string) => {
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

export const makeCleanClone = (): CleanClone => {
  const folder = mkdtempSync(join(tmpdir(), 'bo-clone-'));
  const dataDir = join(folder, 'test-data');
  const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: source, encoding: 'utf8' }).trim();
  execFileSync('git', ['clone', '--quiet', '--no-checkout', source, folder]);
  execFileSync('git', ['checkout', '--quiet', head], { cwd: folder });
  linkNodeModules(folder);
  const npm = (args: string[], env: Record<string, string> = {}) =>
    new Promise<{ code: number | null; output: string }>((done) => {
      const child = spawn('npm', ['run', '--silent', ...args], {
        cwd: folder,
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
  return {
    folder,
    dataDir,
    npm,
    scripts: () => JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')).scripts as Record<string, string>,
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
};

/**
 * `npm test` built the web app before its stages (BO_WEB_BUILT=1, scripts/test.mjs): when the checkout has no
 * uncommitted change, the clone holds the same tree, so it takes that build instead of building it again (the copy is
 * newer than the clone's sources, so `npm start` does not build it either).
 * Returns whether it did.
 */
export const shareWebBuild = (clone: CleanClone) => {
  const built = join(source, 'apps/web/dist');
  if (process.env.BO_WEB_BUILT !== '1' || !existsSync(join(built, 'index.html'))) return false;
  const changes = execFileSync('git', ['status', '--porcelain'], {
    cwd: source,
    encoding: 'utf8',
  });
  if (changes.trim() !== '') return false;
  cpSync(built, join(clone.folder, 'apps/web/dist'), { recursive: true });
  return true;
};
