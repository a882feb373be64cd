// The customer list in a real browser: time from navigation (a reload) to the first row, time to apply a
// filter and to turn a page, and the longest main-thread task of each (PerformanceObserver 'longtask').
// Run: npm run bench:customer-list   (builds the web app; BENCH_NO_BUILD=1 measures the existing build;
// BENCH_ITERATIONS, default 7; BENCH_SMOKE=1 runs once). Copy the table into docs/performance.md.
import { performance } from 'node:perf_hooks';
import { type Browser, chromium, type Page } from 'playwright-core';
import { buildWeb, CHROMIUM, isSmoke, loginCookies, startWebServer } from './web-server';

type Sample = { ms: number; longestTaskMs: number };

declare global {
  interface Window {
    benchLongTasks: number[];
    benchMark: (test: () => boolean) => Promise<number>;
  }
}

/** Collects long tasks from the start of the page; benchMark resolves at the first DOM state that passes `test`. */
const instrument = () => {
  window.benchLongTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.benchLongTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  window.benchMark = (test) =>
    new Promise((done) => {
      if (test()) return done(performance.now());
      const observer = new MutationObserver(() => {
        if (!test()) return;
        observer.disconnect();
        done(performance.now());
      });
      observer.observe(document, { childList: true, subtree: true, attributes: true });
    });
};

const rowsSelector = 'table tbody tr[data-next-call-color]';

/** Long tasks are reported after they end: give the observer a moment, then take the longest so far. */
const longestTask = async (page: Page) => {
  await page.waitForTimeout(300);
  return page.evaluate(() => Math.max(0, ...window.benchLongTasks));
};

const firstRowAfterReload = async (page: Page, url: string): Promise<Sample> => {
  await page.goto(`${url}/cz/customers`, { waitUntil: 'commit' });
  const ms = await page.evaluate(
    (selector) => window.benchMark(() => document.querySelector(selector) !== null),
    rowsSelector,
  );
  return { ms, longestTaskMs: await longestTask(page) };
};

/** What the rows must show once an interaction has its answer. */
type Expected = { firstIdIsNot: string } | { allColored: string };

/** Clicks, then waits until the rows show the new answer (no longer dimmed as placeholder data). */
const timeInteraction = async (page: Page, act: () => Promise<void>, expected: Expected): Promise<Sample> => {
  await page.waitForTimeout(500);
  await page.evaluate(() => {
    window.benchLongTasks = [];
  });
  const start = await page.evaluate(() => performance.now());
  const settled = page.evaluate(
    ({ selector, expected }) =>
      window.benchMark(() => {
        const rows = [...document.querySelectorAll<HTMLTableRowElement>(selector)];
        if (rows.length === 0 || rows[0]?.parentElement?.style.opacity === '0.6') return false;
        return 'firstIdIsNot' in expected
          ? rows[0]?.cells[0]?.textContent !== expected.firstIdIsNot
          : rows.every((row) => row.dataset.nextCallColor === expected.allColored);
      }),
    { selector: rowsSelector, expected },
  );
  await act();
  const end = await settled;
  return { ms: end - start, longestTaskMs: await longestTask(page) };
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};

const measure = async (browser: Browser, url: string, iterations: number) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'cs-CZ' });
  await context.addCookies((await loginCookies(url)).map((cookie) => ({ ...cookie, url })));
  await context.addInitScript(instrument);
  const page = await context.newPage();
  await firstRowAfterReload(page, url); // warm: the browser cache holds the hashed files from here on
  const results: Record<string, Sample[]> = { 'first row after reload': [], 'apply a filter': [], 'next page': [] };
  for (let i = 0; i < iterations; i += 1) {
    results['first row after reload']?.push(await firstRowAfterReload(page, url));
    const firstId = await page.locator(rowsSelector).first().locator('td').first().textContent();
    results['next page']?.push(
      await timeInteraction(page, () => page.getByRole('button', { name: 'Další strana' }).click(), {
        firstIdIsNot: firstId ?? '',
      }),
    );
    results['apply a filter']?.push(
      await timeInteraction(
        page,
        async () => {
          await page.getByRole('checkbox', { name: 'Po termínu' }).check();
          await page.getByRole('button', { name: 'Hledat', exact: true }).click();
        },
        { allColored: '1' },
      ),
    );
    await page.getByRole('button', { name: 'Zrušit filtr' }).click();
    await page.waitForURL(/\/cz\/customers$/);
  }
  await context.close();
  return results;
};

const main = async () => {
  const iterations = isSmoke ? 1 : Number(process.env.BENCH_ITERATIONS ?? 7);
  const started = performance.now();
  buildWeb();
  const server = await startWebServer();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const results = await measure(browser, server.url, iterations);
    console.log(`\nCustomer list (demo data, 50 rows a page), ${iterations} runs, Chromium desktop 1366×768:\n`);
    console.log('| step | median | worst | longest task (median) | longest task (worst) |');
    console.log('|---|---:|---:|---:|---:|');
    for (const [step, samples] of Object.entries(results)) {
      const times = samples.map((sample) => sample.ms);
      const tasks = samples.map((sample) => sample.longestTaskMs);
      const ms = (value: number) => `${Math.round(value)} ms`;
      console.log(
        `| ${step} | ${ms(median(times))} | ${ms(Math.max(...times))} | ${ms(median(tasks))} | ${ms(Math.max(...tasks))} |`,
      );
    }
    console.log(
      `\n(took ${Math.round((performance.now() - started) / 1000)} s; a long task is one over 50 ms, 0 = none)`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
};

await main();
