import type { Page } from '@playwright/test';
import { alert, createCustomer, uniqueWord } from './customers-helpers';
import { expect, test } from './fixtures';
import { login, mainNav } from './helpers';

const delivery = (page: Page) => page.getByRole('region', { name: 'Doručovací adresa' });
const billing = (page: Page) => page.getByRole('region', { name: 'Fakturační adresa' });
const floating = (page: Page) => page.locator('[data-flash-floating]');

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
