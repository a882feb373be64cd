#!/usr/bin/env node
// `npm run test:bench`: every bench script of package.json (`bench`, `bench:…`) at its smoke size (BENCH_SMOKE=1), one
// after another in this checkout, each one's time and result, the failed ones' last output. A smoke run proves a bench
// still runs; its figures mean nothing. `npm run test:bench -- bench:ubl bench:fuzz` runs only those. `npm test` runs
// it in four groups, each bench on one engine (BENCH_ONLY; apps/server/test/helpers/bench-smoke.ts, decision 207);
// alone it runs each bench on both.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const scripts = Object.keys(JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).scripts);
const benches = scripts.filter((name) => name === 'bench' || name.startsWith('bench:'));
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !benches.includes(name));
if (unknown.length > 0) {
  console.error(`No such bench script: ${unknown.join(', ')} (there are: ${benches.join(', ')})`);
  process.exit(2);
}

/** Runs one script to its end; resolves with its exit code and its output (stdout and stderr in order). */
const runScript = (name) =>
  new Promise((done) => {
    const child = spawn('npm', ['run', '--silent', name], {
      cwd: root,
      env: { ...process.env, BENCH_SMOKE: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk) => {
      output += chunk;
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('exit', (code) => done({ code: code ?? 1, output }));
  });

const failed = [];
const started = Date.now();
for (const name of chosen.length > 0 ? chosen : benches) {
  const benchStart = Date.now();
  const { code, output } = await runScript(name);
  const seconds = ((Date.now() - benchStart) / 1000).toFixed(1);
  console.log(`${code === 0 ? '✓' : '✗'} ${name.padEnd(22)} ${seconds.padStart(6)} s`);
  if (code !== 0) {
    failed.push(name);
    console.log(output.slice(-3000).replace(/^/gm, '    '));
  }
}
const total = Math.round((Date.now() - started) / 1000);
console.log(
  `\n${failed.length === 0 ? 'every bench ran' : `failed: ${failed.join(', ')}`} (${Math.floor(total / 60)} min ${total % 60} s)`,
);
process.exit(failed.length === 0 ? 0 : 1);
