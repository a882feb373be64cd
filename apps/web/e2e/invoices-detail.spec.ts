import { invoiceTotals } from '@bo/contract/invoices/totals';
import { alert, apiGet, createCustomer, uniqueWord } from './customers-helpers';
import { expect, test } from './fixtures';
import { login } from './helpers';
import { createInvoice, invoiceBasics, invoicePath } from './invoices-helpers';
import { catalogue, czk } from './offers-helpers';

test('a new invoice with items: the totals follow the typing, it is saved and kept', async ({ page }) => {
  test.slow();
  await login(page, 'admin');
  const word = uniqueWord();
  const email = `${word.toLowerCase()}@example.cz`;
  const company = `Odběratel ${word}`;
  await createCustomer(page, company, {
    email,
    billingAddress: { company, street: 'Husova', cp: '12', psc: '11000', city: 'Praha', sameAsDelivery: false },
  });
  const { product } = await invoiceBasics(page);
  const { taxes } = await catalogue(page);
  const rate = taxes.get(product.idTaxPrice) ?? 0;

  await page.goto(invoicePath('new'));
  await expect(page.getByRole('heading', { name: 'Nová faktura', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Číslo faktury' })).toHaveAttribute('readonly', '');
  const customer = page.getByRole('textbox', { name: 'Zákazník' });
  await customer.fill(word);
  await page.getByRole('option', { name: new RegExp(company) }).click();
  // the party comes from the customer's billing address
  await expect(page.getByRole('textbox', { name: 'Firma' })).toHaveValue(company);
  await expect(page.getByRole('textbox', { name: 'Město' })).toHaveValue('Praha');
  await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(email);

  // a search without a match says so in the list, as an option that cannot be chosen (axe checks the open list)
  await page.getByRole('textbox', { name: 'Přidat produkt' }).fill('žádný takový produkt');
  await expect(page.getByRole('option', { name: 'Filtru nic neodpovídá.' })).toBeVisible();
  // a product line from the picker, then its amount and price typed: the prices follow live
  await page.getByRole('textbox', { name: 'Přidat produkt' }).fill(product.code);
  await page
    .getByRole('option', { name: new RegExp(product.code) })
    .first()
    .click();
  const item = page.getByTestId('invoice-item');
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('textbox', { name: 'Kód (položka 1)' })).toHaveValue(product.code);
  await item.getByRole('textbox', { name: 'Množství (položka 1)' }).fill('3');
  await item.getByRole('textbox', { name: 'Cena/j. bez DPH (položka 1)' }).fill('250,50');
  const line = { price: 250.5, amount: 3, sale: 0, tax: rate, taxId: product.idTaxPrice, reverseCharge: false };
  // a customer without a DIČ who does not pay VAT: every line at its rate (contract vat-decision.ts)
  const parties = { isSupplierVatPayer: true, isCustomerVatPayer: false, customerDic: '' };
  const expected = invoiceTotals([line], parties);
  await expect(page.getByTestId('total-without-vat')).toHaveText(czk(expected.priceWithoutVat));
  await expect(page.getByTestId('total-with-vat')).toHaveText(czk(expected.priceWithVat));
  await item.getByRole('textbox', { name: 'Sleva % (položka 1)' }).fill('10');
  const discounted = invoiceTotals([{ ...line, sale: 10 }], parties);
  await expect(page.getByTestId('total-with-vat')).toHaveText(czk(discounted.priceWithVat));
  await expect(page.getByTestId('vat-recap')).toContainText(`Sazba ${rate} %`);

  // a line without a name is not sent: the error shows on that line, which can be removed
  await page.getByRole('button', { name: 'Přidat řádek' }).click();
  await expect(item).toHaveCount(2);
  await page.getByRole('button', { name: 'Uložit' }).click();
  await expect(item.nth(1)).toContainText('Toto pole je povinné.');
  await expect(item.nth(1).getByRole('textbox', { name: 'Název (položka 2)' })).toBeFocused();
  await expect(page).toHaveURL(/\/cz\/invoices\/new$/);
  await page.getByRole('button', { name: 'Odebrat položku 2' }).click();
  await expect(item).toHaveCount(1);

  // the invoice and its items are one save: a sale the server refuses saves nothing and shows on its line
  const sale = item.getByRole('textbox', { name: 'Sleva % (položka 1)' });
  await sale.fill('150');
  await page.getByRole('button', { name: 'Uložit' }).click();
  await expect(item.first()).toContainText('Hodnota je příliš velká.');
  await expect(page).toHaveURL(/\/cz\/invoices\/new$/);
  await sale.fill('10');

  await page.getByRole('button', { name: 'Uložit' }).click();
  await expect(page).toHaveURL(/\/cz\/invoices\/\d+$/);
  await expect(alert(page, 'Faktura byla uložena.')).toBeVisible();
  const invoiceId = Number(page.url().split('/').at(-1));
  await expect(page.getByRole('heading', { name: /^Faktura \S+/, level: 1 })).toBeVisible();

  await page.goto(invoicePath(invoiceId));
  await expect(page.getByTestId('invoice-item')).toHaveCount(1);
  await expect(page.getByRole('textbox', { name: 'Množství (položka 1)' })).toHaveValue('3');
  await expect(page.getByTestId('total-with-vat')).toHaveText(czk(discounted.priceWithVat));
  await expect(page.getByRole('textbox', { name: 'Firma' })).toHaveValue(company);

  // an edit of a saved invoice is kept, the customer's VAT status too
  const customerPays = page.getByRole('checkbox', { name: 'Odběratel je plátce DPH' });
  await expect(customerPays).not.toBeChecked();
  await customerPays.check();
  await page.getByRole('textbox', { name: 'Poznámka' }).fill(`Poznámka ${word}`);
  await page.getByRole('button', { name: 'Uložit' }).click();
  await expect(alert(page, 'Faktura byla uložena.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Poznámka' })).toHaveValue(`Poznámka ${word}`);
  await expect(page.getByRole('checkbox', { name: 'Odběratel je plátce DPH' })).toBeChecked();
});

/** The contrast ratio (WCAG) of a field's text on its background, with the field's opacity applied. */
const contrastOf = (field: import('@playwright/test').Locator) =>
  field.evaluate((element) => {
    const style = getComputedStyle(element);
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const opacity = Number(style.opacity);
    const background = rgb(style.backgroundColor);
    const text = rgb(style.webkitTextFillColor || style.color).map(
      (channel, index) => channel * opacity + (background[index] ?? 255) * (1 - opacity),
    );
    const luminance = (channels: number[]) => {
      const [r = 0, g = 0, b = 0] = channels.map((channel) => {
        const c = channel / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const [light, dark] = [luminance(text), luminance(background)].sort((a, b) => b - a);
    return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
  });

test('an invoice is locked (all fields disabled, no save), unlocked, duplicated and deleted', async ({ page }) => {
  test.slow();
  await login(page, 'admin');
  const word = uniqueWord();
  const created = await createInvoice(page, { company: `Zámek ${word}`, email: `${word.toLowerCase()}@example.cz` });
  const invoiceId = created.id;
  await page.goto(invoicePath(invoiceId));
  await expect(page.getByTestId('invoice-item')).toHaveCount(1);
  const totalWithVat = await page.getByTestId('total-with-vat').textContent();

  // lock: every field and the items disabled, no save; unlock brings them back
  await page.getByRole('button', { name: 'Zamknout' }).click();
  await expect(alert(page, 'Faktura byla zamčena.')).toBeVisible();
  await expect(page.getByTestId('invoice-locked')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Firma' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Množství (položka 1)' })).toBeDisabled();
  // a locked invoice's values read as text at AA contrast (issue 25), not faded grey on grey
  expect(await contrastOf(page.getByRole('textbox', { name: 'Firma' }))).toBeGreaterThanOrEqual(4.5);
  await expect(page.getByRole('button', { name: 'Uložit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Přidat řádek' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Odemknout' }).click();
  await expect(alert(page, 'Faktura byla odemčena.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Firma' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Uložit' })).toBeVisible();

  // duplicate: a new invoice with the same items
  await page.getByRole('button', { name: 'Duplikovat' }).click();
  await expect(alert(page, 'Faktura byla zduplikována.')).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(`/invoices/${invoiceId}$`));
  await expect(page).toHaveURL(/\/cz\/invoices\/\d+$/);
  await expect(page.getByTestId('invoice-item')).toHaveCount(1);
  await expect(page.getByTestId('total-with-vat')).toHaveText(totalWithVat ?? '');

  // delete (administrator): after the confirmation, back to the list
  await page.getByRole('button', { name: 'Smazat fakturu' }).click();
  const confirm = page.getByRole('dialog', { name: 'Potvrzení' });
  await expect(confirm).toContainText('Opravdu chcete fakturu');
  await confirm.getByRole('button', { name: 'Smazat' }).click();
  await expect(alert(page, 'Faktura byla smazána.')).toBeVisible();
  await expect(page).toHaveURL(/\/cz\/invoices$/);
  await page.goto(invoicePath(invoiceId));
  await expect(page.getByTestId('invoice-item')).toHaveCount(1);
});

test('a customer’s invoices tab lists them and opens one; a customer without invoices says so', async ({ page }) => {
  await login(page, 'admin');
  const word = uniqueWord();
  const email = `${word.toLowerCase()}@example.cz`;
  const invoice = await createInvoice(page, { company: `Zákaznické ${word}`, email });
  await page.goto(`/cz/customers/${invoice.customerId}/invoices`);
  const table = page.getByRole('table', { name: 'Faktury zákazníka' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(invoice.number);
  await expect(table).toContainText('Nezaplaceno');
  await table.getByRole('cell', { name: 'Nezaplaceno' }).click();
  await expect(page).toHaveURL(new RegExp(`/cz/invoices/${invoice.id}$`));

  const emptyId = await createCustomer(page, `Bez faktur ${word}`);
  await page.goto(`/cz/customers/${emptyId}/invoices`);
  await expect(alert(page, 'Zákazník nemá žádné faktury.')).toBeVisible();
});

test('the invoice detail fits a 390 px phone', async ({ page }) => {
  await login(page, 'admin');
  const word = uniqueWord();
  const invoice = await createInvoice(page, { company: `Telefon ${word}`, email: `${word.toLowerCase()}@example.cz` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(invoicePath(invoice.id));
  await expect(page.getByTestId('invoice-item')).toHaveCount(1);
  // the screen's own content (the administrator's top bar with the country switcher is the shell's)
  const overflow = await page.evaluate(() => {
    const main = document.getElementById('main-content') as HTMLElement;
    return main.scrollWidth - main.clientWidth;
  });
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('invoice-detail-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: test.info().outputPath('invoice-detail-1366.png'), fullPage: true });
});

test('an invoice of a supplier that is not a VAT payer has no rates, no VAT column and says so', async ({ page }) => {
  await login(page, 'admin');
  const word = uniqueWord();
  const created = await createInvoice(page, { company: `Neplátce ${word}`, email: `${word.toLowerCase()}@example.cz` });
  const { billingInfoList } = await apiGet<{ billingInfoList: { id: number; vatPayer: boolean; name: string }[] }>(
    page,
    '/v1/billing-info',
  );
  const nonPayer = billingInfoList.find((row) => !row.vatPayer);
  expect(nonPayer, 'the demo has a billing info that is not a VAT payer').toBeTruthy();
  await page.goto(invoicePath(created.id));
  const items = page.getByRole('table', { name: 'Položky faktury' });
  await expect(items.getByRole('columnheader', { name: 'DPH', exact: true })).toBeVisible();
  // the choice of the billing info decides before saving: the rate selector and the VAT columns go
  await page.getByRole('combobox', { name: 'Fakturační subjekt' }).selectOption(String(nonPayer?.id));
  await expect(items.getByRole('columnheader', { name: 'DPH', exact: true })).toHaveCount(0);
  await expect(items.getByRole('combobox', { name: /DPH/ })).toHaveCount(0);
  await expect(page.getByTestId('vat-recap')).toContainText('Dodavatel není plátcem DPH – ceny jsou konečné.');
  await expect(page.getByTestId('total-with-vat')).toHaveText(/^2\s000,00\sKč$/);
});
