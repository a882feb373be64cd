import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './helpers/api-client';
import {
  createCustomer,
  createSlovakCustomer,
  customerBody,
  districtIdOf,
  uniqueWord,
  userIdOf,
} from './helpers/customers';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: ApiClient;
let operator: ApiClient;
let operatorId: number;
let billingInfoId: number;
let skBillingInfoId: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs('admin');
  operator = await t.loginAs('operator');
  operatorId = await userIdOf(t, 'operator');
  const billing = (await admin.get('/v1/billing-info')).body.billingInfoList;
  billingInfoId = billing[0].id;
  const sk = await t.loginAs('admin');
  sk.country = 'sk';
  skBillingInfoId = (await sk.get('/v1/billing-info')).body.billingInfoList[0].id;
});
afterAll(() => t.close());

const success = (message: string) => [{ message, severity: 'success' }];

describe('POST and GET /v1/customers/{id}', () => {
  it('creates a customer with every field and reads it back', async () => {
    const districtId = await districtIdOf(t, 'Beroun');
    const create = await admin.post('/v1/customers', {
      customer: customerBody({
        email: 'objednavky@pila.cz',
        emailCopy: 'ucetni@pila.cz',
        operatorId,
        agreement: true,
        agreementDate: '2024-02-29',
        rival: 'AVE CZ',
        billingInfoId,
        notes: 'Vjezd ze dvora.',
        nextCall: '2030-01-02T08:30:00.000Z',
        deliveryAddress: {
          company: 'Pila Beroun s.r.o.',
          street: 'Nádražní',
          cp: '318',
          psc: '266 01',
          city: 'Beroun',
          districtId,
          ic: '2708 2440',
          dic: 'cz27082440',
          vatPayer: true,
        },
        billingAddress: {
          company: 'Pila Beroun s.r.o. – fakturace',
          street: 'Husova',
          cp: '1',
          psc: '11000',
          city: 'Praha',
          districtId: null,
          ic: '27082440',
          dic: '',
          vatPayer: false,
          sameAsDelivery: false,
        },
      }),
    });
    expect(create.status, create.text).toBe(200);
    expect(create.body).toEqual({
      id: expect.any(Number),
      flashMessages: success('message.customer_successfully_saved'),
    });

    const read = await admin.get(`/v1/customers/${create.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body.customer).toEqual({
      id: create.body.id,
      email: 'objednavky@pila.cz',
      emailCopy: 'ucetni@pila.cz',
      operatorId,
      operatorName: 'Jana Nováková',
      agreement: true,
      agreementDate: '2024-02-29',
      rival: 'AVE CZ',
      billingInfoId,
      notes: 'Vjezd ze dvora.',
      reminderOptOut: false,
      nextCall: '2030-01-02T08:30:00.000Z',
      nextCallColor: 2,
      dataUpdated: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      deliveryAddress: {
        company: 'Pila Beroun s.r.o.',
        street: 'Nádražní',
        cp: '318',
        psc: '26601',
        city: 'Beroun',
        districtId,
        district: 'Beroun',
        ic: '27082440',
        dic: 'CZ27082440',
        vatPayer: true,
        sameAsInvoice: false,
      },
      billingAddress: {
        company: 'Pila Beroun s.r.o. – fakturace',
        street: 'Husova',
        cp: '1',
        psc: '11000',
        city: 'Praha',
        districtId: null,
        district: null,
        ic: '27082440',
        dic: '',
        vatPayer: false,
        sameAsDelivery: false,
      },
      oldData: null,
      disabledFields: {},
      lockVersion: 1,
    });
  });

  it('copies street, cp, psc and city to billing when it is the same as delivery', async () => {
    const id = await createCustomer(admin, {
      deliveryAddress: { street: 'Lipová', cp: '5', psc: '50002', city: 'Hradec Králové' },
      billingAddress: { street: 'ignored', cp: '9', psc: '11000', city: 'ignored', sameAsDelivery: true },
    });
    const { billingAddress } = (await admin.get(`/v1/customers/${id}`)).body.customer;
    expect(billingAddress).toMatchObject({
      street: 'Lipová',
      cp: '5',
      psc: '50002',
      city: 'Hradec Králové',
      sameAsDelivery: true,
    });
  });

  it('copies street, cp, psc, city and district to delivery when it is the same as billing', async () => {
    const districtId = await districtIdOf(t, 'Beroun');
    const id = await createCustomer(admin, {
      deliveryAddress: { street: 'ignored', cp: '9', psc: '11000', city: 'ignored', sameAsInvoice: true },
      billingAddress: { street: 'Lipová', cp: '5', psc: '26601', city: 'Beroun', districtId, sameAsDelivery: false },
    });
    const { deliveryAddress, billingAddress } = (await admin.get(`/v1/customers/${id}`)).body.customer;
    expect(deliveryAddress).toMatchObject({
      company: 'Zkušební firma s.r.o.',
      street: 'Lipová',
      cp: '5',
      psc: '26601',
      city: 'Beroun',
      districtId,
      sameAsInvoice: true,
    });
    expect(billingAddress.sameAsDelivery).toBe(false);
    const both = await admin.post('/v1/customers', {
      customer: customerBody({ deliveryAddress: { sameAsInvoice: true }, billingAddress: { sameAsDelivery: true } }),
    });
    expect(both.status).toBe(400);
    expect(both.body.error.detail.fields).toEqual({ 'deliveryAddress.sameAsInvoice': 'invalid' });
  });

  it('makes an operator the operator of the customer they create, whatever they send', async () => {
    const operator2Id = await userIdOf(t, 'operator2');
    const response = await operator.post('/v1/customers', {
      customer: customerBody({ operatorId: operator2Id, billingInfoId }),
    });
    expect(response.status).toBe(200);
    const { customer } = (await operator.get(`/v1/customers/${response.body.id}`)).body;
    expect(customer).toMatchObject({ operatorId, billingInfoId: null });
  });

  it('lists the disabled fields per role: none for administrators, operator and billing info for operators, all for drivers', async () => {
    const id = await createCustomer(admin);
    expect((await admin.get(`/v1/customers/${id}`)).body.customer.disabledFields).toEqual({});
    expect((await operator.get(`/v1/customers/${id}`)).body.customer.disabledFields).toEqual({
      operatorId: true,
      billingInfoId: true,
    });
    const driver = await t.loginAs('driver');
    const read = await driver.get(`/v1/customers/${id}`);
    expect(read.status).toBe(200);
    expect(Object.keys(read.body.customer.disabledFields).sort()).toEqual(
      [
        'agreement',
        'agreementDate',
        'billingAddress',
        'billingInfoId',
        'deliveryAddress',
        'email',
        'emailCopy',
        'nextCall',
        'operatorId',
        'notes',
        'reminderOptOut',
        'rival',
      ].sort(),
    );
  });

  it('shows the original data block read only', async () => {
    const id = await createCustomer(admin);
    const oldData = {
      personContactName: 'Jan Starý',
      personContact1: '777 000 111',
      personContact2: '',
      personContact3: '',
      notes: 'Převedeno ze starého systému.',
    };
    await t.db.execute(sql`update customers set old_data = ${JSON.stringify(oldData)}::jsonb where id = ${id}`);
    const { customer } = (await admin.get(`/v1/customers/${id}`)).body;
    expect(customer.oldData).toEqual(oldData);
    const put = await admin.put(`/v1/customers/${id}`, { customer: { ...customer, oldData: { notes: 'přepsáno' } } });
    expect(put.status).toBe(200);
    expect(put.body.customer.oldData).toEqual(oldData);
  });
});

describe('PUT /v1/customers/{id}', () => {
  it('saves the form sent back as read, and the list search finds the new name', async () => {
    const id = await createCustomer(admin);
    const word = uniqueWord();
    const { customer } = (await admin.get(`/v1/customers/${id}`)).body;
    const response = await admin.put(`/v1/customers/${id}`, {
      customer: {
        ...customer,
        rival: 'FCC',
        deliveryAddress: { ...customer.deliveryAddress, company: `Nový ${word}` },
      },
    });
    expect(response.status, response.text).toBe(200);
    expect(response.body.flashMessages).toEqual(success('message.customer_successfully_saved'));
    expect(response.body.customer).toMatchObject({ rival: 'FCC', deliveryAddress: { company: `Nový ${word}` } });
    const found = await admin.get(`/v1/customers?search=${word}`);
    expect(found.body.customers.map((row: { id: number }) => row.id)).toEqual([id]);
  });

  it('keeps the operator and billing info when an operator saves, but saves the rest', async () => {
    const id = await createCustomer(admin, { operatorId, billingInfoId });
    const response = await operator.put(`/v1/customers/${id}`, {
      customer: customerBody({ operatorId: null, billingInfoId: null, rival: 'SUEZ', lockVersion: 1 }),
    });
    expect(response.status).toBe(200);
    expect(response.body.customer).toMatchObject({ operatorId, billingInfoId, rival: 'SUEZ' });
  });

  it('leaves the next call unchanged when absent and clears it with null', async () => {
    const id = await createCustomer(admin, { nextCall: '2030-05-05T10:00:00.000Z' });
    const kept = await admin.put(`/v1/customers/${id}`, { customer: customerBody({ lockVersion: 1 }) });
    expect(kept.body.customer.nextCall).toBe('2030-05-05T10:00:00.000Z');
    const cleared = await admin.put(`/v1/customers/${id}`, {
      customer: customerBody({ nextCall: null, lockVersion: 2 }),
    });
    expect(cleared.body.customer.nextCall).toBeNull();
  });

  const invalid: [string, Record<string, unknown>, Record<string, string>][] = [
    ['IČ checksum', { deliveryAddress: { ic: '27082441' } }, { 'deliveryAddress.ic': 'invalid_ic' }],
    ['IČ length', { billingAddress: { ic: '1234567' } }, { 'billingAddress.ic': 'invalid_ic' }],
    ['DIČ', { deliveryAddress: { dic: 'DE123456789' } }, { 'deliveryAddress.dic': 'invalid_dic' }],
    ['PSČ', { deliveryAddress: { psc: '1100' } }, { 'deliveryAddress.psc': 'invalid_psc' }],
    ['e-mail', { email: 'not-an-email' }, { email: 'invalid_email' }],
    ['copy e-mail', { emailCopy: 'a@b' }, { emailCopy: 'invalid_email' }],
    ['company', { deliveryAddress: { company: '  ' } }, { 'deliveryAddress.company': 'required' }],
    ['agreement date', { agreementDate: '2024-02-30' }, { agreementDate: 'invalid_date' }],
    ['next call', { nextCall: 'tomorrow' }, { nextCall: 'invalid_date' }],
    ['operator type', { operatorId: 'x' }, { operatorId: 'invalid_number' }],
    ['agreement type', { agreement: 'yes' }, { agreement: 'invalid_type' }],
    ['rival length', { rival: 'x'.repeat(201) }, { rival: 'too_long' }],
    ['street length', { deliveryAddress: { street: 'x'.repeat(201) } }, { 'deliveryAddress.street': 'too_long' }],
    ['operator', { operatorId: 99_999 }, { operatorId: 'not_found' }],
    ['billing info', { billingInfoId: 99_999 }, { billingInfoId: 'not_found' }],
    ['district', { deliveryAddress: { districtId: 99_999 } }, { 'deliveryAddress.districtId': 'not_found' }],
  ];

  it.each(invalid)('refuses a wrong %s with its field error and changes nothing', async (_label, change, fields) => {
    const id = await createCustomer(admin);
    const before = (await admin.get(`/v1/customers/${id}`)).body.customer;
    const response = await admin.put(`/v1/customers/${id}`, { customer: { ...customerBody(change), lockVersion: 1 } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: { message: 'error.validation_failed', detail: { fields } },
      flashMessages: [{ message: 'error.validation_failed', severity: 'error' }],
    });
    expect((await admin.get(`/v1/customers/${id}`)).body.customer).toEqual(before);
    const created = await admin.post('/v1/customers', { customer: customerBody(change) });
    expect(created.body).toEqual({
      error: { message: 'error.validation_failed', detail: { fields } },
      flashMessages: [{ message: 'error.validation_failed', severity: 'error' }],
    });
  });

  it('refuses a billing info and district of another country', async () => {
    const id = await createCustomer(admin);
    const skDistrict = await districtIdOf(t, 'Nitra', 'sk');
    const response = await admin.put(`/v1/customers/${id}`, {
      customer: customerBody({
        billingInfoId: skBillingInfoId,
        deliveryAddress: { districtId: skDistrict },
        lockVersion: 1,
      }),
    });
    expect(response.body.error.detail.fields).toEqual({
      billingInfoId: 'not_found',
      'deliveryAddress.districtId': 'not_found',
    });
  });

  it('refuses a missing customer envelope', async () => {
    const response = await admin.post('/v1/customers', { email: 'x@y.cz' });
    expect(response.body).toEqual({
      error: { message: 'error.validation_failed', detail: { fields: { customer: 'required' } } },
      flashMessages: [{ message: 'error.validation_failed', severity: 'error' }],
    });
  });
});

describe('DELETE /v1/customers/{id}', () => {
  it('deletes the customer with its contacts, GPS and notes (administrator only)', async () => {
    const id = await createCustomer(admin);
    await admin.put(`/v1/customers/${id}/contacts`, { contacts: [{ name: 'Jan' }] });
    await admin.post(`/v1/customers/${id}/gps`, { gps: { title: 'Dvůr', coordinates: '50, 14' } });
    await admin.post(`/v1/customers/${id}/notes`, { note: { note: 'x' } });
    expect((await operator.delete(`/v1/customers/${id}`)).status).toBe(403);
    const response = await admin.delete(`/v1/customers/${id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ flashMessages: success('message.customer_successfully_deleted') });
    expect((await admin.get(`/v1/customers/${id}`)).status).toBe(404);
    expect((await admin.delete(`/v1/customers/${id}`)).status).toBe(404);
    const left = (await t.db.execute(
      sql`select (select count(*) from customer_contacts where customer_id = ${id})::int +
        (select count(*) from customer_gps where customer_id = ${id})::int +
        (select count(*) from customer_notes where customer_id = ${id})::int as count`,
    )) as unknown as { rows: { count: number }[] };
    expect(Number(left.rows[0]?.count)).toBe(0);
  });

  it('keeps a customer that has applications (409)', async () => {
    const id = await createCustomer(admin);
    await t.db.execute(sql`insert into customer_applications (customer_id, country_code) values (${id}, 'cz')`);
    const response = await admin.delete(`/v1/customers/${id}`);
    expect(response.status).toBe(409);
    expect(response.body.error.message).toBe('error.conflict');
    expect((await admin.get(`/v1/customers/${id}`)).status).toBe(200);
  });
});

describe('roles, 404 and country', () => {
  it('answers 401 logged out on every call', async () => {
    const anonymous = t.client();
    expect((await anonymous.get('/v1/customers/1')).status).toBe(401);
    expect((await anonymous.put('/v1/customers/1', { customer: customerBody() })).status).toBe(401);
    expect((await anonymous.post('/v1/customers', { customer: customerBody() })).status).toBe(401);
    expect((await anonymous.delete('/v1/customers/1')).status).toBe(401);
  });

  it('lets a driver read but not save, create or delete; an accountant nothing', async () => {
    const id = await createCustomer(admin);
    const driver = await t.loginAs('driver');
    expect((await driver.get(`/v1/customers/${id}`)).status).toBe(200);
    expect((await driver.put(`/v1/customers/${id}`, { customer: customerBody() })).status).toBe(403);
    expect((await driver.post('/v1/customers', { customer: customerBody() })).status).toBe(403);
    expect((await driver.delete(`/v1/customers/${id}`)).status).toBe(403);
    const accountant = await t.loginAs('accountant');
    for (const response of [
      await accountant.get(`/v1/customers/${id}`),
      await accountant.put(`/v1/customers/${id}`, { customer: customerBody() }),
      await accountant.post('/v1/customers', { customer: customerBody() }),
      await accountant.delete(`/v1/customers/${id}`),
    ]) {
      expect(response.status).toBe(403);
      expect(response.body.error.message).toBe('error.forbidden');
    }
  });

  it('answers 404 for a missing customer and 400 for a malformed id', async () => {
    expect((await admin.get('/v1/customers/99999999')).body).toEqual({
      error: { message: 'error.not_found' },
      flashMessages: [{ message: 'error.not_found', severity: 'error' }],
    });
    expect((await admin.put('/v1/customers/99999999', { customer: customerBody({ lockVersion: 1 }) })).status).toBe(
      404,
    );
    expect((await admin.get('/v1/customers/abc')).body.error.detail.fields).toEqual({ id: 'invalid_number' });
    expect((await admin.get('/v1/customers/0')).status).toBe(400);
  });

  it('answers 404 for a customer of another country, and keeps it unchanged', async () => {
    const skId = await createSlovakCustomer(t);
    expect((await admin.get(`/v1/customers/${skId}`)).status).toBe(404);
    expect((await admin.put(`/v1/customers/${skId}`, { customer: customerBody({ lockVersion: 1 }) })).status).toBe(404);
    expect((await admin.delete(`/v1/customers/${skId}`)).status).toBe(404);
    const sk = await t.loginAs('admin');
    sk.country = 'sk';
    const read = await sk.get(`/v1/customers/${skId}`);
    expect(read.status).toBe(200);
    expect(read.body.customer.deliveryAddress.company).toBe('Slovenská firma s.r.o.');
  });
});
