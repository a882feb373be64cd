import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { heading, login } from './helpers';

const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const confirmDelete = (page: Page) =>
  page.getByRole('dialog', { name: 'Potvrzení' }).getByRole('button', { name: 'Smazat' }).click();

/** Adding a row while a new one is unsaved does nothing: the button is disabled and one new row stays. */
const expectOneNewRow = async (addButton: Locator, newRowInputs: Locator) => {
  await expect(addButton).toBeDisabled();
  await addButton.click({ force: true });
  await expect(newRowInputs).toHaveCount(1);
};

test.beforeEach(async ({ page }) => {
  await login(page, 'admin');
});

test('a VAT rate is added inline, edited, deleted, and only one new row exists at a time', async ({ page }) => {
  await page.goto('/cz/settings/taxes');
  await expect(heading(page, 'Sazby DPH')).toBeVisible();
  const table = page.getByRole('table', { name: 'Sazby DPH' });
  await expect(table.getByRole('row')).not.toHaveCount(1);
  const whole = 3 + Math.floor(Math.random() * 5);
  // Two non-zero digits: the list shows "5,47 %" exactly as typed (a trailing zero would be dropped).
  const digit = () => 1 + Math.floor(Math.random() * 9);
  const decimals = `${digit()}${digit()}`;
  const rate = `${whole},${decimals}`;
  const editedRate = `${whole + 1},${decimals}`;
  const addButton = page.getByRole('button', { name: 'Přidat sazbu' });
  const rateInputs = table.getByRole('textbox', { name: 'Sazba DPH (%)' });

  await addButton.click();
  await expectOneNewRow(addButton, rateInputs);
  await rateInputs.fill(rate);
  await table.getByRole('button', { name: 'Uložit: nový řádek' }).click();
  await expect(alert(page, 'Sazba DPH byla uložena.')).toBeVisible();
  await expect(addButton).toBeEnabled();
  const row = table.getByRole('row').filter({ hasText: `${rate} %` });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(1)).toHaveText('Ne');

  await row.getByRole('button', { name: `Upravit: ${rate} %` }).click();
  // The row being edited shows inputs, and it is the only one.
  await rateInputs.fill(editedRate);
  await table.getByRole('checkbox', { name: 'Snížená sazba' }).check();
  await rateInputs.press('Enter');
  await expect(alert(page, 'Sazba DPH byla uložena.')).toBeVisible();
  await page.reload();
  const edited = table.getByRole('row').filter({ hasText: `${editedRate} %` });
  await expect(edited.getByRole('cell').nth(1)).toHaveText('Ano');

  await edited.getByRole('button', { name: `Smazat: ${editedRate} %` }).click();
  await confirmDelete(page);
  await expect(alert(page, 'Sazba DPH byla smazána.')).toBeVisible();
  await page.reload();
  await expect(table.getByRole('row').filter({ hasText: `${editedRate} %` })).toHaveCount(0);
});

test('a new VAT rate is refused on the field without a call, and cancel removes the new row', async ({ page }) => {
  await page.goto('/cz/settings/taxes');
  const table = page.getByRole('table', { name: 'Sazby DPH' });
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/v1/taxes')) posts += 1;
  });
  await page.getByRole('button', { name: 'Přidat sazbu' }).click();
  await table.getByRole('textbox', { name: 'Sazba DPH (%)' }).fill('120');
  await table.getByRole('button', { name: 'Uložit: nový řádek' }).click();
  await expect(table.getByText('Hodnota je příliš velká.')).toBeVisible();
  expect(posts).toBe(0);
  await table.getByRole('button', { name: 'Zrušit: nový řádek' }).click();
  await expect(table.getByRole('textbox', { name: 'Sazba DPH (%)' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Přidat sazbu' })).toBeEnabled();
});

test('a VAT rate in use cannot be deleted', async ({ page }) => {
  await page.goto('/cz/settings/taxes');
  await page.getByRole('button', { name: 'Smazat: 21 %' }).click();
  await confirmDelete(page);
  await expect(alert(page, 'Sazbu DPH nelze smazat, používají ji produkty nebo doklady.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Sazby DPH' }).getByRole('row').filter({ hasText: '21 %' })).toHaveCount(
    1,
  );
});

test('an EKO-KOM material is added inline, renamed, deleted, and only one new row exists at a time', async ({
  page,
}) => {
  await page.goto('/cz/settings/ekokom');
  await expect(heading(page, 'EKO-KOM')).toBeVisible();
  const table = page.getByRole('table', { name: 'EKO-KOM' });
  const name = `Textil ${Date.now().toString(36)}`;
  const addButton = page.getByRole('button', { name: 'Přidat materiál' });
  const nameInputs = table.getByRole('textbox', { name: 'Materiál' });

  await addButton.click();
  await expectOneNewRow(addButton, nameInputs);
  await nameInputs.fill(name);
  await table.getByRole('button', { name: 'Uložit: nový řádek' }).click();
  await expect(alert(page, 'Materiál EKO-KOM byl uložen.')).toBeVisible();
  await expect(table.getByRole('cell', { name, exact: true })).toBeVisible();

  const row = table.getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: `Upravit: ${name}` }).click();
  await nameInputs.fill(`${name} – obaly`);
  // The first save's "saved" message may still be on screen: wait for this save's own answer.
  const renamed = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().includes('/v1/ekokoms/'),
  );
  await table.getByRole('button', { name: `Uložit: ${name}` }).click();
  expect((await renamed).status()).toBe(200);
  await expect(alert(page, 'Materiál EKO-KOM byl uložen.')).toBeVisible();
  await page.reload();
  const renamedRow = table.getByRole('row').filter({ hasText: `${name} – obaly` });
  await expect(renamedRow).toHaveCount(1);

  await renamedRow.getByRole('button', { name: `Smazat: ${name} – obaly` }).click();
  await confirmDelete(page);
  await expect(alert(page, 'Materiál EKO-KOM byl smazán.')).toBeVisible();
  await page.reload();
  await expect(table.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});

test('an EKO-KOM material a product lists cannot be deleted; an empty name is refused', async ({ page }) => {
  await page.goto('/cz/settings/ekokom');
  const table = page.getByRole('table', { name: 'EKO-KOM' });
  await table.getByRole('button', { name: 'Smazat: Plasty', exact: true }).click();
  await confirmDelete(page);
  await expect(alert(page, 'Materiál EKO-KOM nelze smazat, používají ho produkty.')).toBeVisible();

  await page.getByRole('button', { name: 'Přidat materiál' }).click();
  await table.getByRole('button', { name: 'Uložit: nový řádek' }).click();
  await expect(table.getByText('Toto pole je povinné.')).toBeVisible();
  await table.getByRole('textbox', { name: 'Materiál' }).press('Escape');
  await expect(table.getByRole('textbox', { name: 'Materiál' })).toHaveCount(0);
});
