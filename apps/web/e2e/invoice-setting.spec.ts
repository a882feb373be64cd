import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { heading, login, mainNav } from './helpers';

const field = (page: Page) => page.getByLabel('Splatnost faktur (počet dní)');
const save = (page: Page) => page.getByRole('button', { name: 'Uložit' });

const openInvoiceSetting = async (page: Page) => {
  await login(page, 'admin', { to: '/cz/settings/invoice' });
  await expect(heading(page, 'Nastavení faktur')).toBeVisible();
  await expect(field(page)).toBeVisible();
};

test('a new value is saved, confirmed and kept after reload; the failed try’s banner goes with the success', async ({
  page,
}) => {
  await openInvoiceSetting(page);
  const next = String(((Number(await field(page).inputValue()) + 7) % 300) + 1);
  await field(page).fill(next);
  // the first try fails on the server's side: its banner stands until the same save succeeds (issue 25)
  await page.route(
    '**/v1/configuration',
    (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ error: { message: 'error.internal' } }),
          })
        : route.continue(),
    { times: 1 },
  );
  await save(page).click();
  const failure = page.getByRole('alert').filter({ hasText: 'Nastala neočekávaná chyba.' });
  await expect(failure).toBeVisible();
  await save(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Nastavení bylo uloženo.' })).toBeVisible();
  await expect(failure).toBeHidden();
  await page.reload();
  await expect(field(page)).toHaveValue(next);
});

test('the loading message shows while the configuration loads', async ({ page }) => {
  await login(page, 'admin');
  await page.route('**/v1/configuration', async (route) => {
    // long enough for the banner, which waits 300 ms before it shows (a quicker load shows none)
    await new Promise((done) => setTimeout(done, 1500));
    await route.continue();
  });
  await page.goto('/cz/settings/invoice');
  const loading = page.getByText('Načítám nastavení…');
  await expect(loading).toBeVisible();
  await expect(field(page)).toBeVisible();
  // the message goes with the data it announced, not most of a second later (issue 25)
  await expect(loading).toBeHidden({ timeout: 250 });
});

for (const { value, message } of [
  { value: '-1', message: 'Hodnota je příliš malá.' },
  { value: '1000', message: 'Hodnota je příliš velká.' },
  { value: '', message: 'Toto pole je povinné.' },
]) {
  test(`the value "${value}" is refused on the field without a call`, async ({ page }) => {
    await openInvoiceSetting(page);
    let patches = 0;
    page.on('request', (request) => {
      if (request.method() === 'PATCH') patches += 1;
    });
    await field(page).fill(value);
    await save(page).click();
    await expect(page.getByText(message)).toBeVisible();
    await expect(field(page)).toHaveAttribute('aria-invalid', 'true');
    expect(patches).toBe(0);
  });
}

test('a server field error shows on the field and editing clears it', async ({ page }) => {
  await openInvoiceSetting(page);
  await page.route('**/v1/configuration', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            error: { message: 'error.validation_failed', detail: { fields: { maturityOverdueDays: 'not_found' } } },
          }),
        })
      : route.continue(),
  );
  await field(page).fill('30');
  await save(page).click();
  await expect(page.getByText('Záznam neexistuje.')).toBeVisible();
  await field(page).fill('31');
  await expect(page.getByText('Záznam neexistuje.')).toBeHidden();
});

test('every call carries the page headers and the anti-forgery token', async ({ page, context }) => {
  await openInvoiceSetting(page);
  const patch = page.waitForRequest((request) => request.method() === 'PATCH');
  await field(page).fill('21');
  await save(page).click();
  const headers = (await patch).headers();
  const cookie = (await context.cookies()).find((item) => item.name === 'XSRF-TOKEN');
  expect(headers['x-xsrf-token']).toBe(cookie?.value);
  expect(headers['x-country']).toBe('cz');
  expect(headers['x-fe-route-name']).toBe('invoice-setting');
  expect(headers['x-page-uri']).toBe('/cz/settings/invoice');
  expect(headers['x-fe-page-uuid']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(headers['accept-language']).toBe('cs');
});

test('a route change is cancelled while a save is in progress', async ({ page }) => {
  await openInvoiceSetting(page);
  await page.route('**/v1/configuration', async (route) => {
    if (route.request().method() === 'PATCH') await new Promise((done) => setTimeout(done, 1500));
    await route.continue();
  });
  await field(page).fill('45');
  await save(page).click();
  await mainNav(page).getByRole('link', { name: 'Kalendář' }).click();
  await expect(page.getByText('Probíhá ukládání, počkejte prosím.')).toBeVisible();
  await expect(page).toHaveURL('/cz/settings/invoice');
  await expect(page.getByText('Nastavení bylo uloženo.')).toBeVisible();
  await mainNav(page).getByRole('link', { name: 'Kalendář' }).click();
  await expect(page).toHaveURL('/cz/calendar');
  await expect(page.getByText('Nastavení bylo uloženo.')).toBeHidden();
});

test('a response from a newer build shows the new-version warning with a reload action', async ({ page }) => {
  await openInvoiceSetting(page);
  await page.route('**/v1/configuration', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'x-app-hash': 'a-newer-build' } });
  });
  await field(page).fill('20');
  await save(page).click();
  const warning = page.getByRole('alert').filter({ hasText: 'Je k dispozici nová verze aplikace.' });
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('button', { name: 'Obnovit' })).toBeVisible();
  await mainNav(page).getByRole('link', { name: 'Kalendář' }).click();
  await expect(warning).toBeVisible();
});
