import { alert, createCustomer, patchConfiguration, uniqueWord } from './customers-helpers';
import { expect, test } from './fixtures';
import { login } from './helpers';
import { lastMailTo, offersPath } from './offers-helpers';

test('a version 1 offer: the application part is saved, sent by e-mail and kept after reload', async ({ page }) => {
  await login(page, 'admin');
  await patchConfiguration(page, { enableOfferV2: false });
  const word = uniqueWord();
  const email = `${word.toLowerCase()}@example.cz`;
  const customerId = await createCustomer(page, `Nabídka ${word}`, { email });
  await page.goto(offersPath(customerId));

  const application = page.getByRole('region', { name: 'Aplikace' });
  await expect(application.getByLabel('E-mail', { exact: true })).toHaveValue(email);
  await application.getByLabel('Množství aplikace').fill('3');
  await application.getByLabel('Záruka').fill('24 měsíců');
  await application.getByLabel('Předmět e-mailu').fill(`Nabídka aplikace ${word}`);
  await expect(application.getByLabel('Text e-mailu')).toHaveAttribute('rows', '8');
  await application.getByRole('button', { name: 'Uložit – Aplikace' }).click();
  await expect(alert(page, 'Nabídka byla uložena.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/cz/customers/${customerId}/offers/\\d+$`));
  await expect(page.getByRole('navigation', { name: 'Nabídky zákazníka' }).getByText('Aplikace')).toBeVisible();

  await application.getByRole('button', { name: 'Odeslat nabídku' }).click();
  const dialog = page.getByRole('dialog', { name: 'Odeslat nabídku' });
  await expect(dialog.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(email);
  await dialog.getByRole('button', { name: 'Odeslat' }).click();
  await expect(alert(page, 'Nabídka byla odeslána.')).toBeVisible();
  expect(await lastMailTo(email)).toContain(`Nabídka aplikace ${word}`);

  await page.reload();
  await expect(application.getByLabel('Množství aplikace')).toHaveValue('3');
  await expect(application.getByLabel('Záruka')).toHaveValue('24 měsíců');
  // the lapol part was never saved: no send button for it
  await expect(
    page.getByRole('region', { name: 'Lapol' }).getByRole('button', { name: 'Odeslat nabídku' }),
  ).toHaveCount(0);
});
