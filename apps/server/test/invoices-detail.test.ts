import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './helpers/api-client';
import { createCustomer, createSlovakCustomer } from './helpers/customers';
import {
  createInvoice,
  type InvoiceFixtures,
  invoiceBody,
  invoiceFixtures,
  rowsOf,
  updateFieldsOf,
} from './helpers/invoices';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: ApiClient;
let operator: ApiClient;
let driver: ApiClient;
let accountant: ApiClient;
let f: InvoiceFixtures;
let customerId: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs('admin');
  operator = await t.loginAs('operator');
  driver = await t.loginAs('driver');
  accountant = await t.loginAs('accountant');
  f = await invoiceFixtures(t);
  customerId = await createCustomer(admin, { deliveryAddress: { company: 'Odběratel faktur s.r.o.' } });
});
afterAll(() => t.close());

const item = (overrides: Record<string, unknown> = {}) => ({
  code: 'KON-5',
  name: 'Kontejner 5 m³',
  amount: 2,
  unit: f.units[0],
  price: 1000,
  sale: 10,
  taxId: f.tax[21],
  ...overrides,
});

const read = async (id: number, client = admin) => {
  const response = await client.get(`/v1/invoices/${id}`);
  expect(response.status, response.text).toBe(200);
  return response.body.invoice;
};

const year = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(new Date()).slice(0, 4);
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(new Date());

describe('invoice create, read, save with items, patch', () => {
  it('creates with a number from the billing info sequence and the default dates, then reads it', async () => {
    const [before] = await rowsOf<{ last_value: number }>(
      t,
      sql`select last_value from document_sequences where kind = 'invoice' and scope = ${String(f.payer.id)} and year = 2026`,
    );
    const created = await operator.post('/v1/invoices', invoiceBody(customerId, f.payer.id));
    expect(created.status, created.text).toBe(200);
    expect(created.body).toEqual({
      id: expect.any(Number),
      flashMessages: [{ message: 'message.invoice_successfully_saved', severity: 'success' }],
    });
    const invoice = await read(created.body.id);
    const sequence = (before?.last_value ?? 0) + 1;
    expect(invoice).toEqual({
      id: created.body.id,
      number: `${f.payer.prefix}2026${String(sequence).padStart(5, '0')}`,
      numberFromClient: '',
      deliveryNoteNumber: null,
      dateIssue: '2026-11-02',
      dateTaxableSupply: '2026-11-02',
      dateMaturity: '2026-11-16',
      datePaid: null,
      paid: false,
      payment: null,
      billingInfoId: f.payer.id,
      color: 1,
      lock: false,
      customerId,
      customerApplicationId: null,
      applicationPart: null,
      electronicInvoiceTime: null,
      electronicInvoiceEmail: null,
      inspectionCount: 0,
      priceWithVat: 0,
      priceWithoutVat: 0,
      vat: 0,
      currency: 'CZK',
      state: today > '2026-11-16' ? 'after_maturity' : 'unpaid',
      vatRecap: [],
      invoiceCompany: 'Fakturační firma s.r.o.',
      invoiceStreet: 'Dlouhá',
      invoiceCp: '5',
      invoicePsc: '11000',
      invoiceCity: 'Praha',
      invoiceIc: '27082440',
      invoiceDic: 'CZ27082440',
      invoiceVatPayer: true,
      invoiceEmail: 'faktury@example.cz',
      invoiceEmailCopy: '',
      note: '',
      documentType: 'invoice',
      originalInvoiceId: null,
      originalInvoiceNumber: null,
      creditReason: '',
      createdAt: expect.any(String),
      disabledFields: {},
      lockVersion: 1,
    });
    // a driver reads the invoices of their own deliveries only (driver-invoices.test.ts): this one is a 404
    expect((await driver.get(`/v1/invoices/${created.body.id}`)).status).toBe(404);
  });

  it('takes the maturity from the configuration and explicit dates as sent', async () => {
    const { lockVersion } = (await admin.get('/v1/configuration')).body.configuration;
    expect(
      (await admin.patch('/v1/configuration', { configuration: { lockVersion, maturityOverdueDays: 30 } })).status,
    ).toBe(200);
    const id = await createInvoice(admin, invoiceBody(customerId, f.payer.id, { dateIssue: '2026-02-10' }));
    expect(await read(id)).toMatchObject({ dateMaturity: '2026-03-12', dateTaxableSupply: '2026-02-10' });
    const explicit = await createInvoice(
      admin,
      invoiceBody(customerId, f.payer.id, { dateTaxableSupply: '2026-02-01', dateMaturity: '2026-02-20' }),
    );
    expect(await read(explicit)).toMatchObject({ dateTaxableSupply: '2026-02-01', dateMaturity: '2026-02-20' });
    const again = (await admin.get('/v1/configuration')).body.configuration.lockVersion;
    await admin.patch('/v1/configuration', { configuration: { lockVersion: again, maturityOverdueDays: 14 } });
  });

  it('refuses field errors on create: missing company, bad dates, billing info and customer of another country', async () => {
    const missing = await admin.post(
      '/v1/invoices',
      invoiceBody(customerId, f.payer.id, { invoiceCompany: '', dateIssue: '2026-13-01' }),
    );
    expect(missing.status).toBe(400);
    expect(missing.body.error).toEqual({
      message: 'error.validation_failed',
      detail: { fields: { invoiceCompany: 'required', dateIssue: 'invalid_date' } },
    });
    const skBilling = await admin.post('/v1/invoices', invoiceBody(customerId, f.skBilling.id));
    expect(skBilling.status).toBe(400);
    expect(skBilling.body.error.detail).toEqual({ fields: { billingInfoId: 'not_available' } });
    const skCustomer = await createSlovakCustomer(t);
    const foreign = await admin.post('/v1/invoices', invoiceBody(skCustomer, f.payer.id));
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.detail).toEqual({ fields: { customerId: 'not_available' } });
    const payment = await admin.post('/v1/invoices', invoiceBody(customerId, f.payer.id, { payment: 999_999 }));
    expect(payment.body.error.detail).toEqual({ fields: { payment: 'not_available' } });
  });

  it('creates the invoice with its items in one POST, all or nothing; an item error names its row', async () => {
    const created = await operator.post('/v1/invoices', {
      ...invoiceBody(customerId, f.payer.id),
      items: [item(), item({ name: 'Bioodpad', amount: 1, price: 100, sale: 0, taxId: f.tax[12] })],
    });
    expect(created.status, created.text).toBe(200);
    const items = (await operator.get(`/v1/invoices/${created.body.id}/items`)).body.items;
    expect(items.map((row: { name: string; priceWithVat: number }) => [row.name, row.priceWithVat])).toEqual([
      ['Kontejner 5 m³', 2178],
      ['Bioodpad', 112],
    ]);
    expect(await read(created.body.id)).toMatchObject({ priceWithoutVat: 1900, priceWithVat: 2290 });
    const countInvoices = async () =>
      (await rowsOf<{ count: number }>(t, sql`select count(*)::int as count from invoices`))[0]?.count;
    const before = await countInvoices();
    // a sale over 100 % (the schema) and a rate of another country (the server) refuse the whole save
    const overSale = await operator.post('/v1/invoices', {
      ...invoiceBody(customerId, f.payer.id),
      items: [item(), item({ sale: 101 })],
    });
    expect(overSale.status).toBe(400);
    expect(overSale.body.error.detail).toEqual({ fields: { sale: 'too_big' }, itemId: 'new-1' });
    const foreignRate = await operator.post('/v1/invoices', {
      ...invoiceBody(customerId, f.payer.id),
      items: [item(), item({ taxId: f.skTaxId })],
    });
    expect(foreignRate.status).toBe(400);
    expect(foreignRate.body.error.detail).toEqual({ fields: { taxId: 'not_available' }, itemId: 'new-1' });
    expect(await countInvoices()).toBe(before);
  });

  it('saves the invoice and its items in one PUT, with prices computed on the server', async () => {
    const id = await createInvoice(operator, invoiceBody(customerId, f.payer.id));
    const invoice = await read(id);
    const saved = await operator.put(`/v1/invoices/${id}`, {
      invoice: { ...updateFieldsOf(invoice), note: 'Děkujeme', payment: f.bankTransfer },
      items: [
        // a client's prices are ignored: the server computes them
        { ...item(), priceWithVat: 1, priceWithoutVat: 1 },
        item({ productId: f.reverseProduct, code: 'SROT-FE', name: 'Železný šrot', amount: 3, price: 490, sale: 0 }),
        item({ name: 'Bioodpad', amount: 1, price: 100, sale: 0, taxId: f.tax[12] }),
      ].map(({ priceWithVat: _a, priceWithoutVat: _b, ...rest }: Record<string, unknown>) => rest),
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.flashMessages).toEqual([{ message: 'message.invoice_successfully_saved', severity: 'success' }]);
    expect(saved.body.items).toEqual([
      expect.objectContaining({
        position: 0,
        priceWithoutVat: 1800,
        priceWithVat: 2178,
        tax: 21,
        reverseCharge: false,
      }),
      expect.objectContaining({
        position: 1,
        productId: f.reverseProduct,
        priceWithoutVat: 1470,
        priceWithVat: 1470,
        reverseCharge: true,
      }),
      expect.objectContaining({ position: 2, priceWithoutVat: 100, priceWithVat: 112, tax: 12 }),
    ]);
    expect(saved.body.invoice).toMatchObject({
      note: 'Děkujeme',
      payment: f.bankTransfer,
      priceWithoutVat: 3370,
      priceWithVat: 3760,
      vat: 390,
      lockVersion: 2,
      vatRecap: [
        { tax: 21, taxId: f.tax[21], reverseCharge: false, priceWithoutVat: 1800, vat: 378, priceWithVat: 2178 },
        { tax: 12, taxId: f.tax[12], reverseCharge: false, priceWithoutVat: 100, vat: 12, priceWithVat: 112 },
        { tax: 0, taxId: null, reverseCharge: true, priceWithoutVat: 1470, vat: 0, priceWithVat: 1470 },
      ],
    });
    // items: kept by id, changed, the rest deleted
    const [first, , third] = saved.body.items;
    const again = await operator.put(`/v1/invoices/${id}`, {
      invoice: updateFieldsOf(saved.body.invoice),
      items: [
        item({ id: third.id, name: 'Bioodpad', amount: 2, price: 100, sale: 0, taxId: f.tax[12] }),
        item({ id: first.id }),
      ],
    });
    expect(again.status, again.text).toBe(200);
    expect(again.body.items.map((row: { id: number }) => row.id)).toEqual([third.id, first.id]);
    expect(again.body.invoice).toMatchObject({ priceWithoutVat: 2000, priceWithVat: 2402 });
    // a billing info that is not a VAT payer: no VAT on any item
    const plainId = await createInvoice(operator, invoiceBody(customerId, f.nonPayer.id));
    const plain = await operator.put(`/v1/invoices/${plainId}`, {
      invoice: updateFieldsOf(await read(plainId)),
      items: [item({ name: 'Bioodpad', amount: 2, price: 100, sale: 0, taxId: f.tax[12] }), item()],
    });
    expect(plain.status, plain.text).toBe(200);
    expect(plain.body.invoice).toMatchObject({ priceWithoutVat: 2000, priceWithVat: 2000, vat: 0 });
    expect(plain.body.items.map((row: { priceWithVat: number }) => row.priceWithVat)).toEqual([200, 1800]);
  });

  it('names the failing item in detail.itemId: saved items by id, new ones as new-<index>', async () => {
    const id = await createInvoice(operator, invoiceBody(customerId, f.payer.id));
    const invoice = await read(id);
    const skTax = await operator.put(`/v1/invoices/${id}`, {
      invoice: updateFieldsOf(invoice),
      items: [item(), item({ taxId: f.skTaxId })],
    });
    expect(skTax.status).toBe(400);
    expect(skTax.body.error).toEqual({
      message: 'error.validation_failed',
      detail: { fields: { taxId: 'not_available' }, itemId: 'new-1' },
    });
    const saved = await operator.put(`/v1/invoices/${id}/items`, { items: [item()] });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.flashMessages).toEqual([{ message: 'message.invoice_items_updated', severity: 'success' }]);
    const savedId = saved.body.items[0].id;
    const zod = await operator.put(`/v1/invoices/${id}/items`, {
      items: [item({ id: savedId, amount: 'x', name: '' }), item({ price: 1.234 })],
    });
    expect(zod.status).toBe(400);
    expect(zod.body.error.detail).toEqual({ fields: { amount: 'invalid_number', name: 'required' }, itemId: savedId });
    const second = await operator.put(`/v1/invoices/${id}`, {
      invoice: { ...updateFieldsOf(await read(id)), invoiceCompany: '' },
      items: [item({ id: savedId }), item({ price: 1.234 })],
    });
    expect(second.body.error.detail).toEqual({
      fields: { invoiceCompany: 'required', price: 'invalid_number' },
      itemId: 'new-1',
    });
    const skProduct = await rowsOf<{ id: number }>(t, sql`select id from products where country_code = 'sk' limit 1`);
    const foreignProduct = await operator.put(`/v1/invoices/${id}/items`, {
      items: [item({ id: savedId }), item({ productId: skProduct[0]?.id })],
    });
    expect(foreignProduct.body.error.detail).toEqual({ fields: { productId: 'not_available' }, itemId: 'new-1' });
    const staleItems = await operator.put(`/v1/invoices/${id}/items`, { items: [item()], lockVersion: 1 });
    expect(staleItems.status).toBe(409);
    expect(staleItems.body.error).toMatchObject({ message: 'error.stale_version', detail: { current: { id } } });
    const foreignItem = await operator.put(`/v1/invoices/${id}/items`, { items: [item({ id: 2_000_000 })] });
    expect(foreignItem.body.error.detail).toEqual({ fields: { id: 'not_found' }, itemId: 2_000_000 });
    const post = await operator.post(`/v1/invoices/${id}/items`, { item: item({ unit: 999_999 }) });
    expect(post.status).toBe(400);
    expect(post.body.error.detail).toEqual({ fields: { unit: 'not_available' }, itemId: 'new-0' });
    const postZod = await operator.post(`/v1/invoices/${id}/items`, { item: item({ sale: 101 }) });
    expect(postZod.body.error.detail).toEqual({ fields: { sale: 'too_big' }, itemId: 'new-0' });
    // nothing changed
    expect((await operator.get(`/v1/invoices/${id}/items`)).body.items).toEqual(saved.body.items);
  });

  it('adds, lists and deletes single items, repricing the invoice', async () => {
    const id = await createInvoice(operator, invoiceBody(customerId, f.payer.id));
    const added = await operator.post(`/v1/invoices/${id}/items`, { item: item() });
    expect(added.status, added.text).toBe(200);
    expect(added.body).toEqual({
      id: expect.any(Number),
      flashMessages: [{ message: 'message.invoice_items_updated', severity: 'success' }],
    });
    const second = await operator.post(`/v1/invoices/${id}/items`, { item: item({ amount: 1, sale: 0 }) });
    const items = await operator.get(`/v1/invoices/${id}/items`);
    expect(items.status).toBe(200);
    expect(items.body.items.map((row: { id: number; position: number }) => [row.id, row.position])).toEqual([
      [added.body.id, 0],
      [second.body.id, 1],
    ]);
    expect(await read(id)).toMatchObject({ priceWithoutVat: 2800, priceWithVat: 3388, lockVersion: 3 });
    const deleted = await operator.delete(`/v1/invoices/${id}/items/${added.body.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.flashMessages).toEqual([{ message: 'message.invoice_items_updated', severity: 'success' }]);
    expect(await read(id)).toMatchObject({ priceWithoutVat: 1000, priceWithVat: 1210 });
    expect((await operator.delete(`/v1/invoices/${id}/items/${added.body.id}`)).status).toBe(404);
  });

  it('patches colour and paid (today when no date is sent) and answers 409 to a stale version', async () => {
    const id = await createInvoice(operator, invoiceBody(customerId, f.payer.id));
    const colour = await operator.patch(`/v1/invoices/${id}`, { invoice: { color: 4 } });
    expect(colour.status, colour.text).toBe(200);
    expect(colour.body.invoice).toMatchObject({ color: 4, lockVersion: 2 });
    expect((await operator.patch(`/v1/invoices/${id}`, { invoice: { color: 7 } })).body.error.detail).toEqual({
      fields: { color: 'too_big' },
    });
    const stale = await operator.patch(`/v1/invoices/${id}`, { invoice: { paid: true, lockVersion: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({
      message: 'error.stale_version',
      detail: { current: { id, color: 4, lockVersion: 2 }, changedBy: 'Jana Nováková' },
    });
    const paid = await operator.patch(`/v1/invoices/${id}`, { invoice: { paid: true, lockVersion: 2 } });
    expect(paid.status, paid.text).toBe(200);
    expect(paid.body.invoice).toMatchObject({ paid: true, datePaid: today, state: 'paid', lock: true });
    const dated = await operator.patch(`/v1/invoices/${id}`, { invoice: { datePaid: '2026-11-03' } });
    expect(dated.body.invoice).toMatchObject({ paid: true, datePaid: '2026-11-03' });
    // decision 175: paid → unpaid is the administrator's reverse-payment action, never a PATCH
    const unpaid = await admin.patch(`/v1/invoices/${id}`, { invoice: { paid: false } });
    expect(unpaid.status).toBe(400);
    expect(unpaid.body.error.detail).toEqual({ fields: { paid: 'invoice_unpay_separately' } });
    const reversed = await admin.post(`/v1/invoices/${id}/reverse-payment`, {
      lockVersion: dated.body.invoice.lockVersion,
      reason: 'Platba patřila jiné faktuře',
    });
    expect(reversed.status, reversed.text).toBe(200);
    expect(reversed.body.invoice).toMatchObject({ paid: false, datePaid: null });
    // PUT with a stale version
    const invoice = await read(id);
    await operator.patch(`/v1/invoices/${id}`, { invoice: { lock: false } });
    const stalePut = await operator.put(`/v1/invoices/${id}`, { invoice: updateFieldsOf(invoice) });
    expect(stalePut.status).toBe(409);
    expect(stalePut.body.error.message).toBe('error.stale_version');
  });

  it('refuses every change of a locked invoice except unlock and paid (409 error.invoice_locked)', async () => {
    const id = await createInvoice(operator, invoiceBody(customerId, f.payer.id));
    const added = await operator.post(`/v1/invoices/${id}/items`, { item: item() });
    const locked = await operator.patch(`/v1/invoices/${id}`, { invoice: { lock: true } });
    expect(locked.status).toBe(200);
    expect(locked.body.invoice.lock).toBe(true);
    expect(Object.keys(locked.body.invoice.disabledFields)).toHaveLength(21);
    const invoice = locked.body.invoice;
    const refusals = [
      await operator.put(`/v1/invoices/${id}`, { invoice: { ...updateFieldsOf(invoice), note: 'změna' } }),
      await operator.put(`/v1/invoices/${id}/items`, { items: [item()] }),
      await operator.post(`/v1/invoices/${id}/items`, { item: item() }),
      await operator.delete(`/v1/invoices/${id}/items/${added.body.id}`),
      await admin.delete(`/v1/invoices/${id}`),
    ];
    for (const refusal of refusals) {
      expect(refusal.status, refusal.text).toBe(409);
      expect(refusal.body.error.message).toBe('error.invoice_locked');
    }
    // the colour marks invoices for the office, locked ones too (it is not part of the tax document)
    const coloured = await operator.patch(`/v1/invoices/${id}`, { invoice: { color: 2 } });
    expect(coloured.status, coloured.text).toBe(200);
    expect(coloured.body.invoice).toMatchObject({ color: 2, lock: true });
    const paid = await operator.patch(`/v1/invoices/${id}`, { invoice: { paid: true, datePaid: '2026-11-05' } });
    expect(paid.status, paid.text).toBe(200);
    expect(paid.body.invoice).toMatchObject({ paid: true, datePaid: '2026-11-05', lock: true });
    const unlocked = await operator.patch(`/v1/invoices/${id}`, { invoice: { lock: false } });
    expect(unlocked.body.invoice).toMatchObject({ lock: false, disabledFields: {} });
    const note = await operator.put(`/v1/invoices/${id}`, {
      invoice: { ...updateFieldsOf(unlocked.body.invoice), note: 'oprava' },
    });
    expect(note.status, note.text).toBe(200);
    // the audit records the unlock and the correction; it is written once the answer has left (onResponse)
    const audited = async () =>
      (
        await rowsOf<{ method: string; entity: string }>(
          t,
          sql`select method, entity from audit_log where entity_id = ${String(id)} and entity = 'invoices' order by id`,
        )
      ).map((row) => row.method);
    // lock, colour, paid, unlock, the correction (refused calls are not recorded)
    await expect.poll(audited).toEqual(['PATCH', 'PATCH', 'PATCH', 'PATCH', 'PUT']);
  });

  it('refuses a PATCH key it does not handle, naming it, and changes nothing', async () => {
    const id = await createInvoice(operator, invoiceBody(customerId, f.payer.id));
    const response = await operator.patch(`/v1/invoices/${id}`, { invoice: { note: 'tajně', color: 3 } });
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({
      message: 'error.validation_failed',
      detail: { fields: { note: 'unknown_field' } },
    });
    expect(await read(id)).toMatchObject({ note: '', color: 1, lockVersion: 1 });
  });

  it('keeps a saved number in its series: another billing info or issue year is a field error (decision 170)', async () => {
    const id = await createInvoice(operator, invoiceBody(customerId, f.payer.id));
    const invoice = await read(id);
    const otherBilling = await operator.put(`/v1/invoices/${id}`, {
      invoice: { ...updateFieldsOf(invoice), billingInfoId: f.nonPayer.id },
    });
    expect(otherBilling.status).toBe(400);
    expect(otherBilling.body.error.detail).toEqual({ fields: { billingInfoId: 'invoice_series_fixed' } });
    const otherYear = await operator.put(`/v1/invoices/${id}`, {
      invoice: { ...updateFieldsOf(invoice), dateIssue: '2025-12-31' },
    });
    expect(otherYear.status).toBe(400);
    expect(otherYear.body.error.detail).toEqual({ fields: { dateIssue: 'invoice_year_fixed' } });
    const sameYear = await operator.put(`/v1/invoices/${id}`, {
      invoice: { ...updateFieldsOf(invoice), dateIssue: '2026-01-15' },
    });
    expect(sameYear.status, sameYear.text).toBe(200);
    expect(await read(id)).toMatchObject({
      number: invoice.number,
      billingInfoId: f.payer.id,
      dateIssue: '2026-01-15',
    });
  });

  it('clones with a new number, today, unpaid, unlocked and the same items; deletes (administrator)', async () => {
    const id = await createInvoice(operator, invoiceBody(customerId, f.payer.id, { dateIssue: '2026-01-15' }));
    await operator.put(`/v1/invoices/${id}/items`, { items: [item(), item({ taxId: f.tax[12], sale: 0 })] });
    await operator.patch(`/v1/invoices/${id}`, { invoice: { paid: true, color: 3 } });
    const source = await read(id);
    const cloned = await operator.post(`/v1/invoices/${id}/clone`);
    expect(cloned.status, cloned.text).toBe(200);
    const copy = await read(cloned.body.id);
    expect(copy).toMatchObject({
      dateIssue: today,
      dateTaxableSupply: today,
      paid: false,
      datePaid: null,
      lock: false,
      customerId,
      priceWithVat: source.priceWithVat,
      invoiceCompany: source.invoiceCompany,
    });
    expect(copy.number).not.toBe(source.number);
    expect(copy.number.startsWith(`${f.payer.prefix}${year}`)).toBe(true);
    const copyItems = (await admin.get(`/v1/invoices/${cloned.body.id}/items`)).body.items;
    const sourceItems = (await admin.get(`/v1/invoices/${id}/items`)).body.items;
    const strip = ({ id: _id, ...rest }: { id: number }) => rest;
    expect(copyItems.map(strip)).toEqual(sourceItems.map(strip));

    expect((await operator.delete(`/v1/invoices/${cloned.body.id}`)).status).toBe(403);
    const deleted = await admin.delete(`/v1/invoices/${cloned.body.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.flashMessages).toEqual([{ message: 'message.invoice_deleted', severity: 'success' }]);
    expect((await admin.get(`/v1/invoices/${cloned.body.id}`)).status).toBe(404);
  });

  it('answers 401, 403 per role and 404 for another country', async () => {
    const id = await createInvoice(operator, invoiceBody(customerId, f.payer.id));
    const anonymous = t.client();
    for (const [method, path] of [
      ['GET', `/v1/invoices/${id}`],
      ['PUT', `/v1/invoices/${id}`],
      ['PATCH', `/v1/invoices/${id}`],
      ['POST', '/v1/invoices'],
      ['GET', `/v1/invoices/${id}/items`],
    ] as const) {
      const response = await anonymous.request(method, path, method === 'GET' ? undefined : {});
      expect(response.status, `${method} ${path}`).toBe(401);
    }
    expect((await accountant.get(`/v1/invoices/${id}`)).status).toBe(403);
    expect((await driver.put(`/v1/invoices/${id}`, { invoice: {} })).status).toBe(403);
    expect((await driver.patch(`/v1/invoices/${id}`, { invoice: { color: 2 } })).status).toBe(403);
    expect((await driver.post(`/v1/invoices/${id}/clone`)).status).toBe(403);
    expect((await driver.post('/v1/invoices', invoiceBody(customerId, f.payer.id))).status).toBe(403);
    expect((await driver.post(`/v1/invoices/${id}/items`, { item: item() })).status).toBe(403);
    expect((await accountant.get(`/v1/invoices/${id}/items`)).status).toBe(403);

    const slovak = await t.loginAs('admin');
    slovak.country = 'sk';
    expect((await slovak.get(`/v1/invoices/${id}`)).status).toBe(404);
    expect((await slovak.get(`/v1/invoices/${id}/items`)).status).toBe(404);
    expect((await slovak.patch(`/v1/invoices/${id}`, { invoice: { color: 2 } })).status).toBe(404);
    expect((await slovak.post(`/v1/invoices/${id}/clone`)).status).toBe(404);
    expect((await slovak.delete(`/v1/invoices/${id}`)).status).toBe(404);
    expect((await admin.get('/v1/invoices/2000000000')).status).toBe(404);
    // a Slovak invoice: its own billing info, in euros; the Czech side does not see it
    const skCustomer = await createSlovakCustomer(t);
    const skInvoice = await createInvoice(
      slovak,
      invoiceBody(skCustomer, f.skBilling.id, { invoiceIc: '', invoiceDic: '' }),
    );
    expect((await read(skInvoice, slovak)).currency).toBe('EUR');
    expect((await admin.get(`/v1/invoices/${skInvoice}`)).status).toBe(404);
  });
});

describe('gap-free numbers', () => {
  it('gives 20 parallel creations 20 consecutive numbers', async () => {
    const body = invoiceBody(customerId, f.nonPayer.id, { dateIssue: '2025-06-01' });
    const ids = await Promise.all(Array.from({ length: 20 }, () => createInvoice(operator, body)));
    const numbers = (
      await rowsOf<{ number: string }>(
        t,
        sql`select number from invoices where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) order by number`,
      )
    ).map((row) => row.number);
    expect(numbers).toEqual(
      Array.from({ length: 20 }, (_, index) => `${f.nonPayer.prefix}2025${String(index + 1).padStart(5, '0')}`),
    );
  });
});
