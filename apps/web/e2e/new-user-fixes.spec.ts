import { expect, type Page, test } from '@playwright/test';
import { alert, createCustomer, uniqueWord } from './customers-helpers';
import { heading, login, mainNav } from './helpers';

const delivery = (page: Page) => page.getByRole('region', { name: 'Doručovací adresa' });
const billing = (page: Page) => page.getByRole('region', { name: 'Fakturační adresa' });
const floating = (page: Page) => page.locator('[data-flash-floating]');

// Several screens per test on a machine shared with other test runs.
test.describe.configure({ timeout: 60_000 });

test('loads share one banner that floats over the page; a success closes by itself', async ({ page }) => {
  await login(page, 'admin', { to: '/cz/customers/new/detail' });
  const company = `Flash ${uniqueWord()} s.r.o.`;
  await delivery(page).getByRole('textbox', { name: 'Firma', exact: true }).fill(company);
  await billing(page).getByRole('textbox', { name: 'Firma', exact: true }).fill(company);
  const form = page.getByRole('form', { name: 'Údaje zákazníka' });
  await page.getByRole('button', { name: 'Uložit', exact: true }).click();
  await expect(alert(page, 'Zákazník byl uložen.')).toBeVisible();
  // Customer, contacts and GPS load at once after the save: one loading banner at most.
  for (let sample = 0; sample < 10; sample += 1) {
    expect(await page.getByRole('alert').filter({ hasText: 'Načítám' }).count()).toBeLessThanOrEqual(1);
    await page.waitForTimeout(50);
  }
  // The banner floats: the page below starts where it started without it. The saved customer's contacts and GPS
  // sections appear above the form once they have loaded; the form's place is measured after that.
  await expect(page.getByRole('region', { name: 'Kontaktní osoby' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'GPS souřadnice' })).toBeVisible();
  const top = (await form.boundingBox())?.y;
  await expect(floating(page).getByText('Zákazník byl uložen.')).toBeVisible();
  await expect(alert(page, 'Zákazník byl uložen.')).toHaveCount(0, { timeout: 8000 });
  expect((await form.boundingBox())?.y).toBe(top);
});

test('a failed load shows the flash messages of the error body for at least a second', async ({ page }) => {
  await login(page, 'operator');
  await page.route('**/v1/customers?**', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { message: 'error.internal' },
        flashMessages: [{ message: 'error.internal', severity: 'error' }],
      }),
    }),
  );
  await page.goto('/cz/customers?search=x');
  const error = page.getByRole('alert').and(page.locator('[data-severity="error"]'));
  await expect(error).toHaveCount(1);
  await page.waitForTimeout(900);
  await expect(error).toHaveCount(1);
});

test('Escape or a link on a form with unsaved edits asks before dropping them', async ({ page }) => {
  await login(page, 'admin', { to: '/cz/settings/products' });
  await page.getByRole('link', { name: 'KON-3', exact: true }).click();
  const dialog = page.getByRole('dialog').filter({ has: page.locator('form') });
  const name = dialog.getByRole('textbox', { name: 'Název', exact: true });
  await name.fill('Kontejner upravený');
  await page.keyboard.press('Escape');
  const question = page.getByRole('dialog', { name: 'Potvrzení' });
  await expect(question).toContainText('Máte neuložené změny');
  await question.getByRole('button', { name: 'Zrušit' }).click();
  await expect(name).toHaveValue('Kontejner upravený');
  await expect(page).toHaveURL(/\/settings\/products\/\d+$/);
  await page.keyboard.press('Escape');
  await question.getByRole('button', { name: 'Zahodit změny' }).click();
  await expect(page).toHaveURL(/\/settings\/products$/);

  // A link away from a page form with unsaved edits asks too.
  const customerId = await createCustomer(page, `Odchod ${uniqueWord()}`);
  await page.goto(`/cz/customers/${customerId}/detail`);
  await delivery(page).getByRole('textbox', { name: 'Ulice', exact: true }).fill('Nová ulice');
  await mainNav(page).getByRole('link', { name: 'Zákazníci' }).click();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Zrušit' }).click();
  await expect(page).toHaveURL(/\/detail$/);
  await mainNav(page).getByRole('link', { name: 'Zákazníci' }).click();
  await question.getByRole('button', { name: 'Zahodit změny' }).click();
  await expect(page).toHaveURL(/\/cz\/customers(\?|$)/);

  // Unchanged forms close without a question.
  await page.goto('/cz/settings/products');
  await page.getByRole('link', { name: 'KON-3', exact: true }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/settings\/products$/);
  await expect(question).toHaveCount(0);
});

test('a page past the end goes to the last page; a page change scrolls to the top', async ({ page }) => {
  await login(page, 'operator', { to: '/cz/customers?page=99' });
  await expect(page).toHaveURL(/page=(\d)$/);
  const last = Number(new URL(page.url()).searchParams.get('page'));
  expect(last).toBeGreaterThan(1);
  await expect(page.getByRole('table', { name: 'Zákazníci' }).locator('tbody tr').first()).toBeVisible();
  await expect(page.getByRole('button', { name: `Strana ${last}` })).toHaveAttribute('aria-current', 'page');

  await page.goto('/cz/customers');
  const pages = page.getByRole('navigation', { name: 'Stránkování' });
  await pages.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(50);
  await pages.getByRole('button', { name: 'Strana 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a driver cannot open the new-customer form', async ({ page }) => {
  await login(page, 'driver', { to: '/cz/customers/new/detail' });
  await expect(heading(page, 'Stránka nenalezena')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Údaje zákazníka' })).toHaveCount(0);
});

test('product search ignores accents; an empty result says nothing matches the filter', async ({ page }) => {
  await login(page, 'admin', { to: '/cz/settings/products' });
  const search = page.getByRole('searchbox', { name: 'Hledat podle kódu nebo názvu' });
  await search.fill('pronajem a odvoz');
  const rows = page.getByRole('table', { name: 'Produkty' }).locator('tbody tr');
  await expect(rows.first()).toContainText('pronájem a odvoz');
  await search.fill(`zzz${uniqueWord()}`);
  await expect(alert(page, 'Filtru nic neodpovídá.')).toBeVisible();
  await expect(alert(page, 'Žádný produkt neexistuje.')).toHaveCount(0);
});

test('the login error goes when the next attempt starts', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Uživatelské jméno').fill('admin');
  await page.getByLabel('Heslo', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page.getByText('Neplatné uživatelské jméno nebo heslo.')).toBeVisible();
  await page.getByLabel('Heslo', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page.getByText('Neplatné uživatelské jméno nebo heslo.')).toHaveCount(0);
});

test('a billing PSČ following the delivery one does not repeat its error', async ({ page }) => {
  await login(page, 'admin', { to: '/cz/customers/new/detail' });
  await delivery(page).getByRole('textbox', { name: 'Firma', exact: true }).fill('PSČ test');
  await delivery(page).getByRole('textbox', { name: 'PSČ', exact: true }).fill('12');
  await page.getByRole('button', { name: 'Uložit', exact: true }).click();
  await expect(delivery(page).getByText('PSČ musí mít 5 číslic.')).toBeVisible();
  await expect(billing(page).getByText('PSČ musí mít 5 číslic.')).toHaveCount(0);
});

test('a contact with a phone and no name is not saved: the slot says so', async ({ page }) => {
  await login(page, 'admin');
  const customerId = await createCustomer(page, `Kontakty ${uniqueWord()}`);
  await page.goto(`/cz/customers/${customerId}/detail`);
  await page.getByRole('textbox', { name: 'Telefon 1' }).fill('+420 602 111 222');
  await expect(page.getByTestId('contact-without-name')).toHaveText('Bez jména se kontakt neuloží.');
  await page.getByRole('textbox', { name: 'Jméno 1' }).fill('Jana');
  await expect(page.getByTestId('contact-without-name')).toHaveCount(0);
  await page.getByRole('button', { name: 'Uložit kontakty' }).click();
  await expect(alert(page, 'Kontakty zákazníka byly uloženy.')).toBeVisible();
});

test('the EKO-KOM weight has a label; one’s own account has no delete button', async ({ page }) => {
  await login(page, 'admin', { to: '/cz/settings/products/new' });
  await page.getByRole('button', { name: 'Přidat materiál' }).click();
  await expect(page.getByText('Hmotnost na jednotku', { exact: true })).toBeVisible();

  // One's own account has no delete button; another user's has.
  await page.goto('/cz/settings/users');
  await page.getByRole('link', { name: 'Petr Dvořák', exact: true }).click();
  const dialog = page.getByRole('dialog').filter({ has: page.locator('form') });
  await expect(dialog.getByRole('textbox', { name: 'Přihlašovací jméno', exact: true })).toHaveValue('admin');
  await expect(dialog.getByRole('button', { name: 'Smazat' })).toHaveCount(0);
  await page.goto('/cz/settings/users');
  await page.getByRole('link', { name: 'Lenka Šťastná', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Smazat' })).toBeVisible();
});

test('layout: the user state badge is whole at 1366 px; the GPS table fits a 390 px phone', async ({ page }) => {
  await login(page, 'admin', { to: '/cz/settings/users' });
  const badge = page.getByRole('table', { name: 'Uživatelé' }).locator('tbody tr').first().getByText('Aktivní');
  await expect(badge).toBeVisible();
  expect(await badge.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

  const customerId = await createCustomer(page, `GPS ${uniqueWord()}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/cz/customers/${customerId}/detail`);
  await page.getByRole('button', { name: 'Přidat GPS bod' }).click();
  await page.getByRole('textbox', { name: 'Souřadnice' }).fill('49.9612345, 14.0712345');
  await page.getByRole('textbox', { name: 'Souřadnice' }).press('Enter');
  await expect(alert(page, 'GPS souřadnice zákazníka byly uloženy.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'GPS souřadnice' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the language chosen in the user menu is remembered; the API answers in it', async ({ page }) => {
  await login(page, 'operator2');
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(mainNav(page).or(page.getByRole('navigation', { name: 'Main navigation' }))).toContainText('Customers');
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toContainText('Customers');
  const sent = page.waitForRequest((request) => request.url().includes('/v1/customers'));
  await page.goto('/cz/customers');
  expect((await sent).headers()['accept-language']).toBe('en');
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name: 'Čeština' }).click();
  await expect(mainNav(page)).toContainText('Zákazníci');
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
