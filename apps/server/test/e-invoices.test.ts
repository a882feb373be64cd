import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eInvoices, notifications } from '../src/db/schema/index';
import type { ApiClient } from './helpers/api-client';
import { createSlovakCustomer } from './helpers/customers';
import { type InvoiceFixtures, invoiceBody, invoiceFixtures, rowsOf } from './helpers/invoices';
import { type PeppolStandIn, startPeppolStandIn } from './helpers/peppol-provider';
import { startTestApp, type TestApp } from './helpers/test-app';

/** Peppol e-invoices (decision 182): queuing, the outbox against a stand-in provider, every state of a delivery. */
let provider: PeppolStandIn;
let t: TestApp;
let bare: TestApp;
let admin: ApiClient;
let f: InvoiceFixtures;
let customerId: number;
let sequence = 0;

beforeAll(async () => {
  provider = await startPeppolStandIn();
  t = await startTestApp({
    env: { PEPPOL_PROVIDER_URL: provider.baseUrl, PEPPOL_PROVIDER_TOKEN: provider.token, PEPPOL_TIMEOUT_MS: '400' },
  });
  admin = await t.loginAs('admin');
  admin.country = 'sk';
  f = await invoiceFixtures(t);
  customerId = await createSlovakCustomer(t);
});
afterAll(async () => {
  await t.close();
  await bare?.close();
  await provider.close();
});

/** A Slovak VAT payer's invoice for a Slovak VAT payer whose DIČ is 20203170xx (the receiver the provider plans by). */
const slovakInvoice = async (client = admin) => {
  sequence += 1;
  const dic = `20203170${String(sequence).padStart(2, '0')}`;
  const created = await client.post('/v1/invoices', {
    ...invoiceBody(customerId, f.skBilling.id, {
      invoiceCompany: 'Zberné suroviny a.s.',
      invoiceCity: 'Žilina',
      invoicePsc: '01001',
      invoiceIc: '31333532',
      invoiceDic: `SK${dic}`,
      invoiceVatPayer: true,
    }),
    items: [{ name: 'Vývoz odpadu', amount: 2, price: 85.5, sale: 0, taxId: f.skTaxId }],
  });
  expect(created.status, created.text).toBe(200);
  return { id: created.body.id as number, receiver: dic };
};

const stateOf = async (id: number, client = admin) => {
  const response = await client.get(`/v1/invoices/${id}/e-invoice`);
  expect(response.status, response.text).toBe(200);
  return response.body;
};

const queue = async (id: number, client = admin) => {
  const response = await client.post(`/v1/invoices/${id}/e-invoice`);
  expect(response.status, response.text).toBe(200);
  return response.body;
};

const run = async () => {
  const response = await admin.post('/v1/e-invoices/run');
  expect(response.status, response.text).toBe(200);
  return response.body as { sent: number; delivered: number; rejected: number; retried: number };
};

/** Makes the invoice's e-invoice due now (the back-off and the polling wait minutes). */
const makeDue = (invoiceId: number) =>
  t.db
    .update(eInvoices)
    .set({ nextAttemptAt: new Date(Date.now() - 1000) })
    .where(eq(eInvoices.invoiceId, invoiceId));

const rowOf = async (invoiceId: number) =>
  (await t.db.select().from(eInvoices).where(eq(eInvoices.invoiceId, invoiceId)))[0];

describe('queuing and delivering an e-invoice', () => {
  it('queues once, locks the invoice, stores the UBL as sent and follows it to delivered', async () => {
    const invoice = await slovakInvoice();
    expect(await stateOf(invoice.id)).toEqual({
      isConfigured: true,
      status: null,
      providerId: null,
      queuedAt: null,
      sentAt: null,
      deliveredAt: null,
      error: null,
      attempts: 0,
    });
    const queued = await queue(invoice.id);
    expect(queued).toMatchObject({
      status: 'queued',
      queuedAt: expect.any(String),
      flashMessages: [{ message: 'message.e_invoice_queued', severity: 'success' }],
    });
    const read = (await admin.get(`/v1/invoices/${invoice.id}`)).body.invoice;
    expect(read.lock).toBe(true);
    // a second call (or a second click) changes nothing
    expect(await queue(invoice.id)).toMatchObject({ status: 'queued', queuedAt: queued.queuedAt });
    expect(
      await rowsOf<{ n: number }>(t, sql`select count(*)::int as n from e_invoices where invoice_id = ${invoice.id}`),
    ).toEqual([{ n: 1 }]);
    const history = (await admin.get(`/v1/history?entity=invoice&id=${invoice.id}`)).body.changes;
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'lock', source: { kind: 'e_invoice', ref: `0245:${invoice.receiver}` } }),
      ]),
    );

    expect((await run()).sent).toBeGreaterThanOrEqual(1);
    const document = provider.received.find((received) => received.receiver.id === invoice.receiver);
    const stored = await rowOf(invoice.id);
    expect(document).toMatchObject({ documentType: 'Invoice', receiver: { scheme: stored?.receiverScheme } });
    expect(document?.authorization).toBe(`Bearer ${provider.token}`);
    // the document delivered is the one stored when it was queued, byte for byte
    expect(document?.ubl).toBe(stored?.ubl);
    expect(stored?.ubl).toContain('<cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017');
    expect(await stateOf(invoice.id)).toMatchObject({
      status: 'sent',
      providerId: document?.id,
      sentAt: expect.any(String),
    });

    await makeDue(invoice.id);
    await run();
    expect(await stateOf(invoice.id)).toMatchObject({
      status: 'delivered',
      deliveredAt: expect.any(String),
      error: null,
    });
    expect(provider.attempts.get(invoice.receiver)).toBe(1);
  });

  it('retries a provider that answers 5xx or does not answer, with back-off, then sends', async () => {
    const invoice = await slovakInvoice();
    provider.plan(invoice.receiver, ['error', 'timeout', 'accept']);
    await queue(invoice.id);
    await run();
    let row = await rowOf(invoice.id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, error: 'service unavailable' });
    expect(row?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    // not due yet: the next run leaves it
    await run();
    expect(provider.attempts.get(invoice.receiver)).toBe(1);
    await makeDue(invoice.id);
    await run();
    row = await rowOf(invoice.id);
    expect(row).toMatchObject({ status: 'queued', attempts: 2, error: 'timeout' });
    await makeDue(invoice.id);
    await run();
    expect(await stateOf(invoice.id)).toMatchObject({ status: 'sent', error: null, attempts: 0 });
    expect(provider.attempts.get(invoice.receiver)).toBe(3);
  });

  it('records a rejection with the provider’s reason, tells the administrators, and queues the corrected one anew', async () => {
    const invoice = await slovakInvoice();
    provider.plan(invoice.receiver, ['reject', 'accept']);
    await queue(invoice.id);
    expect((await run()).rejected).toBeGreaterThanOrEqual(1);
    expect(await stateOf(invoice.id)).toMatchObject({
      status: 'rejected',
      error: `unknown participant ${invoice.receiver}`,
    });
    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.message, 'notification.e_invoice_rejected'));
    expect(told.some((row) => row.url === `/sk/invoices/${invoice.id}`)).toBe(true);
    // the administrator fixes what was wrong and sends again: a new document is queued
    expect(await queue(invoice.id)).toMatchObject({ status: 'queued', error: null });
    await run();
    expect(await stateOf(invoice.id)).toMatchObject({ status: 'sent' });
  });

  it('records a delivery the buyer’s access point refused', async () => {
    const invoice = await slovakInvoice();
    provider.plan(invoice.receiver, ['accept'], 'rejected');
    await queue(invoice.id);
    await run();
    await makeDue(invoice.id);
    await run();
    expect(await stateOf(invoice.id)).toMatchObject({
      status: 'rejected',
      error: 'receiver access point refused the document',
    });
  });

  it('never submits one document twice when runs overlap', async () => {
    const invoice = await slovakInvoice();
    await queue(invoice.id);
    await Promise.all([run(), run(), run()]);
    expect(provider.attempts.get(invoice.receiver)).toBe(1);
  });

  it('queues by itself when a Slovak VAT payer’s invoice to a Slovak VAT payer is sent by e-mail', async () => {
    const invoice = await slovakInvoice();
    const sent = await admin.post('/v1/invoices/send', { invoiceIds: [invoice.id], email: 'fakturacia@suroviny.sk' });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body.successCount).toBe(1);
    expect(await stateOf(invoice.id)).toMatchObject({ status: 'queued' });
  });
});

describe('input, roles and an installation without a provider', () => {
  it('refuses an invoice with no buyer id (400 invoiceDic) and another country’s invoice (404)', async () => {
    const created = await admin.post('/v1/invoices', {
      ...invoiceBody(customerId, f.skBilling.id, { invoiceIc: '', invoiceDic: '', invoiceVatPayer: false }),
      items: [{ name: 'Vývoz odpadu', amount: 1, price: 10, sale: 0, taxId: f.skTaxId }],
    });
    const response = await admin.post(`/v1/invoices/${created.body.id}/e-invoice`);
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({
      message: 'error.validation_failed',
      detail: { fields: { invoiceDic: 'e_invoice_no_receiver' } },
    });
    expect(await rowOf(created.body.id)).toBeUndefined();
    const czech = await t.loginAs('admin');
    expect((await czech.get(`/v1/invoices/${created.body.id}/e-invoice`)).status).toBe(404);
    expect((await admin.get('/v1/invoices/abc/e-invoice')).status).toBe(400);
    expect((await admin.post('/v1/e-invoices/run', { unknown: 1 })).status).toBe(400);
  });

  it('answers 401 logged out and 403 to the roles that may not call each route', async () => {
    const invoice = await slovakInvoice();
    const anonymous = t.client();
    expect((await anonymous.get(`/v1/invoices/${invoice.id}/e-invoice`)).status).toBe(401);
    expect((await anonymous.post(`/v1/invoices/${invoice.id}/e-invoice`)).status).toBe(401);
    expect((await anonymous.post('/v1/e-invoices/run')).status).toBe(401);
    const accountant = await t.loginAs('accountant');
    const driver = await t.loginAs('driver');
    const operator = await t.loginAs('operator');
    for (const client of [accountant, driver, operator]) client.country = 'sk';
    expect((await accountant.get(`/v1/invoices/${invoice.id}/e-invoice`)).status).toBe(403);
    for (const client of [accountant, driver]) {
      expect((await client.post(`/v1/invoices/${invoice.id}/e-invoice`)).status).toBe(403);
    }
    for (const client of [accountant, driver, operator])
      expect((await client.post('/v1/e-invoices/run')).status).toBe(403);
    expect(await rowOf(invoice.id)).toBeUndefined();
  });

  it('without PEPPOL_PROVIDER_URL: the state says so, queuing is 409, the UBL still downloads', async () => {
    bare = await startTestApp();
    const client = await bare.loginAs('admin');
    client.country = 'sk';
    const ownCustomer = await createSlovakCustomer(bare);
    const created = await client.post('/v1/invoices', {
      ...invoiceBody(ownCustomer, f.skBilling.id, { invoiceDic: 'SK2020317099', invoiceVatPayer: true }),
      items: [{ name: 'Vývoz odpadu', amount: 1, price: 10, sale: 0, taxId: f.skTaxId }],
    });
    expect(created.status, created.text).toBe(200);
    expect((await client.get(`/v1/invoices/${created.body.id}/e-invoice`)).body).toMatchObject({
      isConfigured: false,
      status: null,
    });
    const refused = await client.post(`/v1/invoices/${created.body.id}/e-invoice`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('error.e_invoice_not_configured');
    expect((await client.get(`/v1/invoices/${created.body.id}/ubl`)).status).toBe(200);
    expect((await client.post('/v1/e-invoices/run')).body).toEqual({ sent: 0, delivered: 0, rejected: 0, retried: 0 });
  });
});
