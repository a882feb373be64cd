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
  timeout: 30_000,
  expect: { timeout: 7_000 },
  outputDir: process.env.E2E_OUTPUT_DIR || '../../test-results/e2e',
  use: {
    baseURL: process.env.BASE_URL ?? 'http://127.0.0.1:4310',
    locale: 'cs-CZ',
    timezoneId: 'Europe/Prague',
    viewport: { width: 1366, height: 768 },
    trace: 'retain-on-failure',
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
