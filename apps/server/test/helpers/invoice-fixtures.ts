import { randomInt } from 'node:crypto';
import { invoiceLinePrices, invoiceTotals } from '@bo/contract/invoices/totals';
import { invoiceVatParties } from '@bo/contract/invoices/vat-decision';
import { sql } from 'drizzle-orm';
import { invoiceItems, invoices } from '../../src/db/schema/index';
import type { ApiClient } from './api-client';
import type { TestApp } from './test-app';

/**
 * Invoices written straight into the tables (the invoices CRUD API is tested in files of their own):
 * enough for the documents, ISDOC and mail tests. Item prices as the contract's totals compute them.
 */
type Row = Record<string, unknown>;
const rows = async <T extends Row>(t: Pick<TestApp, 'db'>, query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

export type FixtureItem = {
  name: string;
  code?: string;
  amount: number;
  unit?: string;
  price: number;
  sale?: number;
  tax: number;
  reverseCharge?: boolean;
};

export type FixtureInvoice = {
  customerId: number;
  countryCode?: string;
  /** the demo billing info's name */
  billingInfo: string;
  payment: string | null;
  paid?: boolean;
  datePaid?: string | null;
  email?: string;
  emailCopy?: string;
  items: FixtureItem[];
  company?: string;
  note?: string;
  /** the customer (DIČ CZ25596641) pays VAT: default true */
  customerVatPayer?: boolean;
};

export type InsertedInvoice = { id: number; number: string };

/** Numbers count up from a random start: unique within a database however many a run inserts. */
let nextSequence = randomInt(10_000, 60_000);

export const billingInfoOf = async (t: Pick<TestApp, 'db'>, name: string) => {
  const [row] = await rows<{ id: number; invoice_prefix: string; vat_payer: boolean }>(
    t,
    sql`select id, invoice_prefix, vat_payer from billing_infos where name = ${name}`,
  );
  if (!row) throw new Error(`billing info ${name} missing`);
  return row;
};

export const insertInvoice = async (t: Pick<TestApp, 'db'>, fixture: FixtureInvoice): Promise<InsertedInvoice> => {
  const countryCode = fixture.countryCode ?? 'cz';
  const billing = await billingInfoOf(t, fixture.billingInfo);
  const [payment] = fixture.payment
    ? await rows<{ id: number }>(t, sql`select id from payment_types where code = ${fixture.payment}`)
    : [];
  const taxes = await rows<{ id: number; tax: string }>(
    t,
    sql`select id, tax from taxes where country_code = ${countryCode}`,
  );
  const units = await rows<{ id: number; value: string }>(t, sql`select id, value from units`);
  const lines = fixture.items.map((item) => {
    const tax = taxes.find((row) => Number(row.tax) === item.tax);
    if (!tax) throw new Error(`no ${item.tax} % rate in ${countryCode}`);
    return { ...item, sale: item.sale ?? 0, taxId: tax.id, reverseCharge: item.reverseCharge ?? false };
  });
  const parties = invoiceVatParties(billing.vat_payer, {
    invoiceVatPayer: fixture.customerVatPayer ?? true,
    invoiceDic: 'CZ25596641',
  });
  const totals = invoiceTotals(lines, parties);
  const number = `${billing.invoice_prefix}2026${String(nextSequence)}`;
  nextSequence += 1;
  const [invoice] = await t.db
    .insert(invoices)
    .values({
      countryCode,
      number,
      numberFromClient: 'OBJ-2026/118',
      deliveryNoteNumber: 4711,
      dateIssue: '2026-11-20',
      dateTaxableSupply: '2026-11-19',
      dateMaturity: '2026-12-04',
      datePaid: fixture.datePaid ?? null,
      paid: fixture.paid ?? false,
      paymentTypeId: payment?.id ?? null,
      billingInfoId: billing.id,
      customerId: fixture.customerId,
      priceWithVat: totals.priceWithVat.toFixed(2),
      priceWithoutVat: totals.priceWithoutVat.toFixed(2),
      invoiceCompany: fixture.company ?? 'Pekárna Šťastný s.r.o.',
      invoiceStreet: 'Dlouhá',
      invoiceCp: '12/3',
      invoicePsc: '11000',
      invoiceCity: 'Praha 1',
      invoiceIc: '25596641',
      invoiceDic: 'CZ25596641',
      invoiceVatPayer: fixture.customerVatPayer ?? true,
      invoiceEmail: fixture.email ?? '',
      invoiceEmailCopy: fixture.emailCopy ?? '',
      note: fixture.note ?? '',
    })
    .returning({ id: invoices.id });
  const id = invoice?.id as number;
  if (lines.length) {
    await t.db.insert(invoiceItems).values(
      lines.map((line, position) => {
        const prices = invoiceLinePrices(line, parties);
        return {
          invoiceId: id,
          position,
          code: line.code ?? '',
          name: line.name,
          amount: String(line.amount),
          unitId: units.find((unit) => unit.value === (line.unit ?? 'ks'))?.id ?? null,
          price: line.price.toFixed(2),
          sale: line.sale.toFixed(2),
          taxId: line.taxId,
          tax: line.tax.toFixed(2),
          reverseCharge: line.reverseCharge,
          priceWithoutVat: prices.priceWithoutVat.toFixed(2),
          priceWithVat: prices.priceWithVat.toFixed(2),
        };
      }),
    );
  }
  return { id, number };
};

/** POST a JSON body with the client's session and CSRF token, answering the raw bytes (PDF downloads). */
export const postJsonForBytes = async (client: ApiClient, path: string, body: unknown) => {
  if (!client.cookies.has('XSRF-TOKEN')) await client.get('/health');
  const response = await fetch(`${client.baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '',
      ...(client.country ? { 'x-country': client.country } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
};
