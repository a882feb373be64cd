import { addDays, companyDayOf } from '@bo/contract/dates/business-calendar';
import { alert, createCustomer, uniqueWord } from './customers-helpers';
import { expect, test } from './fixtures';
import { heading, login } from './helpers';
import { createInvoice, invoicePath } from './invoices-helpers';
import { lastMailTo } from './offers-helpers';

test('a reminder sent by "send now" shows on the invoice and on the home page', async ({ page }) => {
  await login(page, 'admin');
  const word = uniqueWord();
  const email = `${word.toLowerCase()}@example.cz`;
  const today = companyDayOf(new Date());
  const invoice = await createInvoice(page, {
    company: `Dlužník ${word}`,
    email,
    dateIssue: addDays(today, -30),
    dateMaturity: addDays(today, -5),
  });
  await page.goto('/cz/settings/reminders');
  await expect(heading(page, 'Nastavení upomínek')).toBeVisible();
  await page.getByRole('button', { name: 'Odeslat upomínky nyní' }).click();
  await expect(alert(page, 'Odeslané upomínky:')).toBeVisible();
  expect(await lastMailTo(email)).toContain(invoice.number);

  await page.goto('/cz/calendar');
  const row = page
    .getByRole('region', { name: 'Faktury po splatnosti' })
    .locator(`tr[data-invoice-id="${invoice.id}"]`);
  await expect(row).toContainText('1. upomínka');

  await page.goto(invoicePath(invoice.id));
  const reminders = page.getByRole('region', { name: 'Upomínky' });
  await expect(reminders.getByRole('row').nth(1)).toContainText('1. upomínka');
  await expect(reminders).toContainText(email);
  const [year, month, day] = today.split('-');
  await expect(reminders).toContainText(`${day}. ${month}. ${year}`);
});

test('reminder settings refuse an unknown placeholder, save and stay; a customer opts out', async ({ page }) => {
  await login(page, 'admin');
  await page.goto('/cz/settings/reminders');
  const subject = page.getByLabel('Předmět e-mailu upomínky');
  const firstDays = page.getByLabel('1. upomínka (dní po splatnosti)');
  await subject.fill('Upomínka k faktuře {cislo}');
  await page.getByRole('button', { name: 'Uložit' }).click();
  await expect(page.getByText('Neznámý zástupný symbol.')).toBeVisible();
  await expect(subject).toHaveAttribute('aria-invalid', 'true');
  await subject.fill('Upomínka k faktuře {number}');
  await firstDays.fill('4');
  await page.getByRole('button', { name: 'Uložit' }).click();
  await expect(alert(page, 'Nastavení bylo uloženo.')).toBeVisible();
  await page.reload();
  await expect(subject).toHaveValue('Upomínka k faktuře {number}');
  await expect(firstDays).toHaveValue('4');
  await firstDays.fill('3');
  await page.getByRole('button', { name: 'Uložit' }).click();
  await expect(alert(page, 'Nastavení bylo uloženo.').first()).toBeVisible();

  const customerId = await createCustomer(page, `Bez upomínek ${uniqueWord()}`);
  await page.goto(`/cz/customers/${customerId}/detail`);
  const optOut = page.getByRole('checkbox', { name: 'Neposílat upomínky' });
  await expect(optOut).not.toBeChecked();
  await optOut.check();
  await page.getByRole('button', { name: 'Uložit', exact: true }).click();
  await expect(alert(page, 'Zákazník byl uložen.')).toBeVisible();
  await page.reload();
  await expect(optOut).toBeChecked();
});
