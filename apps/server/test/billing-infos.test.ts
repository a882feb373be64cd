import { companyToday } from '@bo/contract/dates/business-calendar';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, ApiResponse } from './helpers/api-client';
import { billingInfoBody } from './helpers/billing-infos';
import { createCustomer } from './helpers/customers';
import { createInvoice, type InvoiceFixtures, invoiceBody, invoiceFixtures, rowsOf } from './helpers/invoices';
import { startTestApp, type TestApp } from './helpers/test-app';

/** Settings → Fakturační subjekty (decision 174): GET/POST/PUT/DELETE /v1/billing-info… */
let t: TestApp;
let admin: ApiClient;
let f: InvoiceFixtures;
let customerId: number;
const today = companyToday();

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs('admin');
  f = await invoiceFixtures(t);
  customerId = await createCustomer(admin);
});
afterAll(() => t.close());

const billingInfo = billingInfoBody;

const create = async (overrides: Record<string, unknown> = {}, client = admin) => {
  const response = await client.post('/v1/billing-info', { billingInfo: billingInfo(overrides) });
  expect(response.status, response.text).toBe(200);
  return response.body.id as number;
};

const read = async (id: number, client = admin) => {
  const response = await client.get(`/v1/billing-info/${id}`);
  expect(response.status, response.text).toBe(200);
  return response.body.billingInfo;
};

/** The stored record with some fields changed, as PUT takes it. */
const saveOf = async (id: number, changes: Record<string, unknown>, client = admin) => {
  const { id: _id, ...stored } = await read(id, client);
  return client.put(`/v1/billing-info/${id}`, { billingInfo: { ...stored, ...changes } });
};

const expectFields = (response: ApiResponse, status: number, message: string, fields: Record<string, string>) => {
  expect(response.status, response.text).toBe(status);
  expect(response.body.error).toEqual({ message, detail: { fields } });
};

let prefixCount = 0;
/** A series prefix no other test of this file takes. */
const freshPrefix = () => {
  prefixCount += 1;
  return `T${prefixCount}`;
};

describe('billing info calls', () => {
  it('creates, reads, updates and deletes a billing info of the request’s country', async () => {
    const prefix = freshPrefix();
    const id = await create({ invoicePrefix: prefix.toLowerCase(), swift: 'giba czpx' });
    expect(await read(id)).toEqual({
      id,
      ...billingInfo(),
      psc: '60200',
      iban: 'CZ6508000000192000145399',
      invoicePrefix: prefix,
      lockVersion: 1,
    });
    // the list (the spec's call) shows it to every role that reads billing infos
    const list = (await admin.get('/v1/billing-info')).body.billingInfoList;
    expect(list.map((entry: { id: number }) => entry.id)).toContain(id);

    const saved = await saveOf(id, { city: 'Brno-sever', dic: '', vatPayer: false });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.billingInfo).toMatchObject({ city: 'Brno-sever', dic: null, vatPayer: false, lockVersion: 2 });
    expect(await read(id)).toMatchObject({ city: 'Brno-sever', dic: null, lockVersion: 2 });

    expect((await admin.delete(`/v1/billing-info/${id}`)).body).toEqual({ ok: true });
    expect((await admin.get(`/v1/billing-info/${id}`)).status).toBe(404);
    expect((await admin.delete(`/v1/billing-info/${id}`)).status).toBe(404);
  });

  it('keeps each country’s billing infos to itself', async () => {
    const id = await create({ invoicePrefix: freshPrefix() });
    admin.country = 'sk';
    expect((await admin.get(`/v1/billing-info/${id}`)).status).toBe(404);
    expect(
      (await admin.put(`/v1/billing-info/${id}`, { billingInfo: { ...billingInfo(), lockVersion: 1 } })).status,
    ).toBe(404);
    expect((await admin.delete(`/v1/billing-info/${id}`)).status).toBe(404);
    // a Slovak billing info may leave out the account number: it is paid by IBAN
    const slovak = await create({
      invoicePrefix: freshPrefix(),
      dic: 'SK2120123456',
      bankAccount: '',
      iban: 'SK3112000000198742637541',
      swift: 'TATRSKBX',
    });
    expect(await read(slovak)).toMatchObject({ bankAccount: '', iban: 'SK3112000000198742637541' });
    admin.country = undefined;
    expect((await admin.get(`/v1/billing-info/${slovak}`)).status).toBe(404);
  });

  it('refuses a stale save with 409 error.stale_version and the current record; the current version overwrites', async () => {
    const id = await create({ invoicePrefix: freshPrefix() });
    const loaded = await read(id);
    const second = await t.loginAs('admin2');
    expect((await saveOf(id, { name: 'Uloženo jinde' }, second)).status).toBe(200);
    const { id: _id, ...fields } = loaded;
    const stale = await admin.put(`/v1/billing-info/${id}`, { billingInfo: { ...fields, name: 'Můj název' } });
    expect(stale.status, stale.text).toBe(409);
    expect(stale.body.error.message).toBe('error.stale_version');
    expect(stale.body.error.detail).toMatchObject({
      current: { id, name: 'Uloženo jinde', lockVersion: 2 },
      changedBy: 'Lenka Šťastná',
      changedAt: expect.any(String),
    });
    expect((await read(id)).name).toBe('Uloženo jinde');
    const overwrite = await admin.put(`/v1/billing-info/${id}`, {
      billingInfo: { ...fields, name: 'Můj název', lockVersion: 2 },
    });
    expect(overwrite.status, overwrite.text).toBe(200);
    expect((await read(id)).name).toBe('Můj název');
  });
});

describe('billing info validation', () => {
  it('takes every demo billing info back unchanged (their bank details pass the checks)', async () => {
    for (const country of ['cz', 'sk']) {
      admin.country = country;
      const { billingInfoList } = (await admin.get('/v1/billing-info')).body as { billingInfoList: { id: number }[] };
      expect(billingInfoList.length).toBeGreaterThan(0);
      for (const { id } of billingInfoList) {
        const saved = await saveOf(id, {});
        expect(saved.status, `${country} ${id}: ${saved.text}`).toBe(200);
      }
    }
    admin.country = undefined;
  });

  const invalid: [string, Record<string, unknown>, Record<string, string>][] = [
    ['name', { name: '' }, { name: 'required' }],
    ['name', { name: 'x'.repeat(101) }, { name: 'too_long' }],
    ['company', { company: '  ' }, { company: 'required' }],
    ['street', { street: '' }, { street: 'required' }],
    ['cp', { cp: 'x'.repeat(21) }, { cp: 'too_long' }],
    ['city', { city: '' }, { city: 'required' }],
    ['psc', { psc: '' }, { psc: 'required' }],
    ['psc', { psc: '1234' }, { psc: 'invalid_psc' }],
    ['ic', { ic: '' }, { ic: 'required' }],
    ['ic', { ic: '27082441' }, { ic: 'invalid_ic' }],
    ['dic', { dic: 'XY123' }, { dic: 'invalid_dic' }],
    ['dic of a VAT payer', { dic: '' }, { dic: 'required' }],
    ['vatPayer', { vatPayer: 'ano' }, { vatPayer: 'invalid_type' }],
    ['bankAccount', { bankAccount: '2000145398/0800' }, { bankAccount: 'invalid_bank_account' }],
    ['bankAccount', { bankAccount: '2000145399' }, { bankAccount: 'invalid_bank_account' }],
    ['iban', { iban: '' }, { iban: 'required' }],
    ['iban', { iban: 'CZ6508000000192000145398' }, { iban: 'invalid_iban' }],
    ['iban of another account', { bankAccount: '2000145399/0800' }, { iban: 'iban_not_matching_account' }],
    ['swift', { swift: '' }, { swift: 'required' }],
    ['swift', { swift: 'GIBA' }, { swift: 'invalid_swift' }],
    ['invoicePrefix', { invoicePrefix: 'ČS' }, { invoicePrefix: 'invalid_prefix' }],
    ['invoicePrefix', { invoicePrefix: 'ABCDEF' }, { invoicePrefix: 'too_long' }],
    ['creditNotePrefix', { creditNotePrefix: '' }, { creditNotePrefix: 'required' }],
    ['creditNotePrefix', { creditNotePrefix: 'D-' }, { creditNotePrefix: 'invalid_prefix' }],
    ['registerEntry', { registerEntry: 'a\u0000b' }, { registerEntry: 'invalid_characters' }],
    ['an unknown key', { countryCode: 'sk' }, { countryCode: 'unknown_field' }],
  ];

  it.each(invalid)('refuses a bad %s with its field error, on create and on update', async (_, changes, fields) => {
    const created = await admin.post('/v1/billing-info', { billingInfo: billingInfo(changes) });
    expectFields(created, 400, 'error.validation_failed', fields);
    const id = f.payer.id;
    const updated = await saveOf(id, { ...billingInfo({ invoicePrefix: f.payer.prefix }), ...changes });
    expectFields(updated, 400, 'error.validation_failed', fields);
  });

  it('requires the account number in the Czech Republic, the version on update, a body at all', async () => {
    expectFields(
      await admin.post('/v1/billing-info', { billingInfo: billingInfo({ bankAccount: '' }) }),
      400,
      'error.validation_failed',
      { bankAccount: 'required' },
    );
    expectFields(
      await admin.put(`/v1/billing-info/${f.payer.id}`, { billingInfo: billingInfo() }),
      400,
      'error.validation_failed',
      { lockVersion: 'required' },
    );
    expect((await admin.post('/v1/billing-info', {})).body.error.detail.fields).toEqual({ billingInfo: 'required' });
    expect((await admin.get('/v1/billing-info/abc')).status).toBe(400);
  });

  it('refuses series that would number like another billing info’s (409 already_used)', async () => {
    const prefix = freshPrefix();
    await create({ invoicePrefix: prefix });
    // both series: the same invoice prefix, and the same credit-note prefix before it
    expectFields(
      await admin.post('/v1/billing-info', { billingInfo: billingInfo({ invoicePrefix: prefix }) }),
      409,
      'error.already_exists',
      { invoicePrefix: 'already_used', creditNotePrefix: 'already_used' },
    );
    // the demo's ES issues credit notes as DES…
    expectFields(
      await admin.post('/v1/billing-info', { billingInfo: billingInfo({ invoicePrefix: 'DES' }) }),
      409,
      'error.already_exists',
      { invoicePrefix: 'already_used' },
    );
    const other = await create({ invoicePrefix: freshPrefix() });
    expectFields(await saveOf(other, { invoicePrefix: prefix, creditNotePrefix: 'O' }), 409, 'error.already_exists', {
      invoicePrefix: 'already_used',
    });
    // in another country the same prefix is free
    admin.country = 'sk';
    await create({ invoicePrefix: prefix, bankAccount: '', iban: 'SK3112000000198742637541' });
    admin.country = undefined;
  });
});

describe('prefix lock', () => {
  const creditNoteOf = async (invoiceId: number) => {
    const saved = await admin.put(`/v1/invoices/${invoiceId}/items`, {
      items: [{ name: 'Odvoz', amount: 1, price: 1000, taxId: f.tax[21] }],
    });
    expect(saved.status, saved.text).toBe(200);
    const note = await admin.post(`/v1/invoices/${invoiceId}/credit-notes`, {
      creditNote: { reason: 'Reklamace', dateTaxable: today, items: [{ itemId: saved.body.items[0].id, amount: 1 }] },
    });
    expect(note.status, note.text).toBe(200);
  };

  it('keeps a prefix once its series has documents this year; other fields still save', async () => {
    const prefix = freshPrefix();
    const id = await create({ invoicePrefix: prefix });
    // no documents yet: both prefixes may change
    expect((await saveOf(id, { invoicePrefix: `${prefix}X`, creditNotePrefix: 'O' })).status).toBe(200);
    expect((await saveOf(id, { invoicePrefix: prefix, creditNotePrefix: 'D' })).status).toBe(200);

    const invoiceId = await createInvoice(admin, invoiceBody(customerId, id, { dateIssue: today }));
    expectFields(await saveOf(id, { invoicePrefix: `${prefix}X` }), 400, 'error.validation_failed', {
      invoicePrefix: 'billing_prefix_used',
    });
    // no credit note yet: its prefix is free
    expect((await saveOf(id, { creditNotePrefix: 'O', name: 'Přejmenováno' })).status).toBe(200);
    await creditNoteOf(invoiceId);
    expectFields(
      await saveOf(id, { invoicePrefix: `${prefix}X`, creditNotePrefix: 'D' }),
      400,
      'error.validation_failed',
      { invoicePrefix: 'billing_prefix_used', creditNotePrefix: 'billing_prefix_used' },
    );
    expect(await read(id)).toMatchObject({ invoicePrefix: prefix, creditNotePrefix: 'O', name: 'Přejmenováno' });
  });

  it('lets a prefix change when the series has documents of past years only', async () => {
    const id = await create({ invoicePrefix: freshPrefix() });
    const lastYear = `${Number(today.slice(0, 4)) - 1}-12-15`;
    await createInvoice(admin, invoiceBody(customerId, id, { dateIssue: lastYear }));
    const next = freshPrefix();
    expect((await saveOf(id, { invoicePrefix: next })).status).toBe(200);
    expect((await read(id)).invoicePrefix).toBe(next);
  });
});

describe('delete', () => {
  it('refuses a billing info that invoices, customers or accountant reports use (409), deletes an unused one', async () => {
    expect((await admin.delete(`/v1/billing-info/${f.payer.id}`)).body.error.message).toBe('error.billing_info_in_use');

    const byInvoice = await create({ invoicePrefix: freshPrefix() });
    const invoiceId = await createInvoice(admin, invoiceBody(customerId, byInvoice, { dateIssue: today }));
    const refused = await admin.delete(`/v1/billing-info/${byInvoice}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error: { message: 'error.billing_info_in_use' },
      flashMessages: [{ message: 'error.billing_info_in_use', severity: 'error' }],
    });
    // once its only invoice is gone, nothing refers to it; the numbers it took go with it
    expect((await admin.delete(`/v1/invoices/${invoiceId}`)).status).toBe(200);
    expect((await admin.delete(`/v1/billing-info/${byInvoice}`)).status).toBe(200);
    const sequences = await rowsOf(t, sql`select 1 from document_sequences where scope = ${String(byInvoice)}`);
    expect(sequences).toEqual([]);

    const byCustomer = await create({ invoicePrefix: freshPrefix() });
    await createCustomer(admin, { billingInfoId: byCustomer });
    expect((await admin.delete(`/v1/billing-info/${byCustomer}`)).status).toBe(409);
    expect((await read(byCustomer)).id).toBe(byCustomer);

    const unused = await create({ invoicePrefix: freshPrefix() });
    expect((await admin.delete(`/v1/billing-info/${unused}`)).status).toBe(200);
  });
});

describe('change history', () => {
  it('records creation, changed fields and deletion; administrators read it, operators do not', async () => {
    admin.extraHeaders = {
      'x-fe-route-name': 'billing-info-setting-detail',
      'x-page-uri': '/cz/settings/billing-infos',
    };
    const id = await create({ invoicePrefix: freshPrefix() });
    expect((await saveOf(id, { city: 'Olomouc', vatPayer: false })).status).toBe(200);
    admin.extraHeaders = {};
    const history = await admin.get(`/v1/history?entity=billingInfo&id=${id}`);
    expect(history.status, history.text).toBe(200);
    const changes = history.body.changes;
    expect(changes.map((change: { action: string; field: string | null }) => [change.action, change.field])).toEqual(
      expect.arrayContaining([
        ['changed', 'city'],
        ['changed', 'vatPayer'],
        ['created', null],
      ]),
    );
    expect(changes).toHaveLength(3);
    expect(changes.find((change: { field: string | null }) => change.field === 'city')).toMatchObject({
      oldValue: 'Brno',
      newValue: 'Olomouc',
      userName: 'Petr Dvořák',
      routeName: 'billing-info-setting-detail',
    });
    // a save that changes nothing records nothing
    expect((await saveOf(id, {})).status).toBe(200);
    expect((await admin.get(`/v1/history?entity=billingInfo&id=${id}`)).body.changes).toHaveLength(3);

    const operator = await t.loginAs('operator');
    expect((await operator.get(`/v1/history?entity=billingInfo&id=${id}`)).status).toBe(403);
    const both = await t.loginAs('admin2'); // administrator and operator
    expect((await both.get(`/v1/history?entity=billingInfo&id=${id}`)).status).toBe(200);

    expect((await admin.delete(`/v1/billing-info/${id}`)).status).toBe(200);
    const afterDelete = (await admin.get(`/v1/history?entity=billingInfo&id=${id}`)).body.changes;
    expect(afterDelete[0]).toMatchObject({ action: 'deleted', field: null });
    admin.country = 'sk';
    expect((await admin.get(`/v1/history?entity=billingInfo&id=${id}`)).status).toBe(404);
    admin.country = undefined;
  });
});

describe('access', () => {
  it('is the administrator’s: 403 to operators, drivers and accountants, 401 logged out', async () => {
    const id = await create({ invoicePrefix: freshPrefix() });
    const body = { billingInfo: { ...billingInfo(), lockVersion: 1 } };
    const calls = [
      ['GET', `/v1/billing-info/${id}`, undefined],
      ['POST', '/v1/billing-info', { billingInfo: billingInfo({ invoicePrefix: freshPrefix() }) }],
      ['PUT', `/v1/billing-info/${id}`, body],
      ['DELETE', `/v1/billing-info/${id}`, undefined],
    ] as const;
    for (const login of ['operator', 'operator2', 'driver', 'accountant']) {
      const client = await t.loginAs(login);
      for (const [method, path, payload] of calls) {
        const response = await client.request(method, path, payload);
        expect(response.status, `${login} ${method} ${path}`).toBe(403);
        expect(response.body.error.message).toBe('error.forbidden');
      }
    }
    const anonymous = t.client();
    for (const [method, path, payload] of calls) {
      expect((await anonymous.request(method, path, payload)).status, `${method} ${path}`).toBe(401);
    }
    // nothing changed
    expect(await read(id)).toMatchObject({ lockVersion: 1 });
    // an administrator who is an operator too may
    const both = await t.loginAs('admin2');
    expect((await both.get(`/v1/billing-info/${id}`)).status).toBe(200);
  });
});
