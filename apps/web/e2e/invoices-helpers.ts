import { expect, type Page } from '@playwright/test';
import { apiGet, createCustomer, csrfHeaders } from './customers-helpers';
import { apiPost } from './offers-helpers';

export const invoiceListPath = '/cz/invoices';
export const invoicePath = (invoiceId: number | 'new') => `/cz/invoices/${invoiceId}`;

type Product = { id: number; code: string; name: string; display: boolean; unit: number; idTaxPrice: number };

/** The first visible product and the first billing info of the country. */
export const invoiceBasics = async (page: Page) => {
  const { billingInfoList } = await apiGet<{ billingInfoList: { id: number; name: string }[] }>(
    page,
    '/v1/billing-info',
  );
  const { products } = await apiGet<{ products: Product[] }>(page, '/v1/products');
  const product = products.find((candidate) => candidate.display);
  expect(product, 'the demo catalogue has a visible product').toBeTruthy();
  expect(billingInfoList.length).toBeGreaterThan(0);
  return { billingInfo: billingInfoList[0] as { id: number; name: string }, product: product as Product };
};

/**
 * A customer and an invoice of it through the API (POST /v1/invoices, POST …/items), as the
 * logged-in administrator; returns their ids and the invoice's number.
 */
export const createInvoice = async (
  page: Page,
  options: {
    company: string;
    email: string;
    customerId?: number;
    dateIssue?: string;
    dateMaturity?: string;
    price?: number;
    amount?: number;
  },
) => {
  const { billingInfo, product } = await invoiceBasics(page);
  const customerId = options.customerId ?? (await createCustomer(page, options.company, { email: options.email }));
  const { id } = await apiPost<{ id: number }>(page, '/v1/invoices', {
    invoice: {
      billingInfoId: billingInfo.id,
      customerId,
      dateIssue: options.dateIssue ?? new Date().toISOString().slice(0, 10),
      ...(options.dateMaturity ? { dateMaturity: options.dateMaturity } : {}),
      invoiceCompany: options.company,
      invoiceStreet: 'Nádražní',
      invoiceCp: '318',
      invoicePsc: '26601',
      invoiceCity: 'Beroun',
      invoiceEmail: options.email,
    },
  });
  await apiPost(page, `/v1/invoices/${id}/items`, {
    item: {
      productId: product.id,
      code: product.code,
      name: product.name,
      amount: options.amount ?? 2,
      unit: product.unit,
      price: options.price ?? 1000,
      sale: 0,
      taxId: product.idTaxPrice,
    },
  });
  const { invoice } = await apiGet<{ invoice: { number: string; priceWithVat: number } }>(page, `/v1/invoices/${id}`);
  return { id, customerId, number: invoice.number, priceWithVat: invoice.priceWithVat };
};

export const deleteInvoice = async (page: Page, id: number) => {
  const response = await page.request.delete(`/v1/invoices/${id}`, { headers: await csrfHeaders(page) });
  expect(response.status()).toBeLessThan(300);
};

/** The list's row of an invoice. */
export const invoiceRow = (page: Page, invoiceId: number) => page.locator(`tr[data-invoice-id="${invoiceId}"]`);
