import type { Page } from '@playwright/test';
import { uniqueWord } from './customers-helpers';
import { expect, test } from './fixtures';
import { heading, login } from './helpers';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();
const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const productDialog = (page: Page) => page.getByRole('dialog').filter({ has: page.locator('form') });

const pick = async (page: Page, label: string, option: string) => {
  await productDialog(page).getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

/** Creates a product with one packaging material; the modal stays open on the saved product. */
const createProduct = async (page: Page) => {
  const code = `E2E-${unique()}`;
  const name = `Kontejner na sklo ${code}`;
  await page.goto('/cz/settings/products');
  await expect(heading(page, 'Produkty')).toBeVisible();
  await page.getByRole('link', { name: 'Nový produkt' }).click();
  const dialog = productDialog(page);
  await expect(dialog.getByRole('heading', { name: 'Nový produkt' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Kód', exact: true }).fill(code);
  await dialog.getByRole('textbox', { name: 'Název', exact: true }).fill(name);
  await dialog.getByRole('textbox', { name: 'Název na faktuře', exact: true }).fill('Kontejner sklo');
  await pick(page, 'Jednotka', 'ks');
  await pick(page, 'Sazba DPH', '21 %');
  await dialog.getByRole('textbox', { name: 'Cena', exact: true }).fill('1234,5');
  await dialog.getByRole('button', { name: 'Přidat materiál' }).click();
  await pick(page, 'Materiál 1', 'Sklo');
  await dialog.getByLabel('Hmotnost na jednotku (kg) 1').fill('2,25');
  await dialog.getByRole('button', { name: 'Uložit' }).click();
  await expect(alert(page, 'Produkt byl vytvořen.')).toBeVisible();
  await expect(page).toHaveURL(/\/cz\/settings\/products\/\d+$/);
  return { code, name };
};

test.beforeEach(async ({ page }) => {
  await login(page, 'admin');
});

test('a new product with a packaging material is saved, edited and kept after reload', async ({ page }) => {
  const { code, name } = await createProduct(page);
  const dialog = productDialog(page);
  await page.reload();
  await expect(dialog.getByRole('textbox', { name: 'Kód', exact: true })).toHaveValue(code);
  await expect(dialog.getByRole('textbox', { name: 'Cena', exact: true })).toHaveValue('1 234,5');
  await expect(dialog.getByRole('textbox', { name: 'Materiál 1' })).toHaveValue('Sklo');
  await expect(dialog.getByLabel('Hmotnost na jednotku (kg) 1')).toHaveValue('2,25');

  await dialog.getByRole('textbox', { name: 'Cena', exact: true }).fill('999');
  await dialog.getByLabel('Zobrazovat v nabídce produktů').uncheck();
  // under the reverse charge the product names its kód předmětu plnění (decision 176): waste and scrap by default
  await expect(dialog.getByRole('textbox', { name: 'Kód předmětu plnění' })).toHaveCount(0);
  await dialog.getByLabel('Přenesená daňová povinnost').check();
  await expect(dialog.getByRole('textbox', { name: 'Kód předmětu plnění' })).toHaveValue(/^5 – odpad a šrot/);
  await pick(page, 'Kód předmětu plnění', '13 – kovy (příloha č. 6)');
  await dialog.getByRole('button', { name: 'Odebrat materiál 1' }).click();
  await dialog.getByRole('button', { name: 'Uložit' }).click();
  await expect(alert(page, 'Produkt byl uložen.')).toBeVisible();
  await page.reload();
  await expect(dialog.getByRole('textbox', { name: 'Cena', exact: true })).toHaveValue('999');
  await expect(dialog.getByLabel('Zobrazovat v nabídce produktů')).not.toBeChecked();
  await expect(dialog.getByText('Produkt nemá žádné obalové materiály.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Kód předmětu plnění' })).toHaveValue('13 – kovy (příloha č. 6)');

  await dialog.getByRole('button', { name: 'Zavřít' }).first().click();
  await page.getByLabel('Hledat podle kódu nebo názvu').fill(code);
  const rows = page.getByRole('table', { name: 'Produkty' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(name);
  await expect(rows.nth(1)).toContainText('999,00 Kč');
  await expect(rows.nth(1)).toContainText('21 %');
  await expect(rows.nth(1).getByRole('cell').nth(6)).toHaveText('Ne');
});

test('deleting a product removes it; a product in use is hidden with its own message', async ({ page }) => {
  const { code } = await createProduct(page);
  const dialog = productDialog(page);
  await dialog.getByRole('button', { name: 'Smazat' }).click();
  await page.getByRole('dialog', { name: 'Potvrzení' }).getByRole('button', { name: 'Smazat' }).click();
  await expect(alert(page, 'Produkt byl odstraněn.')).toBeVisible();
  await expect(page).toHaveURL('/cz/settings/products');
  await expect(page.getByRole('link', { name: code })).toHaveCount(0);

  // A product that documents refer to: the server hides it instead (DELETE answers isHidden).
  const used = await createProduct(page);
  await page.route('**/v1/products/*', async (route) => {
    if (route.request().method() !== 'DELETE') return route.continue();
    const response = await route.fetch();
    const body = await response.json();
    return route.fulfill({ response, json: { ...body, isHidden: true } });
  });
  await productDialog(page).getByRole('button', { name: 'Smazat' }).click();
  await page.getByRole('dialog', { name: 'Potvrzení' }).getByRole('button', { name: 'Smazat' }).click();
  await expect(alert(page, 'Produkt je použit v dokladech, proto byl místo smazání skryt.')).toBeVisible();
  await expect(page.getByRole('link', { name: used.code })).toHaveCount(0);
});

test('a product id that is not in the list goes back to the list; server field errors show on the field', async ({
  page,
}) => {
  await page.goto('/cz/settings/products/999999');
  await expect(page).toHaveURL('/cz/settings/products');
  await page.getByRole('link', { name: 'Nový produkt' }).click();
  const dialog = productDialog(page);
  await dialog.getByRole('textbox', { name: 'Kód', exact: true }).fill('KON-3');
  await dialog.getByRole('textbox', { name: 'Název', exact: true }).fill('Duplicitní kód');
  await dialog.getByRole('textbox', { name: 'Cena', exact: true }).fill('10');
  await dialog.getByRole('button', { name: 'Uložit' }).click();
  await expect(dialog.getByText('Tato hodnota je již použita.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Kód', exact: true }).fill(`E2E-${unique()}`);
  await expect(dialog.getByText('Tato hodnota je již použita.')).toBeHidden();
});

test('product search ignores accents; an empty result says nothing matches the filter', async ({ page }) => {
  await page.goto('/cz/settings/products');
  const search = page.getByRole('searchbox', { name: 'Hledat podle kódu nebo názvu' });
  await search.fill('pronajem a odvoz');
  const rows = page.getByRole('table', { name: 'Produkty' }).locator('tbody tr');
  await expect(rows.first()).toContainText('pronájem a odvoz');
  await search.fill(`zzz${uniqueWord()}`);
  await expect(alert(page, 'Filtru nic neodpovídá.')).toBeVisible();
  await expect(alert(page, 'Žádný produkt neexistuje.')).toHaveCount(0);
});

test('the EKO-KOM weight has a label', async ({ page }) => {
  await page.goto('/cz/settings/products/new');
  await page.getByRole('button', { name: 'Přidat materiál' }).click();
  await expect(page.getByText('Hmotnost na jednotku', { exact: true })).toBeVisible();
});
