#!/usr/bin/env node
// Browser tests: build the web app and, at the same time, one demo data folder (scripts/e2e-seed.ts:
// migrated and seeded once, docs/decisions/090); start N servers, each on its own copy of that folder,
// run Playwright as N shards (one per server, in parallel), stop the servers. E2E_SHARDS sets N: 2 for the whole suite, 1 when
// given a spec file or a -g pattern. E2E_PORT is the first server's port; the others take free ports.
// With PLAYWRIGHT_JSON_OUTPUT_NAME set, the shards' JSON reports are merged into that one file.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const SHARDS = Math.max(1, Number(process.env.E2E_SHARDS ?? (args.length > 0 ? 1 : 2)));
const FIRST_PORT = Number(process.env.E2E_PORT ?? '4310');
const HEALTH_TIMEOUT_MS = 300_000; // servers starting side by side on a busy machine
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const jsonReport = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;

// A fresh embedded database every run, whatever the shell points DATABASE_URL at.
const { DATABASE_URL: _ignored, ...inherited } = process.env;

/** Runs a command to its end; resolves with its exit code. */
const run = (command, commandArgs, env = process.env) =>
  new Promise((done) => {
    const child = spawn(command, commandArgs, { cwd: root, stdio: 'inherit', env });
    child.on('exit', (code) => done(code ?? 1));
  });

// The web build and the demo data folder side by side: the build waits on its bundler, the seed on
// the database, and each shard's server then starts on a copy instead of seeding by itself.
const template = mkdtempSync(join(tmpdir(), 'bo-e2e-tpl-'));
// `npm test` builds the web app once before its stages (BO_WEB_BUILT=1): no second build of the same tree.
const isBuilt = process.env.BO_WEB_BUILT === '1' && existsSync(join(root, 'apps/web/dist/index.html'));
const [buildCode, seedCode] = await Promise.all([
  isBuilt ? Promise.resolve(0) : run(npm, ['run', 'build', '-w', '@bo/web']),
  run(process.execPath, ['--import', 'tsx', 'scripts/e2e-seed.ts', template], inherited),
]);
if (buildCode !== 0 || seedCode !== 0) {
  rmSync(template, { recursive: true, force: true });
  if (seedCode !== 0) console.error('e2e: seeding the demo data folder failed');
  process.exit(buildCode || seedCode);
}

/** Lines of a child's output, prefixed with its shard when several run at once. */
const pipe = (stream, target, prefix) => {
  let rest = '';
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) target.write(`${prefix}${line}\n`);
  });
  stream.on('end', () => rest && target.write(`${prefix}${rest}\n`));
};

// The company register ARES answered from recorded answers (apps/server/test/helpers/ares-server.ts): no internet in tests.
register();
const { startAresStandIn } = await import('../apps/server/test/helpers/ares-server.ts');
const { freePort } = await import('../apps/server/test/helpers/free-port.ts');
const ares = await startAresStandIn();
// and a Peppol service provider that accepts and delivers every e-invoice (apps/server/test/helpers/peppol-provider.ts)
const { startPeppolStandIn } = await import('../apps/server/test/helpers/peppol-provider.ts');
const peppol = await startPeppolStandIn();

const startServer = async (index) => {
  const port = index === 0 ? FIRST_PORT : await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bo-e2e-'));
  cpSync(template, dataDir, { recursive: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...inherited,
      DATA_DIR: dataDir,
      PORT: String(port),
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      ARES_URL: ares.baseUrl,
      PEPPOL_PROVIDER_URL: peppol.baseUrl,
      PEPPOL_PROVIDER_TOKEN: peppol.token,
      // the browser tests run the outbox themselves (POST /v1/e-invoices/run)
      E_INVOICE_SCHEDULE: 'off',
    },
  });
  const prefix = SHARDS > 1 ? `[server ${index + 1}] ` : '';
  pipe(child.stdout, process.stdout, prefix);
  pipe(child.stderr, process.stderr, prefix);
  const server = { index, port, dataDir, child, baseUrl: `http://127.0.0.1:${port}`, hasExited: false };
  server.exited = new Promise((done) => {
    child.on('exit', () => {
      server.hasExited = true;
      done();
    });
  });
  return server;
};

const stopServer = async (server) => {
  if (!server.hasExited) {
    server.child.kill('SIGTERM');
    const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
    await server.exited;
    clearTimeout(timer);
  }
  rmSync(server.dataDir, { recursive: true, force: true });
};

const waitForHealth = async (server) => {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.hasExited) throw new Error(`server ${server.index + 1} exited before it was ready`);
    try {
      const response = await fetch(`${server.baseUrl}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 300));
  }
  throw new Error(`the server did not answer ${server.baseUrl}/health within ${HEALTH_TIMEOUT_MS / 1000} s`);
};

const shardReport = (index) => (jsonReport ? `${jsonReport}.shard-${index + 1}.json` : undefined);

const runShard = (server) =>
  new Promise((done) => {
    const shardArgs = SHARDS > 1 ? [`--shard=${server.index + 1}/${SHARDS}`] : [];
    const report = shardReport(server.index);
    const tests = spawn(npx, ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', ...shardArgs, ...args], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        BASE_URL: server.baseUrl,
        // the server's data folder: browser tests read the e-mails it wrote to the outbox there
        E2E_DATA_DIR: server.dataDir,
        // each shard its own artifacts folder: Playwright empties it when it starts
        E2E_OUTPUT_DIR: SHARDS > 1 ? `../../test-results/e2e-shard-${server.index + 1}` : '',
        ...(report ? { PLAYWRIGHT_JSON_OUTPUT_NAME: report } : {}),
      },
    });
    const prefix = SHARDS > 1 ? `[shard ${server.index + 1}] ` : '';
    pipe(tests.stdout, process.stdout, prefix);
    pipe(tests.stderr, process.stderr, prefix);
    tests.on('exit', (code) => done(code ?? 1));
  });

/** One JSON report of all shards: their suites side by side, their counts added. */
const mergeReports = () => {
  if (!jsonReport) return;
  const merged = { suites: [], errors: [], stats: { expected: 0, unexpected: 0, skipped: 0, flaky: 0, duration: 0 } };
  for (let index = 0; index < SHARDS; index += 1) {
    const file = shardReport(index);
    if (!existsSync(file)) {
      merged.stats.unexpected += 1;
      merged.errors.push({ message: `shard ${index + 1} wrote no report` });
      continue;
    }
    const report = JSON.parse(readFileSync(file, 'utf8'));
    merged.config ??= report.config;
    merged.suites.push(...(report.suites ?? []));
    merged.errors.push(...(report.errors ?? []));
    for (const key of ['expected', 'unexpected', 'skipped', 'flaky']) merged.stats[key] += report.stats?.[key] ?? 0;
    merged.stats.duration = Math.max(merged.stats.duration, report.stats?.duration ?? 0);
    rmSync(file, { force: true });
  }
  writeFileSync(jsonReport, JSON.stringify(merged));
};

const servers = [];
const stopAll = () => Promise.all([...servers.map(stopServer), ares.close(), peppol.close()]);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll().finally(() => {
      rmSync(template, { recursive: true, force: true });
      process.exit(130);
    });
  });
}

let exitCode = 1;
try {
  for (let index = 0; index < SHARDS; index += 1) servers.push(await startServer(index));
  await Promise.all(servers.map(waitForHealth));
  const codes = await Promise.all(servers.map(runShard));
  exitCode = codes.every((code) => code === 0) ? 0 : 1;
  mergeReports();
} catch (error) {
  console.error(`e2e: ${error instanceof Error ? error.message : error}`);
} finally {
  await stopAll();
  rmSync(template, { recursive: true, force: true });
}
process.exit(exitCode);
