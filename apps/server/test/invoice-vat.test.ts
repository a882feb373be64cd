import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './helpers/api-client';
import { createCustomer, createSlovakCustomer } from './helpers/customers';
import { validateIsdoc, validatePohoda } from './helpers/document-checks';
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
let slovakOperator: ApiClient;
let accountant: ApiClient;
let customerId: number;
let slovakCustomerId: number;
/** The invoices of the table: id, number, billing info and the treatment of their one line. */
const issued: { id: number; number: string; billingInfoId: number; treatment: Case[3]; country: string }[] = [];

beforeAll(async () => {
  t = await startTestApp();
  operator = await t.loginAs('operator');
  accountant = await t.loginAs('accountant');
  slovakOperator = await t.loginAs('admin');
  slovakOperator.country = 'sk';
  f = await invoiceFixtures(t);
  customerId = await createCustomer(operator, { deliveryAddress: { company: 'Stavby Holub s.r.o.' } });
  slovakCustomerId = await createSlovakCustomer(t);
});
afterAll(() => t.close());

const customers = {
  'payer with DIČ': { invoiceVatPayer: true, invoiceDic: 'CZ27082440' },
  'payer without DIČ': { invoiceVatPayer: true, invoiceDic: '' },
  'non-payer': { invoiceVatPayer: false, invoiceDic: '' },
} as const;

type Case = [
  'payer' | 'non-payer' | 'sk payer',
  keyof typeof customers,
  boolean,
  'standard' | 'reverse_charge' | 'no_vat',
];
const table: Case[] = [
  ['payer', 'payer with DIČ', true, 'reverse_charge'],
  ['payer', 'payer with DIČ', false, 'standard'],
  ['payer', 'payer without DIČ', true, 'standard'],
  ['payer', 'non-payer', true, 'standard'],
  ['payer', 'non-payer', false, 'standard'],
  ['non-payer', 'payer with DIČ', true, 'no_vat'],
  ['non-payer', 'non-payer', false, 'no_vat'],
  // EUR: the Slovak billing info (a VAT payer) decides the same way
  ['sk payer', 'payer with DIČ', true, 'reverse_charge'],
  ['sk payer', 'payer without DIČ', true, 'standard'],
  ['sk payer', 'non-payer', true, 'standard'],
  ['sk payer', 'payer with DIČ', false, 'standard'],
];

const slovakCustomers: Record<keyof typeof customers, { invoiceVatPayer: boolean; invoiceDic: string }> = {
  'payer with DIČ': { invoiceVatPayer: true, invoiceDic: 'SK2020317068' },
  'payer without DIČ': { invoiceVatPayer: true, invoiceDic: '' },
  'non-payer': { invoiceVatPayer: false, invoiceDic: '' },
};

describe('the VAT decision on invoices', () => {
  it.each(table)(
    'supplier %s, customer %s, reverse-charge product %s → %s',
    async (supplier, customer, product, treatment) => {
      const isSlovak = supplier === 'sk payer';
      const billingInfoId = isSlovak ? f.skBilling.id : supplier === 'payer' ? f.payer.id : f.nonPayer.id;
      const client = isSlovak ? slovakOperator : operator;
      const line = isSlovak
        ? { productId: null, code: 'SROT', name: 'Železný šrot', reverseCharge: product, taxId: f.skTaxId }
        : {
            productId: product ? f.reverseProduct : f.plainProduct,
            code: product ? 'SROT-FE' : 'KON-5',
            name: product ? 'Železný šrot' : 'Kontejner 5 m³',
            taxId: f.tax[21],
          };
      const created = await client.post('/v1/invoices', {
        ...invoiceBody(isSlovak ? slovakCustomerId : customerId, billingInfoId, {
          invoiceIc: customer === 'non-payer' ? '' : isSlovak ? '31333532' : '27082440',
          ...(isSlovak ? slovakCustomers : customers)[customer],
        }),
        items: [{ ...line, amount: 2, unit: f.units[0], price: 1000, sale: 0 }],
      });
      expect(created.status, created.text).toBe(200);
      const id = created.body.id;
      const { invoice } = (await client.get(`/v1/invoices/${id}`)).body;
      issued.push({ id, number: invoice.number, billingInfoId, treatment, country: isSlovak ? 'sk' : 'cz' });
      const charged = treatment === 'standard';
      const rate = isSlovak ? 23 : 21;
      expect(invoice).toMatchObject({
        priceWithoutVat: 2000,
        priceWithVat: charged ? 2000 + 20 * rate : 2000,
        vat: charged ? 20 * rate : 0,
      });
      expect(invoice.vatRecap).toEqual([
        expect.objectContaining({ reverseCharge: treatment === 'reverse_charge', tax: charged ? rate : 0 }),
      ]);

      const text = normaliseSpaces(
        pdfText((await postJsonForBytes(client, '/v1/invoices/download', { invoiceIds: [id] })).bytes),
      );
      // a Slovak invoice names the reverse charge in Slovak (§69 ods. 12, §74 ods. 1 písm. m)
      expect(text.includes(isSlovak ? 'prenesenie daňovej povinnosti' : 'daň odvede zákazník')).toBe(
        treatment === 'reverse_charge',
      );
      expect(text.includes('Dodavatel není plátcem DPH')).toBe(treatment === 'no_vat');
      if (treatment === 'reverse_charge' && !isSlovak) expect(text).toContain('DIČ: CZ27082440');
      if (treatment === 'reverse_charge' && isSlovak) expect(text).toContain('IČ DPH: SK2020317068');
      expect(text).toContain(charged ? (isSlovak ? '2 460,00' : '2 420,00') : '2 000,00');
      expect(text).toContain(isSlovak ? '€' : 'Kč');

      const isdoc = await client.get(`/v1/invoices/${id}/isdoc`);
      expect(isdoc.status).toBe(200);
      const checked = validateIsdoc(isdoc.text);
      expect(checked.isValid, checked.output).toBe(true);
      expect(isdoc.text.includes('<LocalReverseChargeCode>')).toBe(treatment === 'reverse_charge');
    },
  );

  it('classifies the reverse-charge lines in POHODA (UDpdp, PDP, kód předmětu plnění 5), valid against data.xsd', async () => {
    const byBilling = new Map<string, typeof issued>();
    for (const invoice of issued) {
      const key = `${invoice.country}:${invoice.billingInfoId}`;
      byBilling.set(key, [...(byBilling.get(key) ?? []), invoice]);
    }
    expect(byBilling.size).toBe(3);
    for (const [key, invoices] of byBilling) {
      const [country = 'cz', billingInfoId] = key.split(':');
      const client = country === 'sk' ? slovakOperator : accountant;
      const generated = await client.post('/v1/reports/accountant/generate', {
        billingInfoId: Number(billingInfoId),
        dateFrom: '2026-11-02',
        dateTo: '2026-11-02',
      });
      expect(generated.status, generated.text).toBe(200);
      const xml: string = (await client.get(`/v1/reports/accountant/${generated.body.id}`)).body.xmlReport;
      const pohoda = validatePohoda(xml);
      expect(pohoda.isValid, pohoda.output).toBe(true);
      for (const invoice of invoices) {
        const start = xml.indexOf(`id="${invoice.number}">`);
        expect(start, invoice.number).toBeGreaterThan(0);
        const item = xml.slice(start, xml.indexOf('</dat:dataPackItem>', start));
        const isReverse = invoice.treatment === 'reverse_charge';
        expect(item.includes('<inv:PDP>true</inv:PDP>'), invoice.number).toBe(isReverse);
        expect(item.includes('<typ:ids>UDpdp</typ:ids>'), invoice.number).toBe(isReverse && country === 'cz');
        // the Czech scrap product names its code; the Slovak line without a product has none to name
        expect(item.includes('<inv:CodePDP>5</inv:CodePDP>'), invoice.number).toBe(isReverse && country === 'cz');
        expect(item.includes('<inv:rateVAT>none</inv:rateVAT>'), invoice.number).toBe(invoice.treatment !== 'standard');
      }
    }
  });

  it('exports a Slovak billing info for POHODA SK: 19 % as low, 5 % as the third rate with price3, and says so', async () => {
    const taxes = (await slovakOperator.get('/v1/taxes')).body.taxes as { id: number; tax: number }[];
    const rate = (value: number) => taxes.find((tax) => tax.tax === value)?.id;
    const created = await slovakOperator.post('/v1/invoices', {
      ...invoiceBody(slovakCustomerId, f.skBilling.id, {
        dateIssue: '2026-11-03',
        ...slovakCustomers['payer with DIČ'],
      }),
      items: [23, 19, 5].map((tax) => ({ name: `Sadzba ${tax} %`, amount: 1, price: 100, sale: 0, taxId: rate(tax) })),
    });
    expect(created.status, created.text).toBe(200);
    const generated = await slovakOperator.post('/v1/reports/accountant/generate', {
      billingInfoId: f.skBilling.id,
      dateFrom: '2026-11-03',
      dateTo: '2026-11-03',
    });
    expect(generated.status, generated.text).toBe(200);
    const xml: string = (await slovakOperator.get(`/v1/reports/accountant/${generated.body.id}`)).body.xmlReport;
    expect(xml).toContain('note="POHODA SK: vydané faktúry a dobropisy');
    expect(xml).toContain('<inv:rateVAT>high</inv:rateVAT><inv:percentVAT>23.00</inv:percentVAT>');
    expect(xml).toContain('<inv:rateVAT>low</inv:rateVAT><inv:percentVAT>19.00</inv:percentVAT>');
    expect(xml).toContain('<inv:rateVAT>third</inv:rateVAT><inv:percentVAT>5.00</inv:percentVAT>');
    expect(xml).toContain(
      '<typ:price3>100.00</typ:price3><typ:price3VAT>5.00</typ:price3VAT><typ:price3Sum>105.00</typ:price3Sum>',
    );
    const pohoda = validatePohoda(xml);
    expect(pohoda.isValid, pohoda.output).toBe(true);
  });

  it('credits a Slovak invoice with a Slovak "Dobropis" (§71 ods. 2 of the Slovak VAT act)', async () => {
    const original = issued.find((invoice) => invoice.country === 'sk' && invoice.treatment === 'standard');
    if (!original) throw new Error('no Slovak invoice');
    const created = await slovakOperator.post(`/v1/invoices/${original.id}/credit-notes`, {
      creditNote: { reason: 'Reklamácia množstva', items: [] },
    });
    expect(created.status, created.text).toBe(200);
    const text = normaliseSpaces(
      pdfText(
        (await postJsonForBytes(slovakOperator, '/v1/invoices/download', { invoiceIds: [created.body.id] })).bytes,
      ),
    );
    for (const expected of [
      'Dobropis č. ',
      'Opravovaná faktúra',
      'Dôvod opravy',
      'Reklamácia množstva',
      `§ 71 ods. 2 zákona č. 222/2004 Z. z. o dani z pridanej hodnoty k faktúre č. ${original.number}`,
      'Spolu na vrátenie',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Opravný daňový doklad');
  });

  it('takes a customer with a DIČ for a VAT payer when the call does not say', async () => {
    const created = await operator.post('/v1/invoices', invoiceBody(customerId, f.payer.id));
    expect((await operator.get(`/v1/invoices/${created.body.id}`)).body.invoice.invoiceVatPayer).toBe(true);
    const withoutDic = await operator.post('/v1/invoices', invoiceBody(customerId, f.payer.id, { invoiceDic: '' }));
    expect((await operator.get(`/v1/invoices/${withoutDic.body.id}`)).body.invoice.invoiceVatPayer).toBe(false);
  });
});
