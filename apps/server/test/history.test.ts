import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './helpers/api-client';
import { createCustomer, createSlovakCustomer, customerBody, userIdOf } from './helpers/customers';
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
let operator2: ApiClient;
let driver: ApiClient;
let accountant: ApiClient;
let ids: Record<string, number>;
let f: InvoiceFixtures;
let products: { id: number; name: string }[];

/** The screen the web app names on every request (x-fe-route-name, x-page-uri). */
const onScreen = (client: ApiClient, routeName: string, pageUri: string) => {
  client.extraHeaders = { 'x-fe-route-name': routeName, 'x-page-uri': pageUri };
};

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs('admin');
  operator = await t.loginAs('operator');
  operator2 = await t.loginAs('operator2');
  driver = await t.loginAs('driver');
  accountant = await t.loginAs('accountant');
  ids = {};
  for (const login of ['admin', 'operator', 'operator2']) ids[login] = await userIdOf(t, login);
  f = await invoiceFixtures(t);
  products = await rowsOf<{ id: number; name: string }>(
    t,
    sql`select id, name from products where country_code = 'cz' and hidden_at is null and display order by id limit 2`,
  );
});
afterAll(() => t.close());

type Change = {
  action: string;
  field: string | null;
  item: { kind: string; key: string; label: string } | null;
  oldValue: unknown;
  newValue: unknown;
  oldText: string | null;
  newText: string | null;
  userName: string | null;
  routeName: string | null;
  pageUri: string | null;
};

const historyOf = async (entity: string, id: number, client = admin) => {
  const response = await client.get(`/v1/history?entity=${entity}&id=${id}`);
  expect(response.status, response.text).toBe(200);
  return response.body as { changes: Change[]; pagination: { page: number; pageCount: number; totalCount: number } };
};

/** The changes as [action, item kind, item label, field, old, new], oldest first. */
const summary = (changes: Change[]) =>
  [...changes]
    .reverse()
    .map((change) => [
      change.action,
      change.item?.kind ?? null,
      change.item?.label ?? null,
      change.field,
      change.oldValue,
      change.newValue,
    ]);

const countRows = async (entity: string, id: number) =>
  Number(
    (
      await rowsOf<{ count: string | number }>(
        t,
        sql`select count(*) as count from change_history where entity = ${entity} and entity_id = ${id}`,
      )
    )[0]?.count,
  );

describe('customer history', () => {
  it('records creation, field changes, contacts and GPS points with who and which screen, newest first', async () => {
    onScreen(operator, 'customer_detail', '/customers/new');
    const id = await createCustomer(operator, { rival: 'FCC' });
    onScreen(operator, 'customer_detail', `/customers/${id}/detail`);
    const { customer } = (await operator.get(`/v1/customers/${id}`)).body;
    const saved = await operator.put(`/v1/customers/${id}`, {
      customer: customerBody({
        rival: 'SUEZ',
        agreement: true,
        agreementDate: '2026-11-20',
        operatorId: customer.operatorId,
        billingInfoId: null,
        lockVersion: customer.lockVersion,
      }),
    });
    expect(saved.status, saved.text).toBe(200);

    onScreen(operator, 'customer_contacts', `/customers/${id}/contacts`);
    const added = await operator.put(`/v1/customers/${id}/contacts`, {
      contacts: [
        { id: null, lockVersion: null, name: 'Jan Novák', phone: '777 123 456' },
        { id: null, lockVersion: null, name: 'Eva Malá' },
      ],
    });
    expect(added.status, added.text).toBe(200);
    const [jan, eva] = added.body.contacts;
    const changed = await operator.put(`/v1/customers/${id}/contacts`, {
      contacts: [
        { id: jan.id, lockVersion: 1, name: 'Jan Novák', phone: '777 999 000' },
        { id: eva.id, lockVersion: 1, name: '' },
      ],
    });
    expect(changed.status, changed.text).toBe(200);

    onScreen(operator, 'customer_gps', `/customers/${id}/gps`);
    const point = await operator.post(`/v1/customers/${id}/gps`, {
      gps: { title: 'Provozovna', coordinates: '50.0755, 14.4378' },
    });
    await operator.put(`/v1/customers/${id}/gps/${point.body.id}`, {
      gps: { title: 'Brána', coordinates: '50.0755, 14.4378', lockVersion: 1 },
    });
    await operator.delete(`/v1/customers/${id}/gps/${point.body.id}`);

    const { changes, pagination } = await historyOf('customer', id, operator);
    expect(summary(changes)).toEqual([
      ['created', null, null, null, null, null],
      ['changed', null, null, 'agreement', false, true],
      ['changed', null, null, 'agreementDate', null, '2026-11-20'],
      ['changed', null, null, 'rival', 'FCC', 'SUEZ'],
      [
        'created',
        'contact',
        'Jan Novák',
        null,
        null,
        expect.objectContaining({ name: 'Jan Novák', phone: '777 123 456' }),
      ],
      ['created', 'contact', 'Eva Malá', null, null, expect.objectContaining({ name: 'Eva Malá' })],
      ['changed', 'contact', 'Jan Novák', 'phone', '777 123 456', '777 999 000'],
      ['deleted', 'contact', 'Eva Malá', null, expect.objectContaining({ name: 'Eva Malá' }), null],
      ['created', 'gps', 'Provozovna', null, null, { title: 'Provozovna', coordinates: '50.0755, 14.4378' }],
      ['changed', 'gps', 'Brána', 'title', 'Provozovna', 'Brána'],
      ['deleted', 'gps', 'Brána', null, { title: 'Brána', coordinates: '50.0755, 14.4378' }, null],
    ]);
    expect(pagination).toEqual({ page: 1, pageCount: 1, totalCount: 11 });
    const first = changes.at(-1);
    expect(first).toMatchObject({
      userName: expect.any(String),
      routeName: 'customer_detail',
      pageUri: '/customers/new',
    });
    expect(changes[0]).toMatchObject({ routeName: 'customer_gps', pageUri: `/customers/${id}/gps` });
    operator.extraHeaders = {};
  });

  it('names referenced records and records the operator change; deleting leaves a "deleted" entry', async () => {
    const id = await createCustomer(admin, { operatorId: ids.operator });
    const { customer } = (await admin.get(`/v1/customers/${id}`)).body;
    await admin.put(`/v1/customers/${id}`, {
      customer: customerBody({
        operatorId: ids.operator2,
        billingInfoId: f.payer.id,
        lockVersion: customer.lockVersion,
      }),
    });
    const { changes } = await historyOf('customer', id);
    const operatorChange = changes.find((change) => change.field === 'operatorId');
    expect(operatorChange).toMatchObject({ oldValue: ids.operator, newValue: ids.operator2 });
    expect(operatorChange?.oldText).toMatch(/\S/);
    expect(operatorChange?.newText).toMatch(/\S/);
    expect(changes.find((change) => change.field === 'billingInfoId')).toMatchObject({
      oldValue: null,
      newValue: f.payer.id,
      oldText: null,
      newText: expect.any(String),
    });
    expect((await admin.delete(`/v1/customers/${id}`)).status).toBe(200);
    const after = await historyOf('customer', id);
    expect(after.changes[0]).toMatchObject({ action: 'deleted', field: null });
  });

  it('writes history in the save transaction: a failing save leaves none', async () => {
    const id = await createCustomer(admin);
    const before = await countRows('customer', id);
    const stale = await admin.put(`/v1/customers/${id}`, { customer: customerBody({ rival: 'X', lockVersion: 99 }) });
    expect(stale.status).toBe(409);
    const contacts = await admin.put(`/v1/customers/${id}/contacts`, {
      contacts: [
        { id: null, lockVersion: null, name: 'Nový' },
        { id: 999_999, lockVersion: 1, name: 'Cizí' },
      ],
    });
    expect(contacts.status).toBe(400);
    const gps = await admin.post(`/v1/customers/${id}/gps`, { gps: { title: 'x', coordinates: 'nikde' } });
    expect(gps.status).toBe(400);
    expect(await countRows('customer', id)).toBe(before);
  });

  it('records nothing for a save that changes nothing', async () => {
    const id = await createCustomer(admin);
    const { customer } = (await admin.get(`/v1/customers/${id}`)).body;
    const before = await countRows('customer', id);
    const { lockVersion, ...rest } = customer;
    const same = await admin.put(`/v1/customers/${id}`, {
      customer: customerBody({ rival: rest.rival, operatorId: rest.operatorId, billingInfoId: null, lockVersion }),
    });
    expect(same.status, same.text).toBe(200);
    expect(await countRows('customer', id)).toBe(before);
  });
});

describe('application history', () => {
  it('records the application fields, cart lines added, changed and removed, creation and deletion', async () => {
    const customerId = await createCustomer(admin);
    onScreen(admin, 'customer_applications', `/customers/${customerId}/applications`);
    const created = await admin.post(`/v1/customers/${customerId}/applications`, { customerApplication: {} });
    const appId = created.body.id as number;
    const path = `/v1/customers/${customerId}/applications/${appId}`;
    const { customerApplication } = (await admin.get(path)).body;
    const saved = await admin.patch(path, {
      customerApplication: {
        applicationDate: '2026-12-01',
        operatorNote: 'Volat předem',
        lockVersion: customerApplication.lockVersion,
      },
    });
    expect(saved.status, saved.text).toBe(200);
    const [p1, p2] = products as [{ id: number; name: string }, { id: number; name: string }];
    expect(
      (await admin.post(`${path}/products`, { company: [{ productId: p1.id, amount: 1 }], private: [] })).status,
    ).toBe(200);
    await admin.post(`${path}/products`, {
      company: [
        { productId: p1.id, amount: 3 },
        { productId: p2.id, amount: 1 },
      ],
    });
    await admin.post(`${path}/products`, { company: [{ productId: p2.id, amount: 1 }] });

    const { changes } = await historyOf('application', appId);
    const rows = summary(changes);
    expect(rows[0]).toEqual(['created', null, null, null, null, null]);
    expect(rows).toContainEqual(['changed', null, null, 'applicationDate', null, '2026-12-01']);
    expect(rows).toContainEqual(['changed', null, null, 'operatorNote', '', 'Volat předem']);
    expect(rows).toContainEqual(['created', 'cartItem', p1.name, null, null, expect.objectContaining({ amount: 1 })]);
    expect(rows).toContainEqual(['changed', 'cartItem', p1.name, 'amount', 1, 3]);
    expect(rows).toContainEqual(['created', 'cartItem', p2.name, null, null, expect.objectContaining({ amount: 1 })]);
    expect(rows.at(-1)).toEqual(['deleted', 'cartItem', p1.name, null, expect.objectContaining({ amount: 3 }), null]);
    expect(changes[0]?.item?.key).toBe(`company:${p1.id}:0`);
    expect(changes[0]?.routeName).toBe('customer_applications');
    admin.extraHeaders = {};

    // a refused save (a stale cart) leaves no history
    const before = await countRows('application', appId);
    const stale = await admin.post(`${path}/products`, { company: [], lockVersion: 1 });
    expect(stale.status).toBe(409);
    expect(await countRows('application', appId)).toBe(before);

    expect((await admin.delete(path)).status).toBe(200);
    expect((await historyOf('application', appId)).changes[0]).toMatchObject({ action: 'deleted' });
  });
});

describe('invoice history', () => {
  it('records creation, fields, items added, changed and removed, and deletion', async () => {
    const customerId = await createCustomer(admin);
    const id = await createInvoice(admin, invoiceBody(customerId, f.payer.id));
    const item = {
      code: 'KON',
      name: 'Kontejner 5 m³',
      amount: 2,
      unit: f.units[0],
      price: 1000,
      sale: 0,
      taxId: f.tax[21],
    };
    const added = await admin.post(`/v1/invoices/${id}/items`, { item });
    expect(added.status, added.text).toBe(200);
    const { invoice } = (await admin.get(`/v1/invoices/${id}`)).body;
    const [stored] = (await admin.get(`/v1/invoices/${id}/items`)).body.items;
    const saved = await admin.put(`/v1/invoices/${id}`, {
      invoice: {
        ...updateFieldsOf(invoice),
        note: 'Splatné převodem',
        payment: f.bankTransfer,
        lockVersion: invoice.lockVersion,
      },
      items: [{ ...item, id: stored.id, amount: 3 }],
    });
    expect(saved.status, saved.text).toBe(200);
    expect((await admin.delete(`/v1/invoices/${id}/items/${stored.id}`)).status).toBe(200);

    const { changes } = await historyOf('invoice', id);
    const rows = summary(changes);
    expect(rows[0]).toEqual(['created', null, null, null, null, null]);
    expect(rows).toContainEqual([
      'created',
      'invoiceItem',
      'Kontejner 5 m³',
      null,
      null,
      expect.objectContaining({ amount: 2, price: 1000 }),
    ]);
    expect(rows).toContainEqual(['changed', null, null, 'priceWithoutVat', 0, 2000]);
    expect(rows).toContainEqual(['changed', null, null, 'note', '', 'Splatné převodem']);
    expect(rows).toContainEqual(['changed', 'invoiceItem', 'Kontejner 5 m³', 'amount', 2, 3]);
    expect(rows.at(-1)).toEqual([
      'deleted',
      'invoiceItem',
      'Kontejner 5 m³',
      null,
      expect.objectContaining({ amount: 3 }),
      null,
    ]);
    expect(changes.find((change) => change.field === 'paymentTypeId')).toMatchObject({ newText: 'bank_transfer' });

    const before = await countRows('invoice', id);
    const stale = await admin.put(`/v1/invoices/${id}`, {
      invoice: { ...updateFieldsOf(invoice), note: 'pozdě', lockVersion: invoice.lockVersion },
    });
    expect(stale.status).toBe(409);
    expect(await countRows('invoice', id)).toBe(before);

    expect((await admin.delete(`/v1/invoices/${id}`)).status).toBe(200);
    expect((await historyOf('invoice', id)).changes[0]).toMatchObject({ action: 'deleted' });
  });
});

describe('GET /v1/history access', () => {
  it('answers 401 without a login and 403 to drivers and accountants', async () => {
    const id = await createCustomer(admin);
    expect((await t.client().get(`/v1/history?entity=customer&id=${id}`)).status).toBe(401);
    expect((await driver.get(`/v1/history?entity=customer&id=${id}`)).status).toBe(403);
    expect((await accountant.get(`/v1/history?entity=customer&id=${id}`)).status).toBe(403);
  });

  it("lets operators read only their customers' history, also of their applications and invoices", async () => {
    const own = await createCustomer(operator);
    const foreign = await createCustomer(operator2);
    const appId = (await operator2.post(`/v1/customers/${foreign}/applications`, { customerApplication: {} })).body.id;
    const invoiceId = await createInvoice(admin, invoiceBody(foreign, f.payer.id));
    expect((await operator.get(`/v1/history?entity=customer&id=${own}`)).status).toBe(200);
    for (const query of [`customer&id=${foreign}`, `application&id=${appId}`, `invoice&id=${invoiceId}`]) {
      const refused = await operator.get(`/v1/history?entity=${query}`);
      expect(refused.status, query).toBe(403);
      expect(refused.body.error.message).toBe('error.forbidden');
      expect((await operator2.get(`/v1/history?entity=${query}`)).status, query).toBe(200);
      expect((await admin.get(`/v1/history?entity=${query}`)).status, query).toBe(200);
    }
  });

  it('answers field errors for a bad query and 404 for a missing record or one of another country', async () => {
    const missing = await admin.get('/v1/history');
    expect(missing.status).toBe(400);
    expect(missing.body.error.detail.fields).toEqual({ entity: expect.any(String), id: expect.any(String) });
    const bad = await admin.get('/v1/history?entity=offer&id=abc&page=0');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.detail.fields).sort()).toEqual(['entity', 'id', 'page']);
    expect((await admin.get('/v1/history?entity=customer&id=2147483647')).status).toBe(404);
    const slovak = await createSlovakCustomer(t);
    expect((await admin.get(`/v1/history?entity=customer&id=${slovak}`)).status).toBe(404);
  });

  it('pages 50 changes at a time, newest first', async () => {
    const id = await createCustomer(admin);
    for (let round = 0; round < 7; round += 1) {
      const contacts = Array.from({ length: 4 }, (_, index) => ({
        id: null,
        lockVersion: null,
        name: `K${round}-${index}`,
      }));
      const stored = (await admin.get(`/v1/customers/${id}/contacts`)).body.contacts as {
        id: number | null;
        lockVersion: number | null;
      }[];
      const cleared = stored.map((contact) => ({ id: contact.id, lockVersion: contact.lockVersion, name: '' }));
      if (round > 0) await admin.put(`/v1/customers/${id}/contacts`, { contacts: cleared });
      await admin.put(`/v1/customers/${id}/contacts`, { contacts });
    }
    const first = await historyOf('customer', id);
    expect(first.pagination).toEqual({ page: 1, pageCount: 2, totalCount: 53 });
    expect(first.changes).toHaveLength(50);
    const second = (await admin.get(`/v1/history?entity=customer&id=${id}&page=2`)).body;
    expect(second.pagination).toEqual({ page: 2, pageCount: 2, totalCount: 53 });
    expect(second.changes.map((change: Change) => change.action)).toEqual(['created', 'created', 'created']);
    expect(first.changes[0]).toMatchObject({ action: 'created', item: { label: 'K6-3' } });
  });
});

describe('demo history', () => {
  it("shows the demo operator's edits of her customers, an application and an invoice", async () => {
    const [operatorId] = [ids.operator];
    const entries = await rowsOf<{ entity: string; route_name: string; user_id: number; n: number }>(
      t,
      sql`select entity, route_name, user_id, count(*)::int as n from change_history
        where user_id = ${operatorId} group by entity, route_name, user_id order by entity`,
    );
    expect(entries.map((row) => [row.entity, row.route_name])).toEqual(
      expect.arrayContaining([
        ['application', 'customer-application-detail'],
        ['customer', 'customer-detail'],
        ['invoice', 'invoice-detail'],
      ]),
    );
    const [customer] = await rowsOf<{ entity_id: number }>(
      t,
      sql`select entity_id from change_history where entity = 'customer' and user_id = ${operatorId} limit 1`,
    );
    const { changes } = await historyOf('customer', customer?.entity_id ?? 0, operator);
    expect(changes.some((change) => change.field === 'agreement' || change.item?.kind === 'contact')).toBe(true);
  });
});
