import { sql } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './helpers/api-client';
import { createCustomer, createSlovakCustomer } from './helpers/customers';
import { validateUbl } from './helpers/document-checks';
import { type InvoiceFixtures, invoiceBody, invoiceFixtures, rowsOf } from './helpers/invoices';
import { startTestApp, type TestApp } from './helpers/test-app';
import { czCustomer, nonPayerBillingInfo, skCustomer, table } from './helpers/ubl-cases';
import { compiledRules } from './helpers/validation-rules';

/**
 * Peppol BIS Billing 3.0 documents (decision 179): GET /v1/invoices/{id}/ubl for invoices and credit notes of both
 * countries, each valid against the UBL 2.1 schema, EN 16931 and Peppol BIS 3 with no fatal assertion, its totals
 * and VAT breakdown the invoice's own.
 */
let t: TestApp;
let admin: ApiClient;
let operator: ApiClient;
let slovak: ApiClient;
let f: InvoiceFixtures;
const ids = { cz: 0, sk: 0, czNonPayer: 0, skNonPayer: 0, czZero: 0 };
const taxes: Record<string, Record<number, number>> = { cz: {}, sk: {} };
const units: Record<string, number> = {};
const payments: Record<string, number> = {};
/** The invoices of the table by country, for the access checks. */
const issued: Record<string, { id: number; number: string }> = {};

beforeAll(async () => {
  // compiles the rule sets meanwhile on a machine that has not compiled them yet
  const rules = Promise.all([compiledRules('en16931'), compiledRules('peppol')]);
  t = await startTestApp();
  admin = await t.loginAs('admin');
  operator = await t.loginAs('operator');
  slovak = await t.loginAs('admin');
  slovak.country = 'sk';
  f = await invoiceFixtures(t);
  ids.cz = await createCustomer(operator, { deliveryAddress: { company: 'Stavby Holub s.r.o.' } });
  ids.sk = await createSlovakCustomer(t);
  const zero = await admin.post('/v1/taxes', { tax: 0, isReduced: true });
  expect(zero.status, zero.text).toBe(200);
  for (const row of await rowsOf<{ id: number; tax: string; country_code: string }>(t, sql`select * from taxes`)) {
    taxes[row.country_code] = { ...taxes[row.country_code], [Number(row.tax)]: row.id };
  }
  for (const row of await rowsOf<{ id: number; value: string }>(t, sql`select id, value from units`)) {
    units[row.value] = row.id;
  }
  for (const row of await rowsOf<{ id: number; code: string }>(t, sql`select id, code from payment_types`)) {
    payments[row.code] = row.id;
  }
  const czNonPayer = await admin.post('/v1/billing-info', nonPayerBillingInfo({}));
  expect(czNonPayer.status, czNonPayer.text).toBe(200);
  ids.czNonPayer = czNonPayer.body.id;
  const skNonPayer = await slovak.post(
    '/v1/billing-info',
    nonPayerBillingInfo({
      name: 'Kontajnery Kováč',
      company: 'Ján Kováč',
      city: 'Trnava',
      psc: '917 01',
      ic: '31333532',
      dic: 'SK1045678901',
      bankAccount: '',
      iban: 'SK3112000000198742637541',
      swift: 'TATRSKBX',
      invoicePrefix: 'JK',
    }),
  );
  expect(skNonPayer.status, skNonPayer.text).toBe(200);
  ids.skNonPayer = skNonPayer.body.id;
  await rules;
});
afterAll(() => t.close());

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name) => ['TaxSubtotal', 'InvoiceLine', 'CreditNoteLine', 'PartyTaxScheme'].includes(name),
});
/** A parsed document, walked by its UBL names. */
type Node = any;
const amountOf = (node: Node) => Number(node['#text']);
const endpointOf = (party: Node) => `${party.Party.EndpointID['@schemeID']}:${party.Party.EndpointID['#text']}`;

/** The document's totals and breakdown against the invoice the API answers (a credit note's signs turned). */
const expectTotals = (document: Node, invoice: Node, sign: 1 | -1) => {
  const totals = document.LegalMonetaryTotal;
  expect(amountOf(totals.LineExtensionAmount)).toBe(sign * invoice.priceWithoutVat);
  expect(amountOf(totals.TaxExclusiveAmount)).toBe(sign * invoice.priceWithoutVat);
  expect(amountOf(totals.TaxInclusiveAmount)).toBe(sign * invoice.priceWithVat);
  expect(amountOf(totals.PayableAmount)).toBe(sign * invoice.priceWithVat);
  expect(amountOf(document.TaxTotal.TaxAmount)).toBe(sign * invoice.vat);
  expect(
    document.TaxTotal.TaxSubtotal.map((row: Node) => [amountOf(row.TaxableAmount), amountOf(row.TaxAmount)]),
  ).toEqual(invoice.vatRecap.map((row: Node) => [sign * row.priceWithoutVat, sign * row.vat]));
};

const validUbl = async (client: ApiClient, id: number, number: string) => {
  const response = await client.get(`/v1/invoices/${id}/ubl`);
  expect(response.status, response.text).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/xml');
  expect(response.headers.get('content-disposition')).toContain(`filename="${number}.xml"`);
  const verdict = await validateUbl(response.text);
  expect(verdict.xsd.output).toContain('validates');
  expect(verdict.fatal).toEqual([]);
  expect(verdict.isValid).toBe(true);
  return { xml: response.text, parsed: parser.parse(response.text) as Node };
};

describe('Peppol UBL documents', () => {
  it.each(table)('$name: valid, with the invoice’s totals', async (entry) => {
    const client = entry.country === 'sk' ? slovak : operator;
    const billingInfoId = {
      cz: { payer: f.payer.id, 'non-payer': ids.czNonPayer },
      sk: { payer: f.skBilling.id, 'non-payer': ids.skNonPayer },
    }[entry.country][entry.billing];
    const created = await client.post('/v1/invoices', {
      ...invoiceBody(entry.country === 'sk' ? ids.sk : ids.cz, billingInfoId, {
        ...(entry.country === 'sk' ? skCustomer : czCustomer),
        payment: payments[entry.payment],
        numberFromClient: entry.payment === 'cash' ? 'OBJ-2026/118' : '',
      }),
      items: entry.lines.map((line) => ({
        name: line.name,
        amount: line.amount,
        price: line.price,
        sale: line.sale ?? 0,
        unit: line.unit ? units[line.unit] : null,
        taxId: taxes[entry.country]?.[line.rate],
        reverseCharge: line.isReverse ?? false,
      })),
    });
    expect(created.status, created.text).toBe(200);
    const id: number = created.body.id;
    const { invoice } = (await client.get(`/v1/invoices/${id}`)).body;
    issued[entry.country] = { id, number: invoice.number };
    const { xml, parsed } = await validUbl(client, id, invoice.number);
    const document = parsed.Invoice;
    expect(document.InvoiceTypeCode).toBe('380');
    expect(document.DocumentCurrencyCode).toBe(entry.country === 'sk' ? 'EUR' : 'CZK');
    expectTotals(document, invoice, 1);
    expect(
      document.TaxTotal.TaxSubtotal.map((row: Node) => `${row.TaxCategory.ID} ${row.TaxCategory.Percent ?? ''}`.trim()),
    ).toEqual(entry.breakdown);
    expect([endpointOf(document.AccountingSupplierParty), endpointOf(document.AccountingCustomerParty)]).toEqual(
      entry.endpoints,
    );
    // a supplier outside VAT states no VAT identifier, neither its own nor the buyer's (BR-O-02)
    expect(xml.includes('<cac:PartyTaxScheme>')).toBe(entry.billing === 'payer');
    expect(document.InvoiceLine).toHaveLength(entry.lines.length);
    const means = document.PaymentMeans;
    expect(typeof means.PaymentMeansCode === 'string' ? means.PaymentMeansCode : means.PaymentMeansCode['#text']).toBe(
      { bank_transfer: '30', cash: '10', card: '48', cash_on_delivery: '10' }[entry.payment],
    );
    if (entry.payment === 'bank_transfer') expect(means.PayeeFinancialAccount.ID).toMatch(/^(CZ|SK)\d{22}$/);

    if (!entry.credit) return;
    const { items } = (await client.get(`/v1/invoices/${id}/items`)).body;
    const note = await client.post(`/v1/invoices/${id}/credit-notes`, {
      creditNote: {
        reason: 'Reklamace',
        items: entry.credit.lines.map((line) => ({ itemId: items[line.index].id, amount: line.amount })),
      },
    });
    expect(note.status, note.text).toBe(200);
    const credit = (await client.get(`/v1/invoices/${note.body.id}`)).body.invoice;
    const creditDocument = (await validUbl(client, note.body.id, credit.number)).parsed.CreditNote;
    expect(creditDocument.CreditNoteTypeCode).toBe('381');
    expect(creditDocument.BillingReference.InvoiceDocumentReference).toEqual({
      ID: invoice.number,
      IssueDate: invoice.dateIssue,
    });
    expect(credit.priceWithVat).toBeLessThan(0);
    expectTotals(creditDocument, credit, -1);
    expect(creditDocument.CreditNoteLine).toHaveLength(entry.credit.lines.length);
  });
});

describe('the checks and their limits', () => {
  it('find a wrong payable amount and a missing profile, and a supplier without DIČ has no Peppol address', async () => {
    const { id } = issued.cz ?? { id: 0 };
    const xml = (await operator.get(`/v1/invoices/${id}/ubl`)).text;
    const wrongTotal = await validateUbl(xml.replace(/(<cbc:PayableAmount currencyID="CZK">)[\d.]+/, '$11.00'));
    expect(wrongTotal.fatal.map((assertion) => assertion.id)).toEqual(['BR-CO-16']);
    const noProfile = await validateUbl(xml.replace(/<cbc:ProfileID>.*<\/cbc:ProfileID>/, ''));
    expect(noProfile.fatal.map((assertion) => assertion.id)).toEqual(['PEPPOL-EN16931-R001', 'PEPPOL-EN16931-R007']);
    // the demo's Jan Malý pays no VAT and has no DIČ: no scheme of the EAS list addresses him (decision 179)
    const created = await operator.post('/v1/invoices', {
      ...invoiceBody(ids.cz, f.nonPayer.id, czCustomer),
      items: [{ name: 'Kontejner', amount: 1, price: 900, taxId: taxes.cz?.[21] }],
    });
    const response = await operator.get(`/v1/invoices/${created.body.id}/ubl`);
    expect(response.status).toBe(200);
    expect(response.text).not.toContain('schemeID="9929">CZ69663963');
    const verdict = await validateUbl(response.text);
    expect(verdict.xsd.isValid).toBe(true);
    expect(verdict.fatal.map((assertion) => assertion.id)).toEqual(['PEPPOL-EN16931-R020']);
  });
});

describe('access and input', () => {
  it('answers 401 logged out, 403 to drivers and accountants, 404 for another country’s invoice, 400 for a bad id', async () => {
    const { id } = issued.cz ?? { id: 0 };
    expect((await t.client().get(`/v1/invoices/${id}/ubl`)).status).toBe(401);
    for (const login of ['driver', 'accountant']) {
      expect((await (await t.loginAs(login)).get(`/v1/invoices/${id}/ubl`)).status).toBe(403);
    }
    expect((await admin.get(`/v1/invoices/${id}/ubl`)).status).toBe(200);
    expect((await operator.get(`/v1/invoices/${issued.sk?.id}/ubl`)).status).toBe(404);
    expect((await slovak.get(`/v1/invoices/${id}/ubl`)).status).toBe(404);
    expect((await operator.get('/v1/invoices/2000000000/ubl')).status).toBe(404);
    expect((await operator.get('/v1/invoices/abc/ubl')).status).toBe(400);
  });
});
