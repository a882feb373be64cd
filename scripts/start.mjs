// `npm start`: builds what is missing or stale, then runs the server (migrations and seed run at its start).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_ENV_DEFAULTS, SERVER_NODE_FLAGS } from './server-flags.mjs';

const root = new URL('..', import.meta.url).pathname;

const newest = (dir) => {
  let time = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    time = Math.max(time, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return time;
};
const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const run = (args) => {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const contract = newest(join(root, 'packages/contract/src'));
const webBuilt = mtime(join(root, 'apps/web/dist/index.html'));
if (webBuilt < Math.max(contract, newest(join(root, 'apps/web/src')), mtime(join(root, 'apps/web/index.html')))) {
  console.log('Building the web app…');
  run(['run', 'build', '-w', '@bo/web']);
}
const serverBuilt = mtime(join(root, 'apps/server/dist/server.js'));
if (serverBuilt < Math.max(contract, newest(join(root, 'apps/server/src')))) {
  console.log('Building the server…');
  run(['run', 'build', '-w', '@bo/server']);
}

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, 'apps/server/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...SERVER_ENV_DEFAULTS, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
