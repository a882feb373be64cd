import { companyDayOf } from '@bo/contract/dates/business-calendar';
import { formatDate } from '@bo/contract/dates/format';
import { alert, uniqueWord } from './customers-helpers';
import { expect, test } from './fixtures';
import { login } from './helpers';
import { createInvoice, invoiceListPath, invoiceRow } from './invoices-helpers';
import { lastMailTo } from './offers-helpers';

test('the invoice list filters, sets an invoice paid and keeps a picked colour', async ({ page }) => {
  await login(page, 'admin');
  const word = uniqueWord();
  const email = `${word.toLowerCase()}@example.cz`;
  const first = await createInvoice(page, { company: `Faktura ${word}`, email });
  const second = await createInvoice(page, { company: `Faktura ${word}`, email, customerId: first.customerId });

  await page.goto(invoiceListPath);
  await expect(page.getByRole('heading', { name: 'Faktury', level: 1 })).toBeVisible();
  const onlyUnpaid = page.getByRole('checkbox', { name: 'Jen nezaplacené' });
  await expect(onlyUnpaid).toBeChecked();
  const search = page.getByRole('searchbox', { name: 'Hledat' });
  await search.fill(word);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`search=${word}`));
  await expect(page.locator('tr[data-invoice-id]')).toHaveCount(2);
  await expect(page.getByTestId('total-count')).toContainText('2');
  await expect(page.getByTestId('invoice-summary')).toBeVisible();
  await expect(invoiceRow(page, first.id)).toContainText('Nezaplaceno');

  // set paid: asks for the date (today by default); the paid invoice leaves the only-unpaid list
  await invoiceRow(page, first.id)
    .getByRole('button', { name: `Zaplaceno – faktura ${first.number}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Zaplacení faktury ${first.number}` });
  await expect(dialog.getByRole('textbox', { name: 'Datum úhrady' })).toHaveValue(formatDate(companyDayOf(new Date())));
  await dialog.getByRole('button', { name: 'Zaplaceno' }).click();
  await expect(alert(page, `Faktura ${first.number} je zaplacená.`)).toBeVisible();
  await expect(page.locator('tr[data-invoice-id]')).toHaveCount(1);

  await onlyUnpaid.uncheck();
  await page.getByRole('button', { name: 'Hledat', exact: true }).click();
  await expect(page).toHaveURL(/onlyUnpaid=0/);
  await expect(invoiceRow(page, first.id)).toContainText(`Zaplaceno ${formatDate(companyDayOf(new Date()))}`);
  await expect(
    invoiceRow(page, first.id).getByRole('button', { name: /^Zaplaceno – faktura/ }),
    'a paid invoice cannot be set paid again',
  ).toHaveCount(0);

  // a colour tints the row and stays after a reload
  await invoiceRow(page, second.id)
    .getByRole('combobox', { name: `Barva faktury ${second.number}` })
    .selectOption({ label: 'Růžová' });
  await expect(invoiceRow(page, second.id)).toHaveAttribute('data-color', '3');
  await page.reload();
  await expect(invoiceRow(page, second.id)).toHaveAttribute('data-color', '3');
  await expect(invoiceRow(page, second.id).getByRole('combobox')).toHaveValue('3');

  // the row opens the invoice, by its number link (keyboard) as well
  await invoiceRow(page, second.id).getByRole('link', { name: second.number }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/cz/invoices/${second.id}$`));

  // reset: back to the default filter (only unpaid)
  await page.goto(invoiceListPath);
  await page.getByRole('button', { name: 'Zrušit filtr' }).click();
  await expect(onlyUnpaid).toBeChecked();
  await expect(search).toHaveValue('');
});

test('two selected invoices are sent by e-mail and downloaded as one PDF', async ({ page }) => {
  await login(page, 'admin');
  const word = uniqueWord();
  const email = `${word.toLowerCase()}@example.cz`;
  const first = await createInvoice(page, { company: `Hromadně ${word}`, email });
  const second = await createInvoice(page, { company: `Hromadně ${word}`, email, customerId: first.customerId });

  await page.goto(`${invoiceListPath}?search=${word}`);
  await expect(page.locator('tr[data-invoice-id]')).toHaveCount(2);
  const send = page.getByRole('button', { name: 'Odeslat vybrané e-mailem' });
  const download = page.getByRole('button', { name: 'Stáhnout vybrané jako PDF' });
  await expect(send).toBeDisabled();
  await expect(download).toBeDisabled();

  await page.getByRole('checkbox', { name: `Vybrat fakturu ${first.number}` }).check();
  await page.getByRole('checkbox', { name: `Vybrat fakturu ${second.number}` }).check();
  await expect(page.getByTestId('selected-count')).toHaveText('Vybrány 2 faktury');
  await send.click();
  // first the recipients and the attachments; cancelling sends nothing and keeps the selection
  const preview = page.getByRole('dialog', { name: 'Odeslání e-mailem – kontrola před odesláním' });
  const recipients = preview.getByRole('table', { name: 'Příjemci a přílohy' });
  await expect(recipients.getByRole('row')).toHaveCount(3);
  await expect(recipients).toContainText(email);
  await expect(preview).toContainText('Odesláním se 2 faktury uzamknou');
  await preview.getByRole('button', { name: 'Zrušit' }).click();
  await expect(page.getByTestId('selected-count')).toHaveText('Vybrány 2 faktury');
  await send.click();
  await preview.getByRole('button', { name: 'Odeslat 2 faktury' }).click();
  await expect(alert(page, 'Odeslány 2 faktury')).toBeVisible();
  const mail = await lastMailTo(email);
  expect(mail).toMatch(new RegExp(`${first.number}|${second.number}`));
  // the selection resets after a bulk action
  await expect(page.getByRole('checkbox', { name: `Vybrat fakturu ${first.number}` })).not.toBeChecked();
  await expect(send).toBeDisabled();

  await page.getByRole('checkbox', { name: 'Vybrat všechny faktury na stránce' }).check();
  await expect(page.getByTestId('selected-count')).toHaveText('Vybrány 2 faktury');
  const popup = page.waitForEvent('popup');
  await download.click();
  const tab = await popup;
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  await expect(page.getByRole('checkbox', { name: `Vybrat fakturu ${second.number}` })).not.toBeChecked();
});

test('the statistics show a year’s totals with a chart described by its table', async ({ page }) => {
  await login(page, 'admin', { to: invoiceListPath });
  const statistics = page.getByRole('region', { name: 'Statistika fakturace' });
  await expect(statistics.getByRole('img', { name: /Graf fakturace bez DPH po měsících roku/ })).toBeVisible();
  await expect(statistics.getByRole('table', { name: /Fakturace po měsících roku/ }).getByRole('row')).toHaveCount(13);
  await statistics.getByRole('combobox', { name: 'Rok' }).selectOption('2015');
  await expect(statistics.getByRole('img', { name: 'Graf fakturace bez DPH po měsících roku 2015' })).toBeVisible();
  await expect(statistics.getByTestId('statistics-totals')).toContainText('Celkem s DPH');
});

test('the invoice list fits 390 px and 1366 px screens', async ({ page }) => {
  await login(page, 'admin');
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(invoiceListPath);
    await expect(page.getByRole('table', { name: 'Faktury' })).toBeVisible();
    // the screen's own content (the administrator's top bar with the country switcher is the shell's)
    const overflow = await page.evaluate(() => {
      const main = document.getElementById('main-content') as HTMLElement;
      return main.scrollWidth - main.clientWidth;
    });
    expect(overflow, `no sideways scrolling of the page at ${width} px`).toBeLessThanOrEqual(0);
    if (width === 1366) {
      // every column shows at 1366 px, the colour column included: the table does not scroll (issue 25)
      const tableOverflow = await page
        .getByRole('table', { name: 'Faktury' })
        .evaluate((table) => table.scrollWidth - (table.parentElement as HTMLElement).clientWidth);
      expect(tableOverflow).toBeLessThanOrEqual(0);
      // the filter row's fields and selects share one height (49 px, rules §9), so the row lines up
      const heights = await page
        .locator('form .mantine-Input-input:not(textarea)')
        .evaluateAll((inputs) => inputs.map((input) => Math.round(input.getBoundingClientRect().height)));
      expect(heights.length).toBeGreaterThan(3);
      expect(new Set(heights)).toEqual(new Set([49]));
    }
    await page.screenshot({ path: test.info().outputPath(`invoice-list-${width}.png`), fullPage: false });
  }
});
