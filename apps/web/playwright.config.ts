import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests against a running server (scripts/e2e.mjs starts one per shard and sets BASE_URL;
 * each shard runs in its own Playwright process with its own artifacts folder, E2E_OUTPUT_DIR).
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  workers: 1,
  retries: 0,
  // `npm test` asks for a JSON report too (PLAYWRIGHT_JSON_OUTPUT_NAME) to print one summary line.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  // Each page load, route change and opened dialog or list also runs axe (e2e/fixtures.ts).
  timeout: 60_000,
  // axe holds the page for seconds on a long list while a route's check runs (e2e/fixtures.ts).
  expect: { timeout: 15_000 },
  outputDir: process.env.E2E_OUTPUT_DIR || '../../test-results/e2e',
  use: {
    baseURL: process.env.BASE_URL ?? 'http://127.0.0.1:4310',
    locale: 'cs-CZ',
    timezoneId: 'Europe/Prague',
    viewport: { width: 1366, height: 768 },
    // The theme honours reduced motion: no fading text for axe's contrast check to catch half-way.
    reducedMotion: 'reduce',
    // The service worker (the phone app's offline mode) is tested in driver-phone.spec.ts, which allows it;
    // elsewhere it would precache the whole build in the middle of each test.
    serviceWorkers: 'block',
    // A trace records a screencast and DOM snapshots of every step: a third of a test's CPU on the
    // 2-core CI machine, whose log is all one reads there. E2E_TRACE=retain-on-failure keeps them locally.
    trace: (process.env.E2E_TRACE as 'retain-on-failure' | undefined) ?? 'off',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1366, height: 768 },
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-dev-shm-usage',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
});
