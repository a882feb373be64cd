import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { login, mainNav } from './helpers';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The build compresses text files from this size on (apps/web/vite-plugins/precompress.ts). */
const MIN_COMPRESSED_BYTES = 1024;

/** Every hashed build file the page downloads while `act` runs. */
const assetsLoadedBy = async (page: Page, act: () => Promise<void>) => {
  const urls = new Set<string>();
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/assets/')) urls.add(response.url());
  });
  await act();
  await page.waitForLoadState('networkidle');
  return [...urls];
};

test('each hashed file comes precompressed (brotli, else gzip) and cached for a year; the page shell revalidates', async ({
  page,
}) => {
  const urls = await assetsLoadedBy(page, async () => {
    await page.goto('/login');
    await login(page, 'operator', { to: '/cz/customers' });
    await expect(page.getByRole('table', { name: 'Zákazníci' }).locator('tbody tr')).toHaveCount(50);
  });
  expect(urls.some((url) => url.endsWith('.js'))).toBe(true);
  expect(urls.some((url) => url.endsWith('.css'))).toBe(true);

  for (const url of urls) {
    const plain = await page.request.get(url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.status(), url).toBe(200);
    expect(plain.headers()['cache-control'], url).toBe(IMMUTABLE);
    const isCompressed = (await plain.body()).length >= MIN_COMPRESSED_BYTES;
    for (const encoding of ['br', 'gzip'] as const) {
      const accept = encoding === 'br' ? 'gzip, deflate, br' : 'gzip, deflate';
      const response = await page.request.get(url, { headers: { 'accept-encoding': accept } });
      const headers = response.headers();
      expect(headers['cache-control'], url).toBe(IMMUTABLE);
      expect(headers.vary?.toLowerCase(), url).toContain('accept-encoding');
      expect(headers['content-encoding'], `${url} for ${accept}`).toBe(isCompressed ? encoding : undefined);
      // The client decodes it: the same file as the uncompressed one.
      expect((await response.body()).equals(await plain.body()), url).toBe(true);
    }
  }

  for (const path of ['/login', '/cz/customers']) {
    const shell = await page.request.get(path);
    expect(shell.headers()['content-type'], path).toContain('text/html');
    expect(shell.headers()['cache-control'], path).toBe('no-cache');
  }
});

test('the server sends this build’s hash: no new-version warning, unless the hash differs', async ({ page }) => {
  await login(page, 'operator', { to: '/cz/customers' });
  await mainNav(page).getByRole('link', { name: 'Mapa' }).click();
  await mainNav(page).getByRole('link', { name: 'Zákazníci' }).click();
  await expect(page.getByRole('table', { name: 'Zákazníci' })).toBeVisible();
  await expect(page.getByText('Je k dispozici nová verze aplikace.', { exact: false })).toHaveCount(0);

  // The same answer from a server of another build.
  await page.route('**/v1/customers?**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'x-app-hash': 'ffffffffffff' },
      body: JSON.stringify({ customers: [], pagination: { page: 1, pageCount: 0, totalCount: 0 } }),
    }),
  );
  await page.getByRole('searchbox', { name: 'Hledat' }).fill('x');
  await page.getByRole('searchbox', { name: 'Hledat' }).press('Enter');
  await expect(page.getByText('Je k dispozici nová verze aplikace.', { exact: false })).toBeVisible();
});
