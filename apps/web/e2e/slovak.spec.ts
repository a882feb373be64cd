import type { Page } from '@playwright/test';
import { csrfHeaders, uniqueWord } from './customers-helpers';
import { expect, test } from './fixtures';
import { login } from './helpers';

/** The API as a Slovak screen calls it: the country in x-country. */
const slovakPost = async <T>(page: Page, path: string, data: unknown): Promise<T> => {
  const response = await page.request.post(path, {
    headers: { ...(await csrfHeaders(page)), 'x-country': 'sk' },
    data,
  });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as T;
};

const slovakGet = async <T>(page: Page, path: string): Promise<T> => {
  const response = await page.request.get(path, { headers: { 'x-country': 'sk' } });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
};

test('a Slovak operator works in Slovak: the menu, the calendar and the customers', async ({ page }) => {
  await login(page, 'operator3');
  await expect(page).toHaveURL(/\/sk(\/|$)/);
  const nav = page.getByRole('navigation', { name: 'Hlavná navigácia' });
  await expect(nav.getByRole('link', { name: 'Kalendár' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Zákazníci' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sk');
  await nav.getByRole('link', { name: 'Zákazníci' }).click();
  await expect(page.getByRole('heading', { name: 'Zákazníci', level: 1 })).toBeVisible();
  await expect(page.getByText('Uživatelské jméno')).toHaveCount(0);
});

test('a Slovak invoice’s e-invoice is queued from its detail, handed to the Peppol provider, and shown in the list', async ({
  page,
}) => {
  test.slow();
  await login(page, 'admin', { to: '/sk/invoices' });
  const word = uniqueWord();
  const { billingInfoList } = await slovakGet<{ billingInfoList: { id: number; vatPayer: boolean }[] }>(
    page,
    '/v1/billing-info',
  );
  const { taxes } = await slovakGet<{ taxes: { id: number; tax: number }[] }>(page, '/v1/taxes');
  const customer = await slovakPost<{ id: number }>(page, '/v1/customers', {
    customer: {
      deliveryAddress: { company: `Zberné suroviny ${word}`, street: 'Hlavná', cp: '5', psc: '01001', city: 'Žilina' },
    },
  });
  const { id } = await slovakPost<{ id: number }>(page, '/v1/invoices', {
    invoice: {
      billingInfoId: billingInfoList.find((row) => row.vatPayer)?.id,
      customerId: customer.id,
      dateIssue: new Date().toISOString().slice(0, 10),
      invoiceCompany: `Zberné suroviny ${word}`,
      invoiceStreet: 'Hlavná',
      invoiceCp: '5',
      invoicePsc: '01001',
      invoiceCity: 'Žilina',
      invoiceIc: '31333532',
      invoiceDic: 'SK2020317068',
      invoiceVatPayer: true,
      invoiceEmail: `${word.toLowerCase()}@example.sk`,
    },
    items: [{ name: 'Vývoz odpadu', amount: 2, price: 85.5, sale: 0, taxId: taxes.find((tax) => tax.tax === 23)?.id }],
  });

  await page.goto(`/sk/invoices/${id}`);
  const panel = page.getByRole('region', { name: 'E-faktúra (Peppol)' });
  await expect(panel.getByTestId('e-invoice-status')).toHaveText('Neodoslaná');
  await panel.getByRole('button', { name: 'Odoslať e-faktúru' }).click();
  const confirm = page.getByRole('dialog', { name: 'Potvrdenie' });
  await expect(confirm).toContainText('faktúra sa uzamkne');
  await confirm.getByRole('button', { name: 'Odoslať e-faktúru' }).click();
  await expect(panel.getByTestId('e-invoice-status')).toHaveText('V poradí na odoslanie');
  await expect(page.getByTestId('invoice-locked')).toBeVisible();

  // the outbox hands it to the provider; on the next look the buyer has it
  await slovakPost(page, '/v1/e-invoices/run', {});
  await page.reload();
  await expect(panel.getByTestId('e-invoice-status')).toHaveText('Odovzdaná poskytovateľovi');
  await page.goto(`/sk/invoices?onlyUnpaid=0&search=${encodeURIComponent(word)}`);
  await expect(page.locator(`tr[data-invoice-id="${id}"]`)).toContainText('E-faktúra: Odovzdaná poskytovateľovi');
});
