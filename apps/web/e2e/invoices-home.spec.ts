import { addDays, companyDayOf, companyWorkWeek } from '@bo/contract/dates/business-calendar';
import { alert, apiGet, createCustomer, uniqueWord } from './customers-helpers';
import { expect, test } from './fixtures';
import { login } from './helpers';
import { createInvoice, invoiceBasics } from './invoices-helpers';
import { apiPost, lastMailTo } from './offers-helpers';

test('an overdue invoice on the home page is sent again to a typed e-mail', async ({ page }) => {
  await login(page, 'admin');
  const word = uniqueWord();
  const today = companyDayOf(new Date());
  const invoice = await createInvoice(page, {
    company: `Dlužník ${word}`,
    email: `${word.toLowerCase()}@example.cz`,
    dateIssue: addDays(today, -40),
    dateMaturity: addDays(today, -10),
  });
  await page.goto('/cz/calendar');
  const overdue = page.getByRole('region', { name: 'Faktury po splatnosti' });
  const row = overdue.locator(`tr[data-invoice-id="${invoice.id}"]`);
  await expect(row).toContainText(invoice.number);
  // the row names the invoice by its id too, linking its detail
  await expect(row.getByRole('link', { name: String(invoice.id), exact: true })).toHaveAttribute(
    'href',
    `/cz/invoices/${invoice.id}`,
  );
  await expect(row.getByRole('link', { name: `Dlužník ${word}` })).toHaveAttribute(
    'href',
    `/cz/customers/${invoice.customerId}/detail`,
  );
  const typed = `upominka.${word.toLowerCase()}@example.cz`;
  await row.getByRole('textbox', { name: `E-mail pro fakturu ${invoice.number}` }).fill(typed);
  await row.getByRole('button', { name: `Odeslat znovu fakturu ${invoice.number}` }).click();
  // the typed address, no copy, the attachments; nothing is sent before confirming
  const preview = page.getByRole('dialog', { name: 'Odeslání e-mailem – kontrola před odesláním' });
  const recipients = preview.getByRole('table', { name: 'Příjemci a přílohy' });
  await expect(recipients).toContainText(typed);
  await expect(recipients).toContainText(`${invoice.number}.pdf, ${invoice.number}.isdoc`);
  await expect(preview).toContainText('Odesláním se 1 faktura uzamkne');
  await preview.getByRole('button', { name: 'Odeslat 1 fakturu' }).click();
  await expect(preview).toBeHidden();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /odeslán/i })
      .first(),
  ).toBeVisible();
  expect(await lastMailTo(typed)).toContain(invoice.number);
  // the calendar is still under the list
  await expect(page.getByTestId('calendar-day')).toHaveCount(5);
});

test('a delivered application is invoiced from the driver’s card, which then links the invoice', async ({ page }) => {
  await login(page, 'admin');
  const word = uniqueWord();
  const company = `Fakturace řidič ${word}`;
  const customerId = await createCustomer(page, company);
  const { users } = await apiGet<{ users: { id: number; login: string }[] }>(page, '/v1/users');
  // not `driver`, whose days route-order.spec.ts orders (an extra stop without GPS would change its count)
  const driver = users.find((user) => user.login === 'driver2');
  expect(driver).toBeTruthy();
  const monday = companyWorkWeek(new Date(), 0)[0] as string;
  const { id: applicationId } = await apiPost<{ id: number }>(page, `/v1/customers/${customerId}/applications`, {
    customerApplication: { applicationDate: monday, applicationRealDate: monday, driverId: driver?.id },
  });
  const { product } = await invoiceBasics(page);
  await apiPost(page, `/v1/customers/${customerId}/applications/${applicationId}/products`, {
    company: [{ productId: product.id, amount: 2 }],
    private: [],
  });

  await page.goto(`/cz/calendar?showAsUser=${driver?.id}`);
  const card = page.getByTestId('driver-event').filter({ hasText: company });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `Vyfakturovat: ${company}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Potvrzení' });
  await expect(dialog).toContainText('Opravdu chcete zakázku vyfakturovat?');
  await dialog.getByRole('button', { name: 'Vyfakturovat' }).click();
  await expect(alert(page, 'Faktura byla vytvořena.')).toBeVisible();
  const link = card.getByRole('link', { name: /^Otevřít fakturu \d+$/ });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/cz\/invoices\/\d+$/);
  await expect(page.getByRole('textbox', { name: 'Firma' })).toHaveValue(company);
  await expect(page.getByTestId('invoice-item')).toHaveCount(1);
});
