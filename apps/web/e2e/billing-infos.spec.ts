import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { heading, login } from './helpers';

/** Settings → Fakturační subjekty (decision 174). */

const unique = () => Math.random().toString(36).slice(2, 5).toUpperCase();
const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const dialogOf = (page: Page) => page.getByRole('dialog').filter({ has: page.locator('form') });
const field = (page: Page, name: string) => dialogOf(page).getByRole('textbox', { name, exact: true });

/** Fills a new billing info's form (19-2000145399/0800 and its IBAN pass their checks). */
const fillNew = async (page: Page, name: string, prefix: string) => {
  await page.getByRole('link', { name: 'Nový fakturační subjekt' }).click();
  await expect(dialogOf(page).getByRole('heading', { name: 'Nový fakturační subjekt' })).toBeVisible();
  await field(page, 'Název').fill(name);
  await field(page, 'Firma').fill(`${name} s.r.o.`);
  await field(page, 'Ulice').fill('Nádražní');
  await field(page, 'Č. p.').fill('318');
  await field(page, 'PSČ').fill('266 01');
  await field(page, 'Obec').fill('Beroun');
  await field(page, 'IČ').fill('27082440');
  await field(page, 'DIČ').fill('CZ27082440');
  await field(page, 'Číslo účtu').fill('19-2000145399/0800');
  await field(page, 'IBAN').fill('CZ65 0800 0000 1920 0014 5399');
  await field(page, 'SWIFT/BIC').fill('gibaczpx');
  await field(page, 'Předpona čísla faktury').fill(prefix);
};

const save = (page: Page) => dialogOf(page).getByRole('button', { name: 'Uložit' }).click();

test.beforeEach(async ({ page }) => {
  await login(page, 'admin', { to: '/cz/settings/users' });
});

test('a billing info is created from its settings tab, kept after reload and edited; bad values show on their fields', async ({
  page,
}) => {
  await page.getByRole('link', { name: 'Fakturační subjekty' }).click();
  await expect(heading(page, 'Fakturační subjekty')).toBeVisible();
  const table = page.getByRole('table', { name: 'Fakturační subjekty' });
  await expect(table.getByRole('row').filter({ hasText: 'EkoSvoz s.r.o.' })).toHaveCount(1);

  const name = `Kontejnery ${unique()}`;
  const prefix = `Q${unique()}`;
  await fillNew(page, name, prefix);
  // the form checks what the server would: IČ checksum, IBAN mod 97
  await field(page, 'IČ').fill('27082441');
  await field(page, 'IBAN').fill('CZ6508000000192000145398');
  await save(page);
  await expect(dialogOf(page).getByText('IČ musí mít 8 číslic se správným kontrolním součtem.')).toBeVisible();
  await expect(dialogOf(page).getByText('IBAN není platný: zkontrolujte délku a kontrolní číslice.')).toBeVisible();
  await expect(field(page, 'IČ')).toHaveAttribute('aria-invalid', 'true');
  await field(page, 'IČ').fill('27082440');
  await field(page, 'IBAN').fill('CZ65 0800 0000 1920 0014 5399');
  // the server's own rule lands on its field: ES numbers the demo's invoices
  await field(page, 'Předpona čísla faktury').fill('ES');
  await save(page);
  // ES, and DES of its credit notes: both series would number like the demo's
  await expect(field(page, 'Předpona čísla faktury')).toBeFocused();
  await expect(field(page, 'Předpona čísla faktury')).toHaveAccessibleDescription(/Tato hodnota je již použita\./);
  await expect(field(page, 'Předpona opravného dokladu')).toHaveAttribute('aria-invalid', 'true');
  await field(page, 'Předpona čísla faktury').fill(prefix.toLowerCase());
  await save(page);
  await expect(alert(page, 'Fakturační subjekt byl vytvořen.')).toBeVisible();
  await expect(page).toHaveURL(/\/cz\/settings\/billing-infos\/\d+$/);

  await page.reload();
  await expect(field(page, 'Název')).toHaveValue(name);
  await expect(field(page, 'IBAN')).toHaveValue('CZ6508000000192000145399');
  await expect(field(page, 'Předpona čísla faktury')).toHaveValue(prefix);
  await expect(field(page, 'PSČ')).toHaveValue('26601');

  await field(page, 'Obec').fill('Králův Dvůr');
  await dialogOf(page).getByRole('checkbox', { name: 'Plátce DPH' }).uncheck();
  await save(page);
  await expect(alert(page, 'Fakturační subjekt byl uložen.')).toBeVisible();
  await page.reload();
  await expect(field(page, 'Obec')).toHaveValue('Králův Dvůr');
  await expect(dialogOf(page).getByRole('checkbox', { name: 'Plátce DPH' })).not.toBeChecked();

  await dialogOf(page).getByRole('button', { name: 'Zobrazit historii' }).click();
  const changes = dialogOf(page).getByTestId('history-change');
  await expect(changes.filter({ hasText: 'Fakturační subjekt založen' })).toHaveCount(1);
  await expect(changes.filter({ hasText: 'Obec' })).toContainText('Beroun → Králův Dvůr');

  await dialogOf(page).getByRole('button', { name: 'Zavřít' }).last().click();
  await expect(page).toHaveURL('/cz/settings/billing-infos');
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(prefix);
  await expect(row.getByRole('cell').nth(4)).toHaveText('Ne');
});

test('an unused billing info is deleted after confirmation, by keyboard; one in use stays', async ({ page }) => {
  await page.goto('/cz/settings/billing-infos');
  const name = `Ke smazání ${unique()}`;
  await fillNew(page, name, `R${unique()}`);
  await save(page);
  await expect(alert(page, 'Fakturační subjekt byl vytvořen.')).toBeVisible();
  await expect(field(page, 'Název')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL('/cz/settings/billing-infos');

  // the list's link opens the detail with the keyboard; the first field takes the focus
  const link = page.getByRole('link', { name, exact: true });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(field(page, 'Název')).toBeFocused();
  await dialogOf(page).getByRole('button', { name: 'Smazat' }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Potvrzení' });
  await expect(confirm).toContainText(`Opravdu chcete fakturační subjekt ${name} smazat?`);
  await confirm.getByRole('button', { name: 'Smazat' }).focus();
  await page.keyboard.press('Enter');
  await expect(alert(page, 'Fakturační subjekt byl smazán.')).toBeVisible();
  await expect(page).toHaveURL('/cz/settings/billing-infos');
  await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);

  // the demo's billing info numbers invoices: it cannot go
  await page.getByRole('link', { name: 'EkoSvoz s.r.o.', exact: true }).click();
  await dialogOf(page).getByRole('button', { name: 'Smazat' }).click();
  await page.getByRole('dialog', { name: 'Potvrzení' }).getByRole('button', { name: 'Smazat' }).click();
  await expect(alert(page, 'Fakturační subjekt nelze smazat')).toBeVisible();
  await expect(page).toHaveURL(/\/cz\/settings\/billing-infos\/\d+$/);
});
