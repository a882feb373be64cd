import { sql } from 'drizzle-orm';
import type { ApiClient } from './api-client';
import type { TestApp } from './test-app';

/** Rows of a raw query on the test database. */
export const rowsOf = async <T>(t: TestApp, query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

export type InvoiceFixtures = {
  /** CZ billing infos: the VAT payer (prefix ES) and the non-payer (prefix JM) */
  payer: { id: number; prefix: string };
  nonPayer: { id: number; prefix: string };
  skBilling: { id: number; prefix: string };
  /** CZ VAT rates by percent (21, 12, 0) and one SK rate */
  tax: Record<number, number>;
  skTaxId: number;
  units: number[];
  /** a CZ product with reverse charge and one without */
  reverseProduct: number;
  plainProduct: number;
  bankTransfer: number;
};

export const invoiceFixtures = async (t: TestApp): Promise<InvoiceFixtures> => {
  const billing = await rowsOf<{ id: number; country_code: string; vat_payer: boolean; invoice_prefix: string }>(
    t,
    sql`select id, country_code, vat_payer, invoice_prefix from billing_infos order by id`,
  );
  const pick = (predicate: (row: (typeof billing)[number]) => boolean) => {
    const row = billing.find(predicate);
    if (!row) throw new Error('billing info missing');
    return { id: row.id, prefix: row.invoice_prefix };
  };
  const taxes = await rowsOf<{ id: number; tax: string; country_code: string }>(
    t,
    sql`select id, tax, country_code from taxes order by id`,
  );
  const tax: Record<number, number> = {};
  for (const row of taxes.filter((candidate) => candidate.country_code === 'cz')) tax[Number(row.tax)] ??= row.id;
  // the demo catalogue sells scrap under the reverse charge (SROT-FE, VAT act §92c, kód předmětu plnění 5)
  const products = await rowsOf<{ id: number; reverse_charge: boolean }>(
    t,
    sql`select id, reverse_charge from products where country_code = 'cz' order by id`,
  );
  const [reverse] = products.filter((row) => row.reverse_charge);
  const [plain] = products.filter((row) => !row.reverse_charge);
  if (!reverse || !plain) throw new Error('demo products missing');
  const [bank] = await rowsOf<{ id: number }>(t, sql`select id from payment_types where code = 'bank_transfer'`);
  return {
    payer: pick((row) => row.country_code === 'cz' && row.vat_payer),
    nonPayer: pick((row) => row.country_code === 'cz' && !row.vat_payer),
    skBilling: pick((row) => row.country_code === 'sk'),
    tax,
    skTaxId: taxes.find((row) => row.country_code === 'sk')?.id ?? 0,
    units: (await rowsOf<{ id: number }>(t, sql`select id from units order by id`)).map((row) => row.id),
    reverseProduct: reverse.id,
    plainProduct: plain.id,
    bankTransfer: bank?.id ?? 0,
  };
};

/** A valid create body for a customer; `overrides` merge into the invoice. */
export const invoiceBody = (customerId: number, billingInfoId: number, overrides: Record<string, unknown> = {}) => ({
  invoice: {
    customerId,
    billingInfoId,
    dateIssue: '2026-11-02',
    invoiceCompany: 'Fakturační firma s.r.o.',
    invoiceStreet: 'Dlouhá',
    invoiceCp: '5',
    invoicePsc: '11000',
    invoiceCity: 'Praha',
    invoiceIc: '27082440',
    invoiceDic: 'CZ27082440',
    invoiceEmail: 'faktury@example.cz',
    ...overrides,
  },
});

export const createInvoice = async (client: ApiClient, body: ReturnType<typeof invoiceBody>) => {
  const response = await client.post('/v1/invoices', body);
  if (response.status !== 200) throw new Error(`create invoice: ${response.status} ${response.text}`);
  return response.body.id as number;
};

/** The editable fields of a read invoice, as PUT takes them. */
export const updateFieldsOf = (invoice: Record<string, unknown>) => ({
  billingInfoId: invoice.billingInfoId,
  numberFromClient: invoice.numberFromClient,
  deliveryNoteNumber: invoice.deliveryNoteNumber,
  dateIssue: invoice.dateIssue,
  dateTaxableSupply: invoice.dateTaxableSupply,
  dateMaturity: invoice.dateMaturity,
  datePaid: invoice.datePaid,
  paid: invoice.paid,
  payment: invoice.payment,
  invoiceCompany: invoice.invoiceCompany,
  invoiceStreet: invoice.invoiceStreet,
  invoiceCp: invoice.invoiceCp,
  invoicePsc: invoice.invoicePsc,
  invoiceCity: invoice.invoiceCity,
  invoiceIc: invoice.invoiceIc,
  invoiceDic: invoice.invoiceDic,
  invoiceEmail: invoice.invoiceEmail,
  invoiceEmailCopy: invoice.invoiceEmailCopy,
  note: invoice.note,
  lockVersion: invoice.lockVersion,
});
