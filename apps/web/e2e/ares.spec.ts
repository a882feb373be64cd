import type { Page } from '@playwright/test';
import { alert, createCustomer, uniqueWord } from './customers-helpers';
import { expect, test } from './fixtures';
import { login } from './helpers';
import { createInvoice, invoicePath } from './invoices-helpers';

// scripts/e2e.mjs points the server's ARES_URL at recorded answers (apps/server/test/fixtures/ares/)
const delivery = (page: Page) => page.getByRole('region', { name: 'Doručovací adresa' });
const billing = (page: Page) => page.getByRole('region', { name: 'Fakturační adresa' });
const field = (scope: ReturnType<typeof delivery>, name: string) => scope.getByRole('textbox', { name, exact: true });

test('a customer is filled from ARES: an unknown IČ leaves the form alone, a known one fills it, kept after save', async ({
  page,
}) => {
  test.slow(); // a save and a reload on a busy machine
  await login(page, 'operator');
  const company = `Svoz ${uniqueWord()}`;
  const id = await createCustomer(page, company);
  await page.goto(`/cz/customers/${id}/detail`);
  const ic = field(delivery(page), 'IČ');
  await expect(ic).toBeEnabled({ timeout: 60_000 }); // the first visit of the detail loads its chunk
  const load = delivery(page).getByRole('button', { name: 'Načíst z ARES' });

  await ic.fill('45678901');
  await load.click();
  await expect(alert(page, 'Subjekt s tímto IČ v registru ARES není.')).toBeVisible();
  await expect(field(delivery(page), 'Firma')).toHaveValue(company);
  await expect(field(delivery(page), 'Ulice')).toHaveValue('Nádražní');

  // from the keyboard: IČ, Tab to the button, Enter
  await ic.fill('270 74 358');
  await ic.press('Tab');
  await expect(load).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(alert(page, 'Údaje firmy Asseco Central Europe, a.s. byly načteny z ARES.')).toBeVisible();
  await expect(load).toBeFocused();
  await expect(field(delivery(page), 'Firma')).toHaveValue('Asseco Central Europe, a.s.');
  await expect(field(delivery(page), 'Ulice')).toHaveValue('Budějovická');
  await expect(field(delivery(page), 'Č. p.')).toHaveValue('778/3a');
  await expect(field(delivery(page), 'PSČ')).toHaveValue('14000');
  await expect(field(delivery(page), 'Obec')).toHaveValue('Praha 4');
  await expect(field(delivery(page), 'DIČ')).toHaveValue('CZ27074358');
  await expect(ic).toHaveValue('27074358');
  // the billing address follows the delivery one
  await expect(field(billing(page), 'Ulice')).toHaveValue('Budějovická');

  await page.getByRole('button', { name: 'Uložit', exact: true }).click();
  await expect(alert(page, 'Zákazník byl uložen.')).toBeVisible();
  await page.reload();
  await expect(field(delivery(page), 'Firma')).toHaveValue('Asseco Central Europe, a.s.');
  await expect(field(delivery(page), 'Č. p.')).toHaveValue('778/3a');
  await expect(field(delivery(page), 'DIČ')).toHaveValue('CZ27074358');
  await expect(field(billing(page), 'Obec')).toHaveValue('Praha 4');
});

test("an invoice's customer part is filled from ARES and saved", async ({ page }) => {
  test.slow(); // an invoice made through the API, a save and a reload
  await login(page, 'admin');
  const word = uniqueWord();
  const { id } = await createInvoice(page, { company: `Odběratel ${word}`, email: `${word.toLowerCase()}@example.cz` });
  await page.goto(invoicePath(id));
  const text = (name: string) => page.getByRole('textbox', { name, exact: true });
  await expect(text('Firma')).toHaveValue(`Odběratel ${word}`, { timeout: 60_000 }); // the first visit loads its chunk

  await text('IČ').fill('28103505');
  await page.getByRole('button', { name: 'Načíst z ARES' }).click();
  await expect(alert(page, 'Údaje firmy Statek Kněžívka s.r.o. byly načteny z ARES.')).toBeVisible();
  // a village without streets: the part of the municipality stands for the street
  await expect(text('Firma')).toHaveValue('Statek Kněžívka s.r.o.');
  await expect(text('Ulice')).toHaveValue('Kněžívka');
  await expect(text('Č. p.')).toHaveValue('174');
  await expect(text('PSČ')).toHaveValue('25267');
  await expect(text('Město')).toHaveValue('Tuchoměřice');
  await expect(text('DIČ')).toHaveValue('CZ28103505');

  await page.getByRole('button', { name: 'Uložit', exact: true }).click();
  await expect(alert(page, 'Faktura byla uložena.')).toBeVisible();
  await page.reload();
  await expect(text('Firma')).toHaveValue('Statek Kněžívka s.r.o.');
  await expect(text('Ulice')).toHaveValue('Kněžívka');
  await expect(text('IČ')).toHaveValue('28103505');
});
