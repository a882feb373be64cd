import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { variableSymbol } from '@bo/contract/invoices/numbering';
import { parseSpayd } from '@bo/contract/invoices/spayd';
import { invoiceTotals } from '@bo/contract/invoices/totals';
import { decode as decodePayBySquare } from 'bysquare/pay';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, sentEmails } from '../src/db/schema/index';
import type { ApiClient } from './helpers/api-client';
import { createCustomer, createSlovakCustomer } from './helpers/customers';
import { pagesOf, qrCodesOfFirstPage, validateIsdoc } from './helpers/document-checks';
import { type FixtureItem, type InsertedInvoice, insertInvoice, postJsonForBytes } from './helpers/invoice-fixtures';
import { normaliseSpaces, pdfText } from './helpers/pdf-text';
import { startTestSmtp, type TestSmtp } from './helpers/smtp';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let smtp: TestSmtp;
let dataDir: string;
let admin: ApiClient;
let operator: ApiClient;
let customerId: number;
let slovakCustomerId: number;
let payerInvoice: InsertedInvoice;
let plainInvoice: InsertedInvoice;
let longInvoice: InsertedInvoice;
let slovakInvoice: InsertedInvoice;
let paidInvoice: InsertedInvoice;
let cashInvoice: InsertedInvoice;
let noAddressInvoice: InsertedInvoice;

const payerItems: FixtureItem[] = [
  { name: 'Odvoz kuchyňského odpadu', code: 'KO-240', amount: 3, price: 1250.5, tax: 21 },
  { name: 'Nádoba 240 l – pronájem', amount: 2, unit: 'měs.', price: 180, sale: 10, tax: 12 },
  { name: 'Výkup železného šrotu', amount: 1.5, unit: 't', price: 4200, tax: 21, reverseCharge: true },
];
const payerTotals = invoiceTotals(
  payerItems.map((item) => ({ ...item, sale: item.sale ?? 0, taxId: 0, reverseCharge: item.reverseCharge ?? false })),
  { isSupplierVatPayer: true, isCustomerVatPayer: true, customerDic: 'CZ25596641' },
);

/** Czech money as the PDF prints it: "3 751,50 Kč" (no-break spaces normalised). */
const czk = (value: number) =>
  normaliseSpaces(new Intl.NumberFormat('cs-CZ', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value));

const download = (client: ApiClient, invoiceIds: number[]) =>
  postJsonForBytes(client, '/v1/invoices/download', { invoiceIds });

const pdfOf = async (client: ApiClient, id: number) => {
  const response = await download(client, [id]);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  expect(response.headers.get('content-disposition')).toMatch(/^inline; filename="[A-Z]{2}2026\d{5}\.pdf"/);
  return response.bytes;
};

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'bo-invoice-docs-'));
  smtp = await startTestSmtp();
  t = await startTestApp({ env: { DATA_DIR: dataDir, SMTP_URL: smtp.url } });
  admin = await t.loginAs('admin');
  operator = await t.loginAs('operator');
  customerId = await createCustomer(admin, { deliveryAddress: { company: 'Pekárna Šťastný s.r.o.' } });
  slovakCustomerId = await createSlovakCustomer(t);
  const base = { customerId, billingInfo: 'EkoSvoz s.r.o.', payment: 'bank_transfer' };
  payerInvoice = await insertInvoice(t, {
    ...base,
    items: payerItems,
    email: 'uctarna@pekarna.cz',
    emailCopy: 'majitel@pekarna.cz',
    note: 'Děkujeme za spolupráci.',
  });
  plainInvoice = await insertInvoice(t, {
    ...base,
    billingInfo: 'Jan Malý – Kontejnery',
    items: [
      { name: 'Přistavení kontejneru', amount: 1, price: 1500, tax: 21 },
      { name: 'Odvoz suti', amount: 2, unit: 't', price: 900, tax: 12 },
    ],
  });
  longInvoice = await insertInvoice(t, {
    ...base,
    items: Array.from({ length: 40 }, (_, index) => ({
      name: `Svoz ${index + 1}. týden – směsný odpad`,
      amount: 1,
      price: 100 + index,
      tax: index % 2 ? 12 : 21,
    })),
  });
  slovakInvoice = await insertInvoice(t, {
    customerId: slovakCustomerId,
    countryCode: 'sk',
    billingInfo: 'EkoSvoz Slovensko s.r.o.',
    payment: 'bank_transfer',
    company: 'Slovenská firma s.r.o.',
    items: [{ name: 'Odvoz odpadu Bratislava', amount: 2, price: 85.5, tax: 23 }],
  });
  paidInvoice = await insertInvoice(t, { ...base, paid: true, datePaid: '2026-11-22', items: payerItems.slice(0, 1) });
  cashInvoice = await insertInvoice(t, { ...base, payment: 'cash', items: payerItems.slice(0, 1) });
  noAddressInvoice = await insertInvoice(t, { ...base, items: payerItems.slice(0, 1) });
});

afterAll(async () => {
  await smtp.close();
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('invoice PDF (VAT act §29)', () => {
  it('prints every field of a VAT payer’s tax document, reverse charge and the VAT recap per rate', async () => {
    const text = normaliseSpaces(pdfText(await pdfOf(operator, payerInvoice.id)));
    const vs = variableSymbol(payerInvoice.number);
    for (const expected of [
      `Faktura – daňový doklad č. ${payerInvoice.number}`,
      'Dodavatel',
      'EkoSvoz s.r.o.',
      'Průmyslová 1472/11',
      '10200 Praha 10 – Hostivař',
      'IČ: 27082440',
      'DIČ: CZ27082440',
      'Zapsáno v obchodním rejstříku',
      'Odběratel',
      'Pekárna Šťastný s.r.o.',
      'Dlouhá 12/3',
      '11000 Praha 1',
      'IČ: 25596641',
      'DIČ: CZ25596641',
      'Odvoz kuchyňského odpadu',
      'Nádoba 240 l – pronájem',
      'daň odvede zákazník',
      'Rekapitulace DPH',
      'Děkujeme za spolupráci.',
      'Strana 1/1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Datum vystavení\s+20\. 11\. 2026/);
    expect(text).toMatch(/Datum uskutečnění zdanitelného plnění\s+19\. 11\. 2026/);
    expect(text).toMatch(/Datum splatnosti\s+04\. 12\. 2026/);
    expect(text).toMatch(/Forma úhrady\s+Převodem/);
    expect(text).toMatch(/Bankovní účet\s+2801234578\/2010/);
    expect(text).toMatch(/IBAN\s+CZ0520100000002801234578/);
    expect(text).toMatch(new RegExp(`Variabilní symbol\\s+${vs}`));
    // line 1: 3 × 1 250,50 = 3 751,50, 21 % = 787,82 → 4 539,32
    expect(text).toMatch(
      /Odvoz kuchyňského odpadu \(KO-240\)\s+3 ks\s+1 250,50\s+0\s*%\s+3 751,50\s+21\s*%\s+787,82\s+4 539,32/,
    );
    // line 2: 2 × 180 − 10 % = 324,00, 12 % = 38,88 → 362,88
    expect(text).toMatch(/2 měs\.\s+180,00\s+10\s*%\s+324,00\s+12\s*%\s+38,88\s+362,88/);
    // reverse charge: 1,5 t × 4 200 = 6 300, no rate and no VAT
    expect(text).toMatch(/1,5 t\s+4 200,00\s+0\s*%\s+6 300,00\s+—\s+—\s+6 300,00/);
    for (const row of payerTotals.vatRecap) {
      const rate = row.reverseCharge ? 'PDP – daň odvede zákazník' : `${row.tax}\\s*%`;
      expect(text).toMatch(
        new RegExp(`${rate}\\s+${czk(row.priceWithoutVat)} Kč\\s+${czk(row.vat)} Kč\\s+${czk(row.priceWithVat)} Kč`),
      );
    }
    expect(text).toMatch(new RegExp(`Celkem bez DPH\\s+${czk(payerTotals.priceWithoutVat)} Kč`));
    expect(text).toMatch(new RegExp(`DPH celkem\\s+${czk(payerTotals.vat)} Kč`));
    expect(text).toMatch(new RegExp(`Celkem k úhradě\\s+${czk(payerTotals.priceWithVat)} Kč`));
    expect(payerTotals.priceWithVat).toBe(4539.32 + 362.88 + 6300);
  });

  it('draws the QR payment of an unpaid bank-transfer invoice; zbar reads it back field by field', async () => {
    const pdf = await pdfOf(operator, payerInvoice.id);
    expect(pdfText(pdf)).toContain('QR Platba');
    const codes = qrCodesOfFirstPage(pdf);
    expect(codes).toHaveLength(1);
    expect(codes[0]?.startsWith('SPD*1.0*')).toBe(true);
    expect(parseSpayd(codes[0] ?? '')).toEqual({
      ACC: 'CZ0520100000002801234578+FIOBCZPPXXX',
      AM: payerTotals.priceWithVat.toFixed(2),
      CC: 'CZK',
      'X-VS': variableSymbol(payerInvoice.number),
      MSG: `Faktura ${payerInvoice.number}`,
    });
  });

  it('has no QR payment on a paid invoice nor on a cash one', async () => {
    for (const invoice of [paidInvoice, cashInvoice]) {
      const pdf = await pdfOf(operator, invoice.id);
      expect(qrCodesOfFirstPage(pdf)).toEqual([]);
      expect(pdfText(pdf)).not.toContain('QR Platba');
    }
    const paidText = normaliseSpaces(pdfText(await pdfOf(operator, paidInvoice.id)));
    expect(paidText).toContain('Uhrazeno dne 22. 11. 2026.');
    expect(normaliseSpaces(pdfText(await pdfOf(operator, cashInvoice.id)))).toMatch(/Forma úhrady\s+Hotově/);
  });

  it('gives a supplier that is not a VAT payer a plain invoice without VAT', async () => {
    const text = normaliseSpaces(pdfText(await pdfOf(operator, plainInvoice.id)));
    expect(text).toContain(`Faktura č. ${plainInvoice.number}`);
    expect(text).not.toContain('daňový doklad');
    expect(text).toContain('Neplátce DPH');
    expect(text).toContain('Dodavatel není plátcem DPH.');
    for (const absent of ['Rekapitulace DPH', 'Sazba', 'DPH celkem', 'Celkem bez DPH', '21 %']) {
      expect(text).not.toContain(absent);
    }
    // 1 500 + 2 × 900 = 3 300, no VAT on either line
    expect(text).toMatch(/Celkem k úhradě\s+3 300,00 Kč/);
    expect(text).toMatch(/2\s*t\s+900,00\s+0\s*%\s+1 800,00/);
  });

  it('continues a 40-line invoice on more pages, each with the title and the table header repeated', async () => {
    const pages = pagesOf(normaliseSpaces(pdfText(await pdfOf(operator, longInvoice.id))));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((page, index) => {
      expect(page).toContain(`Strana ${index + 1}/${pages.length}`);
      if (index > 0) expect(page).toContain(`Faktura – daňový doklad č. ${longInvoice.number} (pokračování)`);
    });
    expect(pages[1]).toContain('Položka');
    const all = pages.join('\n');
    for (let line = 1; line <= 40; line += 1) expect(all).toContain(`Svoz ${line}. týden – směsný odpad`);
    expect(pages.at(-1)).toContain('Celkem k úhradě');
  });

  it('prints a Slovak invoice in Slovak (§74: IČO, DIČ, IČ DPH, dátum dodania) with PAY by square in EUR', async () => {
    admin.country = 'sk';
    const pdf = await pdfOf(admin, slovakInvoice.id);
    admin.country = undefined;
    const text = normaliseSpaces(pdfText(pdf));
    for (const expected of [
      `Faktúra č. ${slovakInvoice.number}`,
      'Dodávateľ',
      'Odberateľ',
      'EkoSvoz Slovensko s.r.o.',
      'IČO: 50123459',
      'DIČ: 2120123456',
      'IČ DPH: SK2120123456',
      'Dátum vyhotovenia',
      'Dátum dodania',
      'Dátum splatnosti',
      'Variabilný symbol',
      'Rekapitulácia DPH',
      'PAY by square',
    ]) {
      expect(text).toContain(expected);
    }
    for (const czech of ['Faktura', 'Odběratel', 'Datum uskutečnění', 'QR Platba', 'Celkem'])
      expect(text).not.toContain(czech);
    // 2 × 85,50 = 171,00; 23 % = 39,33
    expect(text).toMatch(/Spolu na úhradu\s+210,33 €/);
    expect(text).toMatch(/23\s*%\s+171,00 €\s+39,33 €\s+210,33 €/);
    // the Slovak banks' QR: decoded from the rendered page back to the IBAN, the amount and the variable symbol
    const [code] = qrCodesOfFirstPage(pdf);
    const decoded = decodePayBySquare(code ?? '');
    expect(decoded.payments).toHaveLength(1);
    expect(decoded.payments[0]).toMatchObject({
      amount: 210.33,
      currencyCode: 'EUR',
      variableSymbol: variableSymbol(slovakInvoice.number),
      bankAccounts: [{ iban: 'SK2511000000002920123459', bic: 'TATRSKBXXXX' }],
    });
  });
});

describe('bulk PDF', () => {
  it('puts several invoices in one file, each from a new page with its own page numbers', async () => {
    const ids = [payerInvoice.id, longInvoice.id, plainInvoice.id];
    const response = await download(operator, ids);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain('filename="faktury-3.pdf"');
    const pages = pagesOf(normaliseSpaces(pdfText(response.bytes)));
    const longPages = pagesOf(normaliseSpaces(pdfText(await pdfOf(operator, longInvoice.id)))).length;
    expect(pages).toHaveLength(1 + longPages + 1);
    expect(pages[0]).toContain(payerInvoice.number);
    expect(pages[0]).toContain('Strana 1/1');
    expect(pages[1]).toContain(`Faktura – daňový doklad č. ${longInvoice.number}`);
    expect(pages[1]).toContain(`Strana 1/${longPages}`);
    expect(pages.at(-1)).toContain(`Faktura č. ${plainInvoice.number}`);
    expect(pages.at(-1)).toContain('Strana 1/1');
  });

  it('refuses the whole request with 404 when one id is of another country or does not exist', async () => {
    expect((await download(operator, [payerInvoice.id, slovakInvoice.id])).status).toBe(404);
    expect((await download(operator, [payerInvoice.id, 2_000_000_000])).status).toBe(404);
  });
});

describe('ISDOC', () => {
  it('answers ISDOC 6.0.2 that validates against the schema, with the same figures as the PDF', async () => {
    const response = await operator.get(`/v1/invoices/${payerInvoice.id}/isdoc`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    expect(response.headers.get('content-disposition')).toContain(`filename="${payerInvoice.number}.isdoc"`);
    const verdict = validateIsdoc(response.text);
    expect(verdict.output).toContain('validates');
    expect(verdict.isValid).toBe(true);
    const xml = response.text;
    expect(xml).toContain('<DocumentType>1</DocumentType>');
    expect(xml).toContain(`<ID>${payerInvoice.number}</ID>`);
    expect(xml).toContain('<TaxPointDate>2026-11-19</TaxPointDate>');
    expect(xml).toContain('<CompanyID>CZ27082440</CompanyID>');
    expect(xml).toContain('<CompanyID>CZ25596641</CompanyID>');
    expect(xml).toContain(`<PayableAmount>${payerTotals.priceWithVat.toFixed(2)}</PayableAmount>`);
    expect(xml).toContain(`<VariableSymbol>${variableSymbol(payerInvoice.number)}</VariableSymbol>`);
    expect(xml).toContain('<IBAN>CZ0520100000002801234578</IBAN>');
    expect(xml).toContain('<LocalReverseChargeCode>5</LocalReverseChargeCode>');
    expect(xml.match(/<TaxSubTotal>/g)).toHaveLength(payerTotals.vatRecap.length);
  });

  it('validates for a non-payer, a cash payment and a Slovak invoice in EUR', async () => {
    for (const id of [plainInvoice.id, cashInvoice.id]) {
      const response = await operator.get(`/v1/invoices/${id}/isdoc`);
      expect(response.status).toBe(200);
      expect(validateIsdoc(response.text).isValid).toBe(true);
    }
    admin.country = 'sk';
    const slovak = await admin.get(`/v1/invoices/${slovakInvoice.id}/isdoc`);
    admin.country = undefined;
    expect(validateIsdoc(slovak.text).isValid).toBe(true);
    expect(slovak.text).toContain('<LocalCurrencyCode>EUR</LocalCurrencyCode>');
    expect((await operator.get(`/v1/invoices/${plainInvoice.id}/isdoc`)).text).toContain(
      '<VATApplicable>false</VATApplicable>',
    );
  });

  it('is a 404 for another country’s invoice', async () => {
    expect((await operator.get(`/v1/invoices/${slovakInvoice.id}/isdoc`)).status).toBe(404);
  });
});

describe('sending invoices by e-mail', () => {
  it('previews the send: recipients, copy, attachments and the lock it brings; sends and changes nothing', async () => {
    const before = smtp.messages.length;
    const response = await operator.post('/v1/invoices/send-preview', {
      invoiceIds: [payerInvoice.id, noAddressInvoice.id],
    });
    expect(response.status, response.text).toBe(200);
    expect(response.body.invoices).toEqual([
      {
        id: payerInvoice.id,
        number: payerInvoice.number,
        to: 'uctarna@pekarna.cz',
        cc: 'majitel@pekarna.cz',
        attachments: [`${payerInvoice.number}.pdf`, `${payerInvoice.number}.isdoc`],
        isLocked: false,
      },
      {
        id: noAddressInvoice.id,
        number: noAddressInvoice.number,
        to: null,
        cc: null,
        attachments: [`${noAddressInvoice.number}.pdf`, `${noAddressInvoice.number}.isdoc`],
        isLocked: false,
      },
    ]);
    // a typed address replaces the invoice's and takes no copy
    const typed = await operator.post('/v1/invoices/send-preview', {
      invoiceIds: [payerInvoice.id],
      email: 'jina@adresa.cz',
    });
    expect(typed.body.invoices[0]).toMatchObject({ to: 'jina@adresa.cz', cc: null });
    expect(smtp.messages.length).toBe(before);
    const [stored] = await t.db.select().from(invoices).where(eq(invoices.id, payerInvoice.id));
    expect(stored?.lock).toBe(false);
    expect(
      (await operator.post('/v1/invoices/send-preview', { invoiceIds: [payerInvoice.id, slovakInvoice.id] })).status,
    ).toBe(404);
  });

  it('mails the PDF and the ISDOC to the invoice’s address with its copy, records the send; no address is an error', async () => {
    const response = await operator.post('/v1/invoices/send', { invoiceIds: [payerInvoice.id, noAddressInvoice.id] });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      successCount: 1,
      errorCount: 1,
      flashMessages: [
        { message: 'message.invoices_sent', data: { count: 1 }, severity: 'success' },
        { message: 'message.invoices_not_sent', data: { count: 1 }, severity: 'error' },
      ],
    });
    const mail = await smtp.next();
    expect(mail.to).toEqual(['uctarna@pekarna.cz']);
    expect(mail.cc).toEqual(['majitel@pekarna.cz']);
    expect(mail.subject).toBe(`Faktura – daňový doklad č. ${payerInvoice.number} – EkoSvoz s.r.o.`);
    const text = normaliseSpaces(mail.text);
    expect(text).toContain(`fakturu č. ${payerInvoice.number}`);
    expect(text).toContain(`Částka k úhradě: ${czk(payerTotals.priceWithVat)} Kč`);
    expect(text).toContain('Datum splatnosti: 04. 12. 2026');
    expect(text).toContain(`Variabilní symbol: ${variableSymbol(payerInvoice.number)}`);
    const pdf = mail.attachments.find((attachment) => attachment.filename === `${payerInvoice.number}.pdf`);
    const isdoc = mail.attachments.find((attachment) => attachment.filename === `${payerInvoice.number}.isdoc`);
    expect(pdf?.contentType).toBe('application/pdf');
    expect(normaliseSpaces(pdfText(pdf?.content ?? Buffer.alloc(0)))).toContain(
      `Faktura – daňový doklad č. ${payerInvoice.number}`,
    );
    expect(validateIsdoc(isdoc?.content ?? '').isValid).toBe(true);
    const [stored] = await t.db.select().from(invoices).where(eq(invoices.id, payerInvoice.id));
    expect(stored?.electronicInvoiceEmail).toBe('uctarna@pekarna.cz, majitel@pekarna.cz');
    expect(stored?.electronicInvoiceTime).toBeInstanceOf(Date);
    expect(stored?.lock).toBe(true);
    // sending goes through the one invoice write: the history names it (decision 175)
    const history = (await admin.get(`/v1/history?entity=invoice&id=${payerInvoice.id}`)).body.changes;
    const sending = { kind: 'sending', ref: 'uctarna@pekarna.cz, majitel@pekarna.cz' };
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'electronicInvoiceEmail', newValue: sending.ref, source: sending }),
        expect.objectContaining({ field: 'lock', newValue: true, source: sending }),
      ]),
    );
    const [unsent] = await t.db.select().from(invoices).where(eq(invoices.id, noAddressInvoice.id));
    expect(unsent?.electronicInvoiceTime).toBeNull();
    expect(unsent?.lock).toBe(false);
    const log = await t.db
      .select()
      .from(sentEmails)
      .where(and(eq(sentEmails.entityType, 'invoice'), eq(sentEmails.entityId, payerInvoice.id)));
    expect(log).toHaveLength(1);
    expect(log[0]?.isOk).toBe(true);
    expect(log[0]?.attachmentNames).toEqual([`${payerInvoice.number}.pdf`, `${payerInvoice.number}.isdoc`]);
  });

  it('sends to the given address instead of the invoice’s (no copy), also invoices without one', async () => {
    const response = await admin.post('/v1/invoices/send', {
      invoiceIds: [noAddressInvoice.id, plainInvoice.id],
      email: 'jina@adresa.cz',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ successCount: 2, errorCount: 0 });
    expect(response.body.flashMessages).toEqual([
      { message: 'message.invoices_sent', data: { count: 2 }, severity: 'success' },
    ]);
    const first = await smtp.next();
    const second = await smtp.next();
    for (const mail of [first, second]) {
      expect(mail.to).toEqual(['jina@adresa.cz']);
      expect(mail.cc).toEqual([]);
      expect(mail.attachments.map((attachment) => attachment.filename.split('.').pop())).toEqual(['pdf', 'isdoc']);
    }
    expect(second.subject).toContain(`Faktura č. ${plainInvoice.number}`);
    const [stored] = await t.db.select().from(invoices).where(eq(invoices.id, noAddressInvoice.id));
    expect(stored?.electronicInvoiceEmail).toBe('jina@adresa.cz');
  });

  it('mails a Slovak invoice in Slovak with its PDF and its Peppol UBL (no ISDOC)', async () => {
    admin.country = 'sk';
    const preview = await admin.post('/v1/invoices/send-preview', { invoiceIds: [slovakInvoice.id], email: 'a@b.sk' });
    expect(preview.body.invoices[0].attachments).toEqual([
      `${slovakInvoice.number}.pdf`,
      `${slovakInvoice.number}.xml`,
    ]);
    const response = await admin.post('/v1/invoices/send', {
      invoiceIds: [slovakInvoice.id],
      email: 'uctovnictvo@firma.sk',
    });
    admin.country = undefined;
    expect(response.body.successCount).toBe(1);
    const mail = await smtp.next();
    expect(mail.subject).toBe(`Faktúra č. ${slovakInvoice.number} – EkoSvoz Slovensko s.r.o.`);
    const text = normaliseSpaces(mail.text);
    expect(text).toContain('Dobrý deň,');
    expect(text).toContain(`v prílohe Vám zasielame faktúru č. ${slovakInvoice.number} vo formáte PDF a UBL.`);
    expect(text).toContain('Suma na úhradu: 210,33 €');
    expect(text).toContain('S pozdravom');
    expect(mail.attachments.map((attachment) => attachment.filename)).toEqual([
      `${slovakInvoice.number}.pdf`,
      `${slovakInvoice.number}.xml`,
    ]);
    const ubl = mail.attachments.find((attachment) => attachment.filename.endsWith('.xml'));
    expect(String(ubl?.content)).toContain('<cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant');
  });

  it('refuses another country’s invoice with 404 and sends nothing', async () => {
    const before = smtp.messages.length;
    const response = await operator.post('/v1/invoices/send', { invoiceIds: [payerInvoice.id, slovakInvoice.id] });
    expect(response.status).toBe(404);
    expect(smtp.messages.length).toBe(before);
  });
});

describe('access and input', () => {
  it('answers 401 logged out and 403 to the roles that may not call each route', async () => {
    const anonymous = t.client();
    expect((await anonymous.post('/v1/invoices/send', { invoiceIds: [payerInvoice.id] })).status).toBe(401);
    expect((await anonymous.post('/v1/invoices/send-preview', { invoiceIds: [payerInvoice.id] })).status).toBe(401);
    expect((await download(anonymous, [payerInvoice.id])).status).toBe(401);
    expect((await anonymous.get(`/v1/invoices/${payerInvoice.id}/isdoc`)).status).toBe(401);
    const driver = await t.loginAs('driver');
    const accountant = await t.loginAs('accountant');
    for (const client of [driver, accountant]) {
      expect((await client.post('/v1/invoices/send', { invoiceIds: [payerInvoice.id] })).status).toBe(403);
      expect((await client.post('/v1/invoices/send-preview', { invoiceIds: [payerInvoice.id] })).status).toBe(403);
      expect((await client.get(`/v1/invoices/${payerInvoice.id}/isdoc`)).status).toBe(403);
    }
    expect((await download(accountant, [payerInvoice.id])).status).toBe(403);
    // not an invoice of the driver's deliveries (driver-invoices.test.ts)
    expect((await download(driver, [payerInvoice.id])).status).toBe(404);
  });

  it('answers 400 with field errors for bad ids and a bad e-mail', async () => {
    for (const body of [
      { invoiceIds: [] },
      { invoiceIds: [payerInvoice.id, payerInvoice.id] },
      { invoiceIds: ['x'] },
    ]) {
      const response = await operator.post('/v1/invoices/download', body);
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.error.detail.fields).every((key) => key.startsWith('invoiceIds'))).toBe(true);
    }
    const badEmail = await operator.post('/v1/invoices/send', { invoiceIds: [payerInvoice.id], email: 'nope' });
    expect(badEmail.status).toBe(400);
    expect(Object.keys(badEmail.body.error.detail.fields)).toEqual(['email']);
    const badPreview = await operator.post('/v1/invoices/send-preview', { invoiceIds: [], email: 'nope' });
    expect(badPreview.status).toBe(400);
    expect(Object.keys(badPreview.body.error.detail.fields).sort()).toEqual(['email', 'invoiceIds']);
    const tooMany = await operator.post('/v1/invoices/send', {
      invoiceIds: Array.from({ length: 201 }, (_, index) => index + 1),
    });
    expect(tooMany.status).toBe(400);
    expect((await operator.get('/v1/invoices/abc/isdoc')).status).toBe(400);
  });
});
