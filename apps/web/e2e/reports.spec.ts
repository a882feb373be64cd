import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { companyWorkWeek } from '@bo/contract/dates/business-calendar';
import { formatDate } from '@bo/contract/dates/format';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { heading, login } from './helpers';

/** POHODA's import schema, as the repository carries it (schemas/README.md). */
const POHODA_SCHEMA = resolve(import.meta.dirname, '../../../schemas/pohoda/data.xsd');
const reportMenu = (page: Page) => page.getByRole('navigation', { name: 'Reporty' });
const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
/** Last week's Wednesday: the demo has delivered applications then; its month is the demo month. */
const demoDay = companyWorkWeek(new Date(), -1)[2] as string;
const demoMonth = { month: String(Number(demoDay.slice(5, 7))), year: demoDay.slice(0, 4) };
const czechNumber = (text: string) => Number(text.replace(/\s/g, '').replace(',', '.'));

const chooseMonth = async (page: Page) => {
  await page.getByLabel('Měsíc').selectOption(demoMonth.month);
  await page.getByLabel('Rok').selectOption(demoMonth.year);
  await page.getByRole('button', { name: 'Hledat' }).click();
};

test('an administrator postpones a queue row, invoices another, exports a log book and reads wages and EKO-KOM of a demo month', async ({
  page,
}) => {
  await login(page, 'admin', { to: '/cz/reports' });
  await expect(page).toHaveURL(/\/cz\/reports\/invoicing$/);
  await expect(heading(page, 'Fakturace')).toBeVisible();
  for (const entry of ['Fakturace', 'Odložená fakturace', 'Výjezdy', 'Mzdy', 'Knihy jízd', 'EKO-KOM', 'Pro účetní']) {
    await expect(reportMenu(page).getByRole('link', { name: entry, exact: true })).toBeVisible();
  }

  // postpone the first row of the queue by two weeks: it moves to the postponed report
  const queue = page.getByRole('table', { name: 'Fakturace' });
  const firstRow = queue.locator('tbody tr').first();
  const company = (await firstRow.getByRole('link').textContent()) ?? '';
  const rowsBefore = await queue.locator('tbody tr').count();
  await firstRow.getByRole('button', { name: `Odložit fakturaci: ${company}` }).click();
  const dialog = page.getByRole('dialog', { name: `Odložit fakturaci – ${company}` });
  const later = new Date(Date.now() + 14 * 86_400_000);
  await dialog.getByLabel('Fakturovat od').fill(formatDate(later));
  await dialog.getByLabel('Fakturovat od').press('Tab');
  await dialog.getByRole('button', { name: 'Odložit', exact: true }).click();
  await expect(alert(page, `Fakturace zakázky ${company} byla odložena na ${formatDate(later)}.`)).toBeVisible();
  await expect(queue.locator('tbody tr')).toHaveCount(rowsBefore - 1);

  // invoice the next row: the invoice is issued through the application part's call and the row leaves the queue
  const nextRow = queue.locator('tbody tr').first();
  const invoicedCompany = (await nextRow.getByRole('link').textContent()) ?? '';
  await nextRow.getByRole('button', { name: `Vystavit fakturu: ${invoicedCompany}` }).click();
  const confirmDialog = page.getByRole('dialog', { name: 'Potvrzení' });
  await expect(confirmDialog).toContainText(`Opravdu chcete vystavit fakturu zakázky ${invoicedCompany}?`);
  await confirmDialog.getByRole('button', { name: 'Vystavit fakturu' }).click();
  await expect(alert(page, `Faktura zakázky ${invoicedCompany} byla vystavena.`)).toBeVisible();
  await expect(queue.locator('tbody tr')).toHaveCount(rowsBefore - 2);

  // remove the next row from the queue: only that cart part leaves, and it stays out after a reload
  const hiddenRow = queue.locator('tbody tr').first();
  const hiddenCompany = (await hiddenRow.getByRole('link').textContent()) ?? '';
  await hiddenRow.getByRole('button', { name: `Odstranit z fakturace: ${hiddenCompany}` }).click();
  await page.getByRole('dialog', { name: 'Potvrzení' }).getByRole('button', { name: 'Odstranit z fakturace' }).click();
  await expect(alert(page, `Zakázka ${hiddenCompany} byla odstraněna z fakturace.`)).toBeVisible();
  await expect(queue.locator('tbody tr')).toHaveCount(rowsBefore - 3);
  await page.reload();
  await expect(queue.locator('tbody tr')).toHaveCount(rowsBefore - 3);

  await reportMenu(page).getByRole('link', { name: 'Odložená fakturace' }).click();
  const postponed = page.getByRole('table', { name: 'Odložená fakturace' });
  await expect(
    postponed
      .locator('tbody tr')
      .filter({ hasText: company })
      .filter({ hasText: formatDate(later) }),
  ).toHaveCount(1);

  // the log book of the driver with the most deliveries, then its CSV
  await reportMenu(page).getByRole('link', { name: 'Knihy jízd' }).click();
  await expect(heading(page, 'Knihy jízd')).toBeVisible();
  await page.getByLabel('Řidič').selectOption({ label: 'Jiří Procházka' });
  await chooseMonth(page);
  const logBook = page.getByRole('table', { name: 'Knihy jízd' });
  await expect(logBook.locator('tbody tr').first()).toBeVisible();
  await expect(logBook.getByRole('columnheader', { name: 'km (vzdušnou čarou)' })).toBeVisible();
  // the start is filled (the depot's address when the driver has none of their own)
  await expect(logBook.locator('tbody tr').first().locator('td').nth(1)).not.toHaveText('–');
  // the day and month totals are rows of their own, not in the CSV
  const rows = await logBook.locator('tbody tr:not([data-testid="log-book-day-total"])').count();
  const firstDate = (await logBook.locator('tbody tr').first().locator('td').first().textContent()) ?? '';
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^kniha-jizd-\\d+-${demoMonth.year}-${demoMonth.month.padStart(2, '0')}\\.csv$`),
  );
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe('Datum;Start;Město;Ulice;Číslo popisné;km');
  expect(lines).toHaveLength(rows + 2); // the header, the rows and the empty rest after the last CRLF
  expect(lines[1]?.split(';')[0]).toBe(firstDate.replace(/\s/g, ''));

  // wages of the demo operator with commissions
  await reportMenu(page).getByRole('link', { name: 'Mzdy' }).click();
  await expect(heading(page, 'Mzdy')).toBeVisible();
  await page.getByLabel('Operátor').selectOption({ label: 'Jana Nováková' });
  await chooseMonth(page);
  await expect(page).toHaveURL(new RegExp(`month=${demoMonth.month}&year=${demoMonth.year}`));
  const wages = page.getByRole('table', { name: 'Mzdy' });
  await expect(wages.locator('tbody tr').first()).toBeVisible();
  await expect(page.getByTestId('wages-sum')).toContainText('Kč');
  const totals = await wages.locator('tbody tr td:last-child').allTextContents();
  const sum = totals.reduce((total, text) => total + czechNumber(text.replace('Kč', '')), 0);
  expect(czechNumber((await page.getByTestId('wages-sum').textContent())?.replace('Kč', '') ?? '')).toBeCloseTo(sum, 2);

  // EKO-KOM: tonnes are the kilograms / 1000 with at most 5 decimals
  await reportMenu(page).getByRole('link', { name: 'EKO-KOM' }).click();
  await expect(heading(page, 'EKO-KOM')).toBeVisible();
  await chooseMonth(page);
  const ekokom = page.getByRole('table', { name: 'EKO-KOM' });
  await expect(ekokom.locator('tbody tr').first()).toBeVisible();
  for (const row of await ekokom.locator('tbody tr').all()) {
    const [kilograms, tonnes] = (await row.locator('td').allTextContents()).slice(1).map(czechNumber);
    expect(tonnes).toBeCloseTo((kilograms ?? 0) / 1000, 5);
  }
});

test('an accountant is kept to the accountant report, generates the POHODA XML and downloads it again', async ({
  page,
}) => {
  await login(page, 'accountant');
  await expect(page).toHaveURL(/\/reports\/accountant$/);
  await expect(heading(page, 'Report pro účetní')).toBeVisible();
  await expect(reportMenu(page).getByRole('link')).toHaveText(['Pro účetní']);
  await page.goto('/cz/reports/wages');
  await expect(page).toHaveURL(/\/reports\/accountant$/);

  const generate = page.getByRole('button', { name: 'Generovat' });
  await expect(generate).toBeDisabled();
  await page.getByLabel('Fakturační společnost').selectOption({ index: 1 });
  const from = new Date();
  from.setDate(1);
  from.setMonth(from.getMonth() - 2);
  await page.getByLabel('Datum od').fill(formatDate(from));
  await page.getByLabel('Datum od').press('Tab');
  await expect(generate).toBeDisabled();
  await page.getByLabel('Datum do').fill(formatDate(new Date()));
  await page.getByLabel('Datum do').press('Tab');
  await expect(generate).toBeEnabled();

  const downloading = page.waitForEvent('download');
  await generate.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^pohoda-faktury-.+\.xml$/);
  const xml = readFileSync(await download.path(), 'utf8');
  expect(xml).toContain('<inv:invoiceType>issuedInvoice</inv:invoiceType>');
  execFileSync('xmllint', ['--noout', '--schema', POHODA_SCHEMA, await download.path()], { stdio: 'pipe' });

  const list = page.getByRole('table', { name: 'Vygenerované reporty pro účetní' });
  const row = list.locator('tbody tr').first();
  await expect(row).toContainText(formatDate(from));
  await expect(row).toContainText(formatDate(new Date()));
  const again = page.waitForEvent('download');
  await row.getByRole('button', { name: /^Stáhnout XML/ }).click();
  expect((await again).suggestedFilename()).toBe(download.suggestedFilename());
  await expect(generate).toBeEnabled();
});
