// Lighthouse (desktop and mobile presets) on the login page and on the customer list of a logged-in
// operator, against the production build on a real server: the four category scores and FCP, LCP, TBT, CLS.
// Run: npm run bench:lighthouse   (builds the web app; BENCH_NO_BUILD=1 measures the existing build;
// BENCH_SMOKE=1 runs the login page on desktop only). Copy the table into docs/performance.md.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { buildWeb, CHROMIUM, isSmoke, loginCookies, startWebServer } from './web-server';

type Run = { page: string; path: string; formFactor: 'desktop' | 'mobile'; isLoggedIn: boolean };

const runs: Run[] = [
  { page: 'login', path: '/login', formFactor: 'desktop', isLoggedIn: false },
  { page: 'login', path: '/login', formFactor: 'mobile', isLoggedIn: false },
  { page: 'customer list', path: '/cz/customers', formFactor: 'desktop', isLoggedIn: true },
  { page: 'customer list', path: '/cz/customers', formFactor: 'mobile', isLoggedIn: true },
];

// LIGHTHOUSE_ONLY="customer list mobile" (any words of page and form factor) measures only the matching runs.
const only = process.env.LIGHTHOUSE_ONLY?.toLowerCase();
const isChosen = (run: Run) => !only || `${run.page} ${run.formFactor}`.includes(only);

const DEBUG_PORT = Number(process.env.BENCH_CHROME_PORT ?? 9333);

/** A headless Chromium that Lighthouse drives over its debugging port. */
const startChromium = async () => {
  const profile = mkdtempSync(join(tmpdir(), 'bo-bench-chromium-'));
  const chromium: ChildProcess = spawn(
    CHROMIUM,
    [
      '--headless=new',
      `--remote-debugging-port=${DEBUG_PORT}`,
      `--user-data-dir=${profile}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${DEBUG_PORT}/json/version`)).ok) break;
    } catch {
      if (Date.now() > deadline) throw new Error(`Chromium did not open port ${DEBUG_PORT}`);
      await new Promise((done) => setTimeout(done, 200));
    }
  }
  return async () => {
    // Chromium writes its profile until it has exited: wait for that (at most 10 s) before removing it.
    const exited = new Promise((done) => chromium.once('exit', done));
    chromium.kill('SIGTERM');
    await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 250 });
    } catch {
      // a leftover temporary profile is harmless
    }
  };
};

/** Sends DevTools protocol commands, one after another, to the browser's first tab, then lets go of it. */
const devtools = async (commands: { method: string; params?: Record<string, unknown> }[]) => {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${DEBUG_PORT}`);
  try {
    const [context] = browser.contexts();
    const tab = context?.pages()[0];
    if (!context || !tab) throw new Error('Chromium has no tab to prepare');
    const session = await context.newCDPSession(tab);
    for (const command of commands) await session.send(command.method as any, command.params);
    await session.detach();
  } finally {
    // connected, not launched: this only disconnects, Chromium and its tab stay for Lighthouse
    await browser.close();
  }
};

/**
 * A logged-in page needs its cookies in the browser itself: the app reads the readable session hint from
 * `document.cookie` before it asks for the session (decision 040), and a Cookie header added to each request
 * would leave it logged out. Lighthouse's own storage reset would delete the cookies, so for these runs the
 * bench resets what Lighthouse would (HTTP cache, the origin's storage and service worker) and then sets
 * the operator's cookies.
 */
const prepareLoggedIn = (url: string, cookies: { name: string; value: string }[]) =>
  devtools([
    { method: 'Network.enable' },
    { method: 'Network.clearBrowserCache' },
    { method: 'Storage.clearDataForOrigin', params: { origin: new URL(url).origin, storageTypes: 'all' } },
    ...cookies.map((cookie) => ({ method: 'Network.setCookie', params: { ...cookie, url, path: '/' } })),
  ]);

const score = (value: number | null | undefined) => (value == null ? '–' : String(Math.round(value * 100)));
const seconds = (ms: number | undefined) => (ms === undefined ? '–' : `${(ms / 1000).toFixed(1)} s`);

const main = async () => {
  buildWeb();
  const server = await startWebServer();
  const stopChromium = await startChromium();
  const rows: string[] = [];
  const findings: string[] = [];
  try {
    const cookies = await loginCookies(server.url);
    for (const run of isSmoke ? runs.slice(0, 1) : runs.filter(isChosen)) {
      if (run.isLoggedIn) await prepareLoggedIn(server.url, cookies);
      const result = await lighthouse(
        `${server.url}${run.path}`,
        {
          port: DEBUG_PORT,
          output: 'json',
          logLevel: 'error',
          disableStorageReset: run.isLoggedIn,
        },
        run.formFactor === 'desktop' ? desktopConfig : undefined,
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${run.path}`);
      // A run that ends elsewhere (a logged-in page sent to the login) measured the wrong page.
      const landed = new URL(result.lhr.finalDisplayedUrl).pathname;
      if (landed !== run.path) throw new Error(`Lighthouse measured ${landed} instead of ${run.path}`);
      // LIGHTHOUSE_REPORTS=<folder> keeps each whole report (open it in the Lighthouse viewer) to see why.
      if (process.env.LIGHTHOUSE_REPORTS) {
        mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
        const name = `${run.page.replaceAll(' ', '-')}-${run.formFactor}.json`;
        writeFileSync(join(process.env.LIGHTHOUSE_REPORTS, name), JSON.stringify(result.lhr));
      }
      const { categories, audits } = result.lhr;
      const metric = (id: string) => audits[id]?.numericValue;
      // unused JavaScript of the login page under 100 KB (what Lighthouse estimates would not be
      // downloaded if only the code this page runs were sent; transferred bytes).
      const unused = (audits['unused-javascript']?.details as { overallSavingsBytes?: number } | undefined)
        ?.overallSavingsBytes;
      rows.push(
        `| ${run.page} | ${run.formFactor} | ${score(categories.performance?.score)} | ${score(categories.accessibility?.score)} | ${score(categories['best-practices']?.score)} | ${score(categories.seo?.score)} | ${seconds(metric('first-contentful-paint'))} | ${seconds(metric('largest-contentful-paint'))} | ${Math.round(metric('total-blocking-time') ?? 0)} ms | ${(metric('cumulative-layout-shift') ?? 0).toFixed(3)} | ${unused === undefined ? '–' : `${(unused / 1024).toFixed(1)} KB`} |`,
      );
      // What keeps a score below 100: best-practice audits that failed, and the performance audits
      // Lighthouse scores lowest (with their estimated saving), so a regression names its cause.
      const failing = (category: string, limit: number) =>
        (categories[category]?.auditRefs ?? [])
          .map((ref) => audits[ref.id])
          .filter(
            (audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative',
          )
          .sort((a, b) => (a?.score ?? 0) - (b?.score ?? 0))
          .slice(0, limit)
          .map(
            (audit) => `${audit?.id} ${score(audit?.score)}${audit?.displayValue ? ` (${audit.displayValue})` : ''}`,
          );
      findings.push(
        `${run.page} (${run.formFactor}): best practices: ${failing('best-practices', 5).join(', ') || 'all passed'}; performance: ${failing('performance', 6).join(', ') || 'all passed'}`,
      );
      console.log(`measured ${run.page} (${run.formFactor})`);
    }
  } finally {
    await stopChromium();
    await server.stop();
  }
  console.log(
    '\n| page | form factor | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | unused JS |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) console.log(row);
  console.log('\nAudits below 100 (lowest first):\n');
  for (const finding of findings) console.log(`- ${finding}`);
};

await main();
