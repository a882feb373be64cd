import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './helpers/api-client';
import { createCustomer } from './helpers/customers';
import { validateIsdoc } from './helpers/document-checks';
import { postJsonForBytes } from './helpers/invoice-fixtures';
import { type InvoiceFixtures, invoiceBody, invoiceFixtures } from './helpers/invoices';
import { normaliseSpaces, pdfText } from './helpers/pdf-text';
import { startTestApp, type TestApp } from './helpers/test-app';

/**
 * The VAT decision (decision 173) through the whole invoice: every combination of the supplier (VAT payer or not),
 * the customer on the document (payer with DIČ, payer without DIČ, non-payer) and the product (reverse charge or
 * not) in the saved totals, the PDF's text and the ISDOC (valid against ISDOC 6.0.2).
 */
let t: TestApp;
let operator: ApiClient;
let f: InvoiceFixtures;
let customerId: number;

beforeAll(async () => {
  t = await startTestApp();
  operator = await t.loginAs('operator');
  f = await invoiceFixtures(t);
  customerId = await createCustomer(operator, { deliveryAddress: { company: 'Stavby Holub s.r.o.' } });
});
afterAll(() => t.close());

const customers = {
  'payer with DIČ': { invoiceVatPayer: true, invoiceDic: 'CZ27082440' },
  'payer without DIČ': { invoiceVatPayer: true, invoiceDic: '' },
  'non-payer': { invoiceVatPayer: false, invoiceDic: '' },
} as const;

type Case = ['payer' | 'non-payer', keyof typeof customers, boolean, 'standard' | 'reverse_charge' | 'no_vat'];
const table: Case[] = [
  ['payer', 'payer with DIČ', true, 'reverse_charge'],
  ['payer', 'payer with DIČ', false, 'standard'],
  ['payer', 'payer without DIČ', true, 'standard'],
  ['payer', 'non-payer', true, 'standard'],
  ['payer', 'non-payer', false, 'standard'],
  ['non-payer', 'payer with DIČ', true, 'no_vat'],
  ['non-payer', 'non-payer', false, 'no_vat'],
];

describe('the VAT decision on invoices', () => {
  it.each(table)(
    'supplier %s, customer %s, reverse-charge product %s → %s',
    async (supplier, customer, product, treatment) => {
      const billingInfoId = supplier === 'payer' ? f.payer.id : f.nonPayer.id;
      const created = await operator.post('/v1/invoices', {
        ...invoiceBody(customerId, billingInfoId, {
          invoiceIc: customer === 'non-payer' ? '' : '27082440',
          ...customers[customer],
        }),
        items: [
          {
            productId: product ? f.reverseProduct : f.plainProduct,
            code: product ? 'ULOZ-SUT' : 'KON-5',
            name: product ? 'Uložení suti' : 'Kontejner 5 m³',
            amount: 2,
            unit: f.units[0],
            price: 1000,
            sale: 0,
            taxId: f.tax[21],
          },
        ],
      });
      expect(created.status, created.text).toBe(200);
      const id = created.body.id;
      const { invoice } = (await operator.get(`/v1/invoices/${id}`)).body;
      const charged = treatment === 'standard';
      expect(invoice).toMatchObject({
        priceWithoutVat: 2000,
        priceWithVat: charged ? 2420 : 2000,
        vat: charged ? 420 : 0,
      });
      expect(invoice.vatRecap).toEqual([
        expect.objectContaining({ reverseCharge: treatment === 'reverse_charge', tax: charged ? 21 : 0 }),
      ]);

      const text = normaliseSpaces(
        pdfText((await postJsonForBytes(operator, '/v1/invoices/download', { invoiceIds: [id] })).bytes),
      );
      expect(text.includes('daň odvede zákazník')).toBe(treatment === 'reverse_charge');
      expect(text.includes('Dodavatel není plátcem DPH')).toBe(treatment === 'no_vat');
      if (treatment === 'reverse_charge') expect(text).toContain('DIČ: CZ27082440');
      expect(text).toContain(charged ? '2 420,00' : '2 000,00');

      const isdoc = await operator.get(`/v1/invoices/${id}/isdoc`);
      expect(isdoc.status).toBe(200);
      const checked = validateIsdoc(isdoc.text);
      expect(checked.isValid, checked.output).toBe(true);
      expect(isdoc.text.includes('<LocalReverseChargeCode>')).toBe(treatment === 'reverse_charge');
    },
  );

  it('takes a customer with a DIČ for a VAT payer when the call does not say', async () => {
    const created = await operator.post('/v1/invoices', invoiceBody(customerId, f.payer.id));
    expect((await operator.get(`/v1/invoices/${created.body.id}`)).body.invoice.invoiceVatPayer).toBe(true);
    const withoutDic = await operator.post('/v1/invoices', invoiceBody(customerId, f.payer.id, { invoiceDic: '' }));
    expect((await operator.get(`/v1/invoices/${withoutDic.body.id}`)).body.invoice.invoiceVatPayer).toBe(false);
  });
});
