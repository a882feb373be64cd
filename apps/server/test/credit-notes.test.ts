import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './helpers/api-client';
import { createCustomer } from './helpers/customers';
import { qrCodesOfFirstPage, validateIsdoc, validatePohoda } from './helpers/document-checks';
import { postJsonForBytes } from './helpers/invoice-fixtures';
import { createInvoice, type InvoiceFixtures, invoiceBody, invoiceFixtures } from './helpers/invoices';
import { normaliseSpaces, pdfText } from './helpers/pdf-text';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: ApiClient;
let operator: ApiClient;
let driver: ApiClient;
let accountant: ApiClient;
let f: InvoiceFixtures;
let customerId: number;

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(new Date());

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs('admin');
  operator = await t.loginAs('operator');
  driver = await t.loginAs('driver');
  accountant = await t.loginAs('accountant');
  f = await invoiceFixtures(t);
  customerId = await createCustomer(admin, { deliveryAddress: { company: 'Dobropisovaný odběratel s.r.o.' } });
});
afterAll(() => t.close());

/** An invoice of the VAT payer with three lines: 2 × 1000 −10 % at 21 %, 3 × 50 at 12 %, 1 × 500 reverse charge. */
const originalInvoice = async (billingInfoId = f.payer.id) => {
  const id = await createInvoice(
    operator,
    invoiceBody(customerId, billingInfoId, { dateIssue: today, payment: f.bankTransfer }),
  );
  const saved = await operator.put(`/v1/invoices/${id}/items`, {
    items: [
      { code: 'KON-5', name: 'Kontejner 5 m³', amount: 2, unit: f.units[0], price: 1000, sale: 10, taxId: f.tax[21] },
      { name: 'Pytle', amount: 3, price: 50, taxId: f.tax[12] },
      { productId: f.reverseProduct, name: 'Uložení suti', amount: 1, price: 500, taxId: f.tax[21] },
    ],
  });
  expect(saved.status, saved.text).toBe(200);
  const items: { id: number }[] = saved.body.items;
  return { id, items: items.map((item) => item.id), invoice: saved.body.invoice };
};

const credit = (client: ApiClient, invoiceId: number, creditNote: Record<string, unknown>) =>
  client.post(`/v1/invoices/${invoiceId}/credit-notes`, { creditNote });

const read = async (id: number) => {
  const response = await admin.get(`/v1/invoices/${id}`);
  expect(response.status, response.text).toBe(200);
  return response.body.invoice;
};

describe('credit notes', () => {
  it('credits chosen lines partly, then the rest; amounts add up, totals and VAT recap are the differences', async () => {
    const original = await originalInvoice();
    const [first, second] = original.items;
    const partial = await credit(operator, original.id, {
      reason: 'Reklamace – kontejner přistaven pozdě',
      dateTaxable: today,
      items: [{ itemId: first, amount: 0.5 }],
    });
    expect(partial.status, partial.text).toBe(200);
    expect(partial.body).toEqual({
      id: expect.any(Number),
      flashMessages: [{ message: 'message.credit_note_created', severity: 'success' }],
    });
    const note = await read(partial.body.id);
    expect(note).toMatchObject({
      documentType: 'credit_note',
      originalInvoiceId: original.id,
      originalInvoiceNumber: original.invoice.number,
      creditReason: 'Reklamace – kontejner přistaven pozdě',
      dateIssue: today,
      dateTaxableSupply: today,
      customerId,
      billingInfoId: f.payer.id,
      lock: true,
      paid: false,
      // 0.5 × 1000 −10 % = 450, VAT 94.50
      priceWithoutVat: -450,
      vat: -94.5,
      priceWithVat: -544.5,
      vatRecap: [
        { tax: 21, taxId: f.tax[21], reverseCharge: false, priceWithoutVat: -450, vat: -94.5, priceWithVat: -544.5 },
      ],
    });
    expect(note.number).toMatch(new RegExp(`^D${f.payer.prefix}${today.slice(0, 4)}\\d{5}$`));
    expect(Object.keys(note.disabledFields)).toContain('items');
    // the original is locked now and lists its credit note with what is left per line
    expect((await read(original.id)).lock).toBe(true);
    // the original's history records the credit note and the lock with it as the source (decision 175)
    const history = (await admin.get(`/v1/history?entity=invoice&id=${original.id}`)).body.changes;
    const source = { kind: 'credit_note', ref: note.number };
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'lock', newValue: true, source }),
        expect.objectContaining({
          action: 'created',
          item: { kind: 'creditNote', key: String(note.id), label: note.number },
          source,
        }),
      ]),
    );
    const noteHistory = (await admin.get(`/v1/history?entity=invoice&id=${note.id}`)).body.changes;
    expect(noteHistory).toEqual([expect.objectContaining({ action: 'created', item: null })]);
    const listed = await operator.get(`/v1/invoices/${original.id}/credit-notes`);
    expect(listed.status).toBe(200);
    expect(listed.body.creditNotes).toEqual([
      {
        id: partial.body.id,
        number: note.number,
        dateIssue: today,
        dateTaxableSupply: today,
        reason: 'Reklamace – kontejner přistaven pozdě',
        priceWithoutVat: -450,
        priceWithVat: -544.5,
        paid: false,
      },
    ]);
    expect(listed.body.items[0]).toEqual({ itemId: first, creditedAmount: 0.5, remainingAmount: 1.5 });
    expect(listed.body.items[1]).toEqual({ itemId: second, creditedAmount: 0, remainingAmount: 3 });

    // an empty list credits everything left: the two credit notes together are the original negated
    const rest = await credit(admin, original.id, { reason: 'Zrušení zakázky', items: [] });
    expect(rest.status, rest.text).toBe(200);
    const restNote = await read(rest.body.id);
    expect(restNote.dateTaxableSupply).toBe(today);
    const items = (await admin.get(`/v1/invoices/${rest.body.id}/items`)).body.items;
    expect(items.map((item: { amount: number }) => item.amount)).toEqual([-1.5, -3, -1]);
    expect(items[2].reverseCharge).toBe(true);
    expect(restNote.vatRecap.find((row: { reverseCharge: boolean }) => row.reverseCharge)).toMatchObject({
      vat: 0,
      priceWithoutVat: -500,
    });
    const originalNow = await read(original.id);
    expect(Math.round((note.priceWithVat + restNote.priceWithVat) * 100)).toBe(
      -Math.round(originalNow.priceWithVat * 100),
    );
    expect(Math.round((note.vat + restNote.vat) * 100)).toBe(-Math.round(originalNow.vat * 100));
    // nothing is left
    const again = await credit(admin, original.id, { reason: 'Znovu', items: [] });
    expect(again.status).toBe(400);
    expect(again.body.error).toEqual({
      message: 'error.validation_failed',
      detail: { fields: { items: 'nothing_to_credit' } },
    });
    const lineDone = await credit(admin, original.id, { reason: 'Znovu', items: [{ itemId: first }] });
    expect(lineDone.body.error.detail).toEqual({ fields: { amount: 'already_credited' }, itemId: first });
  });

  it('refuses field errors: reason, amounts above what is left, lines of another invoice, dates', async () => {
    const original = await originalInvoice();
    const other = await originalInvoice();
    const [first] = original.items;
    const missing = await credit(operator, original.id, { reason: '', dateTaxable: '2026-13-01', items: [] });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('error.validation_failed');
    expect(missing.body.error.detail.fields).toMatchObject({ reason: 'required', dateTaxable: 'invalid_date' });
    const zero = await credit(operator, original.id, { reason: 'x', items: [{ itemId: first, amount: 0 }] });
    expect(zero.status).toBe(400);
    const tooBig = await credit(operator, original.id, { reason: 'x', items: [{ itemId: first, amount: 2.001 }] });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.error).toEqual({
      message: 'error.validation_failed',
      detail: { fields: { amount: 'too_big' }, itemId: first },
    });
    const foreign = await credit(operator, original.id, { reason: 'x', items: [{ itemId: other.items[0] }] });
    expect(foreign.body.error.detail).toEqual({ fields: { itemId: 'not_found' }, itemId: other.items[0] });
    const early = await credit(operator, original.id, { reason: 'x', dateTaxable: '2020-01-01', items: [] });
    expect(early.status).toBe(400);
    expect(early.body.error.detail).toEqual({ fields: { dateTaxable: 'before_original' } });
    // nothing was created, the original is still open
    expect((await operator.get(`/v1/invoices/${original.id}/credit-notes`)).body.creditNotes).toEqual([]);
    expect((await read(original.id)).lock).toBe(false);
  });

  it('keeps credit notes and credited originals locked; no credit note of a credit note, no copy', async () => {
    const original = await originalInvoice();
    const created = await credit(operator, original.id, { reason: 'Sleva', items: [] });
    const noteId = created.body.id;
    const unlockNote = await admin.patch(`/v1/invoices/${noteId}`, { invoice: { lock: false } });
    expect(unlockNote.status).toBe(409);
    expect(unlockNote.body.error.message).toBe('error.credit_note_locked');
    const unlockOriginal = await admin.patch(`/v1/invoices/${original.id}`, { invoice: { lock: false } });
    expect(unlockOriginal.status).toBe(409);
    expect(unlockOriginal.body.error.message).toBe('error.invoice_has_credit_notes');
    const ofNote = await credit(operator, noteId, { reason: 'x', items: [] });
    expect(ofNote.status).toBe(409);
    expect(ofNote.body.error.message).toBe('error.credit_note_of_credit_note');
    expect((await operator.post(`/v1/invoices/${noteId}/clone`)).body.error.message).toBe(
      'error.credit_note_not_cloned',
    );
    expect((await admin.delete(`/v1/invoices/${noteId}`)).status).toBe(409);
    // paid means the refund is settled (decision 133): a locked credit note takes it
    const paid = await operator.patch(`/v1/invoices/${noteId}`, { invoice: { paid: true } });
    expect(paid.status, paid.text).toBe(200);
    expect(paid.body.invoice).toMatchObject({ paid: true, state: 'paid', lock: true });
  });

  it('answers 401, 403 per role and 404 for another country', async () => {
    const original = await originalInvoice();
    const anonymous = t.client();
    expect((await anonymous.post(`/v1/invoices/${original.id}/credit-notes`, { creditNote: {} })).status).toBe(401);
    expect((await anonymous.get(`/v1/invoices/${original.id}/credit-notes`)).status).toBe(401);
    expect((await credit(driver, original.id, { reason: 'x', items: [] })).status).toBe(403);
    expect((await credit(accountant, original.id, { reason: 'x', items: [] })).status).toBe(403);
    expect((await accountant.get(`/v1/invoices/${original.id}/credit-notes`)).status).toBe(403);
    // not an invoice of the driver's deliveries (driver-invoices.test.ts)
    expect((await driver.get(`/v1/invoices/${original.id}/credit-notes`)).status).toBe(404);
    const slovak = await t.loginAs('admin');
    slovak.country = 'sk';
    expect((await credit(slovak, original.id, { reason: 'x', items: [] })).status).toBe(404);
    expect((await slovak.get(`/v1/invoices/${original.id}/credit-notes`)).status).toBe(404);
    expect((await credit(admin, 2_000_000_000, { reason: 'x', items: [] })).status).toBe(404);
  });

  it('filters the list by document type and keeps credit notes out of the overdue list', async () => {
    const original = await originalInvoice();
    const { id } = (await credit(operator, original.id, { reason: 'Filtr', items: [] })).body;
    const noteNumber = (await read(id)).number as string;
    const ids = async (documentType: string, search: string) =>
      (
        await admin.get(`/v1/invoices?onlyUnpaid=0&documentType=${documentType}&search=${encodeURIComponent(search)}`)
      ).body.invoices.map((row: { id: number; documentType: string }) => [row.id, row.documentType]);
    // the credit note's number contains the original's prefix: a search for it finds both, the type tells them apart
    expect(await ids('credit_note', noteNumber)).toEqual([[id, 'credit_note']]);
    expect(await ids('invoice', noteNumber)).toEqual([]);
    expect(await ids('invoice', original.invoice.number)).toEqual([[original.id, 'invoice']]);
    expect(await ids('', noteNumber)).toEqual([[id, 'credit_note']]);
    expect((await admin.get('/v1/invoices?documentType=storno')).status).toBe(400);
    await t.db.execute(sql`update invoices set date_maturity = '2020-01-01' where id = ${id}`);
    const overdue = (await admin.get('/v1/invoices/overdue')).body.invoices.map((row: { id: number }) => row.id);
    expect(overdue).not.toContain(id);
  });
});

describe('credit note documents', () => {
  let original: Awaited<ReturnType<typeof originalInvoice>>;
  let noteId: number;
  let noteNumber: string;

  beforeAll(async () => {
    original = await originalInvoice();
    const created = await credit(operator, original.id, {
      reason: 'Vrácení části zboží',
      items: [
        { itemId: original.items[0], amount: 1 },
        { itemId: original.items[1], amount: 1 },
      ],
    });
    noteId = created.body.id;
    noteNumber = (await read(noteId)).number;
  });

  it('prints the §45 fields: the original number, the reason, the differences in base and VAT; no QR payment', async () => {
    const response = await postJsonForBytes(operator, '/v1/invoices/download', { invoiceIds: [noteId] });
    expect(response.status).toBe(200);
    const text = normaliseSpaces(pdfText(response.bytes));
    expect(text).toContain(`Opravný daňový doklad č. ${noteNumber}`);
    expect(text).toMatch(new RegExp(`Opravovaný doklad\\s+${original.invoice.number}`));
    expect(text).toContain('Důvod opravy');
    expect(text).toContain('Vrácení části zboží');
    // 1 × 900 at 21 % and 1 × 50 at 12 %: base −950, VAT −189 − 6 = −195
    expect(text).toMatch(/Rozdíl základu daně\s+−?-?950,00/);
    expect(text).toMatch(/Rozdíl DPH\s+−?-?195,00/);
    expect(text).toContain('Celkem k vrácení');
    expect(text).not.toContain('QR Platba');
    expect(qrCodesOfFirstPage(response.bytes)).toEqual([]);
  });

  it('answers ISDOC document type 2 with the reference to the original, valid against ISDOC 6.0.2', async () => {
    const response = await operator.get(`/v1/invoices/${noteId}/isdoc`);
    expect(response.status).toBe(200);
    const verdict = validateIsdoc(response.text);
    expect(verdict.output).toContain('validates');
    expect(verdict.isValid).toBe(true);
    expect(response.text).toContain('<DocumentType>2</DocumentType>');
    expect(response.text.replace(/>\s+</g, '><')).toContain(
      `<OriginalDocumentReferences><OriginalDocumentReference id="original"><ID>${original.invoice.number}</ID>`,
    );
    expect(response.text).toContain('<OriginalDocumentReference ref="original"');
    // amounts stated positive; the document type subtracts them
    expect(response.text).toContain('<TaxExclusiveAmount>950.00</TaxExclusiveAmount>');
    expect(response.text).toContain('<TaxInclusiveAmount>1145.00</TaxInclusiveAmount>');
    expect(response.text).not.toContain('<PaymentMeans>');
  });

  it('puts the credit note in the POHODA export as a corrective tax document, valid against data.xsd', async () => {
    const generated = await accountant.post('/v1/reports/accountant/generate', {
      billingInfoId: f.payer.id,
      dateFrom: today,
      dateTo: today,
    });
    expect(generated.status, generated.text).toBe(200);
    const xml: string = (await accountant.get(`/v1/reports/accountant/${generated.body.id}`)).body.xmlReport;
    const start = xml.indexOf(`<dat:dataPackItem version="2.0" id="${noteNumber}">`);
    expect(start).toBeGreaterThan(0);
    const item = xml.slice(start, xml.indexOf('</dat:dataPackItem>', start));
    expect(item).toContain('<inv:invoiceType>issuedCorrectiveTax</inv:invoiceType>');
    expect(item).toContain(`<inv:originalDocument>${original.invoice.number}</inv:originalDocument>`);
    expect(item).toContain(`<inv:symPar>${original.invoice.number.replace(/\D/g, '').slice(-10)}</inv:symPar>`);
    expect(item).toContain('<inv:quantity>-1.000</inv:quantity>');
    expect(item).toContain('<typ:priceHigh>-900.00</typ:priceHigh><typ:priceHighVAT>-189.00</typ:priceHighVAT>');
    const pohoda = validatePohoda(xml);
    expect(pohoda.isValid, pohoda.output).toBe(true);
  });
});
