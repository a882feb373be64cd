import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { heading, login } from './helpers';

const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const formatted = (value: number) => new Intl.NumberFormat('cs-CZ').format(value).replace(/\s/g, ' ');

test.beforeEach(async ({ page }) => {
  await login(page, 'admin', { to: '/cz/settings/offer' });
  await expect(heading(page, 'Nastavení nabídek')).toBeVisible();
});

test('an offer price and its VAT rate are saved per type and kept after reload', async ({ page }) => {
  const price = page.getByLabel('Cena bez DPH: Lapol T');
  const tax = page.getByRole('textbox', { name: 'Sazba DPH: Lapol T' });
  const original = { price: await price.inputValue(), tax: await tax.inputValue() };
  const next = 4000 + Math.floor(Math.random() * 900);

  await price.fill(String(next));
  await tax.click();
  await page.getByRole('option', { name: '12 % (snížená)' }).click();
  await page.getByRole('button', { name: 'Uložit: Lapol T' }).click();
  await expect(alert(page, 'Nastavení nabídek bylo uloženo.')).toBeVisible();
  await page.reload();
  await expect(price).toHaveValue(formatted(next));
  await expect(tax).toHaveValue('12 % (snížená)');
  await expect(page.getByLabel('Cena bez DPH: Aplikace')).not.toHaveValue('');

  // Back to what it was, for whoever reads offer prices next.
  await price.fill(original.price);
  await tax.click();
  await page.getByRole('option', { name: original.tax }).click();
  await page.getByRole('button', { name: 'Uložit: Lapol T' }).click();
  await expect(alert(page, 'Nastavení nabídek bylo uloženo.')).toBeVisible();
});

test('a rating step keeps its stars and a changed price from after reload', async ({ page }) => {
  const ratings = page.getByRole('table', { name: 'Hodnocení nabídek' });
  await expect(ratings.getByRole('row')).toHaveCount(5);
  const priceFrom = page.getByLabel('Cena od (bez DPH): 2 z 3 hvězdiček');
  const original = await priceFrom.inputValue();
  const next = 15000 + Math.floor(Math.random() * 900) * 5;

  await priceFrom.fill(String(next));
  await page.getByRole('button', { name: 'Uložit: 2 z 3 hvězdiček' }).click();
  await expect(alert(page, 'Nastavení nabídek bylo uloženo.')).toBeVisible();
  await page.reload();
  await expect(priceFrom).toHaveValue(formatted(next));

  await priceFrom.fill('-5');
  await page.getByRole('button', { name: 'Uložit: 2 z 3 hvězdiček' }).click();
  await expect(ratings.getByText('Hodnota je příliš malá.')).toBeVisible();
  await priceFrom.fill(original);
  await expect(ratings.getByText('Hodnota je příliš malá.')).toBeHidden();
  await page.getByRole('button', { name: 'Uložit: 2 z 3 hvězdiček' }).click();
  await expect(alert(page, 'Nastavení nabídek bylo uloženo.')).toBeVisible();
});
