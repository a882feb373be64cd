import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './helpers/api-client';
import { createCustomer, createSlovakCustomer, userIdOf } from './helpers/customers';
import { normaliseSpaces, pdfText } from './helpers/pdf-text';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: ApiClient;
let operator: ApiClient;
let driver: ApiClient;
let accountant: ApiClient;
let ids: Record<string, number>;
let products: { id: number; name: string }[];

const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs('admin');
  operator = await t.loginAs('operator');
  driver = await t.loginAs('driver');
  accountant = await t.loginAs('accountant');
  ids = {};
  // one after another: the embedded database answers one statement at a time anyway
  for (const login of ['admin', 'admin2', 'operator', 'operator2', 'operator3', 'driver', 'driver2', 'accountant'])
    ids[login] = await userIdOf(t, login);
  products = await rows<{ id: number; name: string }>(
    sql`select id, name from products where country_code = 'cz' and hidden_at is null and display order by id limit 3`,
  );
});
afterAll(() => t.close());

const newApplication = async (customerId: number, body: Record<string, unknown> = {}, client = admin) => {
  const response = await client.post(`/v1/customers/${customerId}/applications`, { customerApplication: body });
  if (response.status !== 200) throw new Error(`create application: ${response.status} ${response.text}`);
  return response.body.id as number;
};

const insertInvoice = async (
  customerId: number,
  applicationId: number,
  part: 'company' | 'private',
  options: { paid?: boolean; dateMaturity?: string } = {},
) => {
  const [billing] = await rows<{ id: number }>(sql`select id from billing_infos where country_code = 'cz' limit 1`);
  const number = `T${Math.floor(Math.random() * 1e9)}`;
  await t.db.execute(sql`insert into invoices (country_code, number, date_issue, date_taxable_supply, date_maturity,
      paid, billing_info_id, customer_id, customer_application_id, application_part, price_with_vat, price_without_vat)
    values ('cz', ${number}, '2026-11-01', '2026-11-01', ${options.dateMaturity ?? '2099-01-01'}, ${options.paid ?? false},
      ${billing?.id}, ${customerId}, ${applicationId}, ${part}, 121, 100)`);
};

const setConfiguration = async (configuration: Record<string, unknown>) => {
  const { lockVersion } = (await admin.get('/v1/configuration')).body.configuration;
  const response = await admin.patch('/v1/configuration', { configuration: { lockVersion, ...configuration } });
  if (response.status !== 200) throw new Error(`configuration: ${response.status} ${response.text}`);
};

/** A PDF answer's bytes (the JSON client reads text). */
const pdfOf = async (client: ApiClient, path: string) => {
  await client.get('/health');
  const response = await fetch(`${t.url}${path}`, {
    method: 'POST',
    headers: {
      cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '',
      ...(client.country ? { 'x-country': client.country } : {}),
    },
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
};

describe('applications of a customer', () => {
  it('creates, lists newest first with status and price, reads, updates and deletes', async () => {
    const customerId = await createCustomer(admin, { deliveryAddress: { company: 'Zakázková s.r.o.' } });
    expect((await operator.get(`/v1/customers/${customerId}/applications`)).body).toEqual({ customerApplications: [] });

    const created = await operator.post(`/v1/customers/${customerId}/applications`, {
      customerApplication: { applicationDate: '2026-11-24', driverId: ids.driver, operatorNote: 'Zavolat předem' },
    });
    expect(created.status, created.text).toBe(200);
    expect(created.body).toEqual({
      id: expect.any(Number),
      flashMessages: [{ message: 'message.application_saved', severity: 'success' }],
    });
    const second = await newApplication(customerId, { isNew: true });

    const list = await operator.get(`/v1/customers/${customerId}/applications`);
    expect(list.status).toBe(200);
    expect(list.body.customerApplications.map((a: { id: number }) => a.id)).toEqual([second, created.body.id]);
    const first = list.body.customerApplications[1];
    expect(first).toMatchObject({
      id: created.body.id,
      customerId,
      company: 'Zakázková s.r.o.',
      applicationDate: '2026-11-24',
      applicationRealDate: null,
      deliveryNoteNumber: null,
      status: 'waiting_for_application',
      invoicePriceWithVat: 0,
      invoiceId: null,
      invoices: [],
      invoicedParts: [],
      operatorNote: 'Zavolat předem',
      operatorId: ids.operator,
      userId: ids.operator,
      driverId: ids.driver,
      isNew: false,
      driverOrder: false,
      disabledFields: { reportInvoiceHide: true, postponeInvoiceDate: true },
      lockVersion: 1,
    });

    const read = await driver.get(`/v1/customers/${customerId}/applications/${created.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body.customerApplication.disabledFields).toEqual({
      operatorId: true,
      engineerId: true,
      acceptorId: true,
      reportInvoiceHide: true,
      postponeInvoiceDate: true,
      reportInvoiceHidePrivate: true,
      postponeInvoiceDatePrivate: true,
    });

    const updated = await operator.put(`/v1/customers/${customerId}/applications/${created.body.id}`, {
      customerApplication: {
        ...first,
        applicationRealDate: '2026-11-25',
        engineerId: ids.accountant,
        acceptorId: ids.admin,
        userId: ids.driver2,
        driverOrder: true,
        engineerNote: 'Hotovo',
      },
    });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body.flashMessages).toEqual([{ message: 'message.application_saved', severity: 'success' }]);
    expect(updated.body.customerApplication).toMatchObject({
      applicationRealDate: '2026-11-25',
      status: 'application_done',
      deliveryNoteNumber: expect.any(Number),
      engineerId: ids.accountant,
      acceptorId: ids.admin,
      userId: ids.driver2,
      driverOrder: true,
      engineerNote: 'Hotovo',
      lockVersion: 2,
    });

    const stale = await operator.put(`/v1/customers/${customerId}/applications/${created.body.id}`, {
      customerApplication: { ...first, applicationNote: 'pozdě' },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe('error.stale_version');
    expect(stale.body.error.detail.current.lockVersion).toBe(2);

    const deleted = await operator.delete(`/v1/customers/${customerId}/applications/${second}`);
    expect(deleted.body).toEqual({ flashMessages: [{ message: 'message.application_deleted', severity: 'success' }] });
    expect((await operator.get(`/v1/customers/${customerId}/applications/${second}`)).status).toBe(404);
  });

  it('refuses users outside the select lists of rules §6 and bad values with field errors', async () => {
    const customerId = await createCustomer(admin);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ operatorId: ids.driver }, { operatorId: 'not_available' }],
      [{ driverId: ids.operator }, { driverId: 'not_available' }],
      [{ userId: ids.accountant }, { userId: 'not_available' }],
      [{ engineerId: ids.operator3 }, { engineerId: 'not_available' }],
      [{ acceptorId: 99_999_999 }, { acceptorId: 'not_available' }],
      [{ applicationDate: '2026-13-01' }, { applicationDate: 'invalid_date' }],
      [{ operatorNote: 'x'.repeat(5001) }, { operatorNote: 'too_long' }],
      [{ isNew: 'ano' }, { isNew: 'invalid_type' }],
    ];
    for (const [body, fields] of cases) {
      const response = await admin.post(`/v1/customers/${customerId}/applications`, { customerApplication: body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error).toEqual({ message: 'error.validation_failed', detail: { fields } });
    }
    expect((await admin.get(`/v1/customers/${customerId}/applications`)).body.customerApplications).toEqual([]);
  });

  it('answers 401, 403 per role and 404 for another customer or country', async () => {
    const customerId = await createCustomer(admin);
    const other = await createCustomer(admin);
    const appId = await newApplication(customerId);
    const base = `/v1/customers/${customerId}/applications`;
    expect((await t.client().get(base)).status).toBe(401);
    for (const [method, path] of [
      ['GET', base],
      ['POST', base],
      ['GET', `${base}/${appId}`],
      ['DELETE', `${base}/${appId}`],
      ['GET', `${base}/${appId}/products`],
    ] as const) {
      expect(
        (await accountant.request(method, path, method === 'POST' ? { customerApplication: {} } : undefined)).status,
      ).toBe(403);
    }
    expect((await driver.delete(`${base}/${appId}`)).status).toBe(403);
    expect((await operator.post(`${base}/${appId}/order-file`)).status).toBe(403);
    expect((await operator.post(`${base}/${appId}/delivery-file?private=1`)).status).toBe(403);

    expect((await admin.get(`/v1/customers/${other}/applications/${appId}`)).status).toBe(404);
    expect((await admin.delete(`/v1/customers/${other}/applications/${appId}`)).status).toBe(404);
    expect((await admin.get(`/v1/customers/${other}/applications/${appId}/products`)).status).toBe(404);
    const slovak = await createSlovakCustomer(t);
    expect((await admin.get(`/v1/customers/${slovak}/applications`)).status).toBe(404);
    const slovakAdmin = await t.loginAs('admin');
    slovakAdmin.country = 'sk';
    const slovakApp = await newApplication(slovak, {}, slovakAdmin);
    expect((await admin.get(`/v1/customers/${slovak}/applications/${slovakApp}`)).status).toBe(404);
    expect((await slovakAdmin.get(`/v1/customers/${slovak}/applications/${slovakApp}`)).status).toBe(200);
  });

  it('a driver creates a driver order as its creator and driver, edits dates but not the operator', async () => {
    const customerId = await createCustomer(admin);
    const appId = await newApplication(customerId, { driverOrder: true, operatorId: ids.operator2 }, driver);
    const { customerApplication } = (await driver.get(`/v1/customers/${customerId}/applications/${appId}`)).body;
    expect(customerApplication).toMatchObject({ userId: ids.driver, driverId: ids.driver, driverOrder: true });
    // the operator is the customer's (created by the administrator: none), not the one the driver sent
    expect(customerApplication.operatorId).toBeNull();
    const patched = await driver.patch(`/v1/customers/${customerId}/applications/${appId}`, {
      customerApplication: { applicationRealDate: '2026-11-23' },
    });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body.customerApplication.applicationRealDate).toBe('2026-11-23');
    const refused = await driver.patch(`/v1/customers/${customerId}/applications/${appId}`, {
      customerApplication: { operatorId: ids.operator },
    });
    expect(refused.status).toBe(403);
    expect(
      (
        await driver.patch(`/v1/customers/${customerId}/applications/${appId}`, {
          customerApplication: { reportInvoiceHide: true },
        })
      ).status,
    ).toBe(403);
  });
});

describe('delivery note numbers', () => {
  it('takes the next number the first time a real date is set and keeps it when the date changes', async () => {
    const customerId = await createCustomer(admin);
    const appId = await newApplication(customerId);
    const path = `/v1/customers/${customerId}/applications/${appId}`;
    const first = await admin.patch(path, { customerApplication: { applicationRealDate: '2031-03-02' } });
    expect(first.body.customerApplication.deliveryNoteNumber).toBe(1);
    const moved = await admin.patch(path, { customerApplication: { applicationRealDate: '2031-03-05' } });
    expect(moved.body.customerApplication.deliveryNoteNumber).toBe(1);
    const cleared = await admin.patch(path, { customerApplication: { applicationRealDate: null } });
    expect(cleared.body.customerApplication).toMatchObject({
      deliveryNoteNumber: 1,
      status: 'waiting_for_application',
    });
    // created already delivered: the next number of that year
    const delivered = await newApplication(customerId, { applicationRealDate: '2031-04-01' });
    expect(
      (await admin.get(`/v1/customers/${customerId}/applications/${delivered}`)).body.customerApplication
        .deliveryNoteNumber,
    ).toBe(2);
  });

  it('gives 20 parallel first real dates 20 consecutive numbers', async () => {
    const customerId = await createCustomer(admin);
    const appIds: number[] = [];
    for (let index = 0; index < 20; index += 1) appIds.push(await newApplication(customerId));
    const answers = await Promise.all(
      appIds.map((appId) =>
        operator.patch(`/v1/customers/${customerId}/applications/${appId}`, {
          customerApplication: { applicationRealDate: '2032-06-15', lockVersion: 1 },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(appIds.map(() => 200));
    const numbers = answers
      .map((answer) => answer.body.customerApplication.deliveryNoteNumber as number)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    const [sequence] = await rows<{ last_value: number }>(
      sql`select last_value from document_sequences where kind = 'delivery_note' and scope = 'cz' and year = 2032`,
    );
    expect(sequence?.last_value).toBe(20);
  });
});

describe('carts of an application', () => {
  it('saves both carts recalculated from the catalogue and answers them', async () => {
    const customerId = await createCustomer(admin);
    const appId = await newApplication(customerId);
    const path = `/v1/customers/${customerId}/applications/${appId}/products`;
    expect((await operator.get(path)).body).toEqual({
      company: [],
      private: [],
      disabledFields: {},
      lockVersion: 1,
      isSupplierVatPayer: true,
    });
    const [p1, p2, p3] = products as [
      { id: number; name: string },
      { id: number; name: string },
      { id: number; name: string },
    ];
    const saved = await operator.post(path, {
      company: [
        { productId: p2.id, amount: 2, sale: 10, position: 1 },
        { productId: p1.id, amount: 1.5, position: 0 },
        { productId: p3.id, amount: 0, position: 2 },
      ],
      private: [{ productId: p3.id, amount: 3 }],
      lockVersion: 1,
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.flashMessages).toEqual([
      { message: 'message.application_products_updated', severity: 'success' },
    ]);
    expect(saved.body.company.map((line: { productId: number }) => line.productId)).toEqual([p1.id, p2.id]);
    expect(saved.body.company[1]).toMatchObject({ name: p2.name, amount: 2, sale: 10, position: 1 });
    expect(saved.body.company[1].priceWithVat).toBeGreaterThan(saved.body.company[1].priceWithoutVat);
    expect(saved.body.private).toMatchObject([{ productId: p3.id, amount: 3, sale: 0, position: 0 }]);
    expect(saved.body.lockVersion).toBe(2);
    expect((await driver.get(path)).body.company).toEqual(saved.body.company);

    const list = (await operator.get(`/v1/customers/${customerId}/applications`)).body.customerApplications;
    const total = [...saved.body.company, ...saved.body.private].reduce((sum, line) => sum + line.priceWithVat, 0);
    expect(list[0].invoicePriceWithVat).toBeCloseTo(total, 2);

    const stale = await operator.post(path, { company: [], lockVersion: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe('error.stale_version');

    const bad = await operator.post(path, {
      company: [
        { productId: 99_999_999, amount: 1 },
        { productId: p1.id, amount: 1 },
        { productId: p1.id, amount: 2 },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.detail.fields).toEqual({
      'company.0.productId': 'not_available',
      'company.2.productId': 'duplicate',
    });
    expect(bad.body.flashMessages[0]).toEqual({
      message: 'message.application_products_update_error',
      severity: 'error',
    });
    const badAmount = await operator.post(path, { private: [{ productId: p1.id, amount: 'a' }] });
    expect(badAmount.status).toBe(400);
    expect(badAmount.body.error.detail.fields).toEqual({ 'private.0.amount': 'invalid_number' });
  });

  it('refuses changes to an invoiced part (409), keeps the other part open, and locks the application', async () => {
    const customerId = await createCustomer(admin);
    const appId = await newApplication(customerId, { applicationRealDate: '2026-11-02' });
    const path = `/v1/customers/${customerId}/applications/${appId}`;
    const [p1, p2] = products as [{ id: number; name: string }, { id: number; name: string }];
    await operator.post(`${path}/products`, { company: [{ productId: p1.id, amount: 1 }], private: [] });
    await insertInvoice(customerId, appId, 'company', { dateMaturity: '2026-11-10' });

    const cart = (await operator.get(`${path}/products`)).body;
    expect(cart.disabledFields).toEqual({ company: true });
    const refused = await operator.post(`${path}/products`, { company: [{ productId: p2.id, amount: 1 }] });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('error.application_invoiced');
    expect(refused.body.flashMessages).toContainEqual({
      message: 'message.application_products_update_error',
      severity: 'error',
    });
    // the screen sends both parts: the invoiced one unchanged passes
    const other = await operator.post(`${path}/products`, {
      company: cart.company,
      private: [{ productId: p2.id, amount: 2 }],
    });
    expect(other.status, other.text).toBe(200);
    expect(other.body.private).toHaveLength(1);

    const { customerApplication } = (await operator.get(path)).body;
    expect(customerApplication).toMatchObject({
      status: 'after_maturity',
      invoiceId: expect.any(Number),
      invoicedParts: ['company'],
      invoicePriceWithVat: 121,
    });
    expect(Object.keys(customerApplication.disabledFields)).toContain('applicationDate');
    expect(customerApplication.disabledFields.operatorNote).toBeUndefined();
    // a disabled field keeps its value on PUT; the notes change
    const put = await operator.put(path, {
      customerApplication: { ...customerApplication, applicationRealDate: '2026-12-01', operatorNote: 'po faktuře' },
    });
    expect(put.body.customerApplication).toMatchObject({
      applicationRealDate: '2026-11-02',
      operatorNote: 'po faktuře',
    });
    expect((await operator.patch(path, { customerApplication: { driverId: ids.driver } })).status).toBe(409);
    // the administrator still hides the other part from the invoicing report
    const hidden = await admin.patch(path, { customerApplication: { reportInvoiceHide: true } });
    expect(hidden.body.customerApplication.reportInvoiceHide).toBe(true);

    const deleted = await admin.delete(path);
    expect(deleted.status).toBe(409);
    expect(deleted.body.error.message).toBe('error.application_invoiced');
  });

  it('derives paid once every invoice is paid', async () => {
    const customerId = await createCustomer(admin);
    const appId = await newApplication(customerId, { applicationRealDate: '2026-11-02' });
    await insertInvoice(customerId, appId, 'company', { paid: true });
    await insertInvoice(customerId, appId, 'private', { paid: true });
    const { customerApplication } = (await admin.get(`/v1/customers/${customerId}/applications/${appId}`)).body;
    expect(customerApplication).toMatchObject({
      status: 'paid',
      invoicedParts: ['company', 'private'],
      invoicePriceWithVat: 242,
    });
  });
});

describe('order and delivery note PDFs', () => {
  it('renders the part with customer, delivery address, lines, delivery note number and signatures', async () => {
    const customerId = await createCustomer(admin, {
      deliveryAddress: { company: 'Pekárna Žitná s.r.o.', street: 'Dlouhá', cp: '7', city: 'Kolín', psc: '28002' },
    });
    const appId = await newApplication(customerId, {
      applicationDate: '2033-05-04',
      applicationRealDate: '2033-05-05',
    });
    const [p1, p2] = products as [{ id: number; name: string }, { id: number; name: string }];
    const path = `/v1/customers/${customerId}/applications/${appId}`;
    await admin.post(`${path}/products`, {
      company: [{ productId: p1.id, amount: 2 }],
      private: [{ productId: p2.id, amount: 1 }],
    });

    const delivery = await pdfOf(driver, `${path}/delivery-file?private=0`);
    expect(delivery.status).toBe(200);
    expect(delivery.type).toBe('application/pdf');
    const text = normaliseSpaces(pdfText(delivery.bytes));
    expect(text).toContain('Dodací list č. 1/2033');
    expect(text).toContain('Pekárna Žitná s.r.o.');
    expect(text).toContain('Dlouhá 7');
    expect(text).toContain(p1.name);
    expect(text).not.toContain(p2.name);
    expect(text).toContain('5. 5. 2033');
    expect(text).toContain('Převzal');

    const order = await pdfOf(admin, `${path}/order-file?private=1`);
    expect(order.status).toBe(200);
    const orderText = normaliseSpaces(pdfText(order.bytes));
    expect(orderText).toContain(`Objednávka č. ${appId}`);
    expect(orderText).toContain(p2.name);
    expect(orderText).toContain('Přijal');
    expect((await pdfOf(operator, `${path}/order-file`)).status).toBe(403);

    // a supplier that is not a VAT payer: final prices, no VAT column or recap, the sentence (decision 177)
    await t.db.execute(
      sql`update customers set billing_info_id = (select id from billing_infos where country_code = 'cz' and not vat_payer
        order by id limit 1) where id = ${customerId}`,
    );
    const plain = normaliseSpaces(pdfText((await pdfOf(admin, `${path}/order-file?private=0`)).bytes));
    expect(plain).toContain('Dodavatel není plátcem DPH.');
    expect(plain).toContain('Neplátce DPH');
    expect(plain).not.toContain('Rekapitulace DPH');
    expect(text).toContain('Rekapitulace DPH');
  });
});

describe('Slovak order and delivery note', () => {
  it('are in Slovak for a Slovak customer: Objednávka, Dodávateľ with IČO and IČ DPH, Miesto dodania, podpisy', async () => {
    const slovakId = await createSlovakCustomer(t);
    const slovak = await t.loginAs('admin');
    slovak.country = 'sk';
    const appId = await newApplication(slovakId, {}, slovak);
    const path = `/v1/customers/${slovakId}/applications/${appId}`;
    const { products: catalogue } = (await slovak.get('/v1/products')).body as { products: { id: number }[] };
    const saved = await slovak.post(`${path}/products`, { company: [{ productId: catalogue[0]?.id, amount: 1 }] });
    expect(saved.status, saved.text).toBe(200);
    const order = await pdfOf(slovak, `${path}/order-file?private=0`);
    expect(order.status).toBe(200);
    const text = normaliseSpaces(pdfText(order.bytes));
    for (const expected of [
      `Objednávka č. ${appId} (firma)`,
      'Dodávateľ',
      'Odberateľ',
      'IČO: 50123459',
      'IČ DPH: SK2120123456',
      'Zákazka',
      'Miesto dodania',
      'Objednal',
      'Prijal',
      'Rekapitulácia DPH',
    ]) {
      expect(text).toContain(expected);
    }
    const delivery = normaliseSpaces(pdfText((await pdfOf(slovak, `${path}/delivery-file?private=0`)).bytes));
    expect(delivery).toContain('Dodací list č.');
    expect(delivery).toContain('Odovzdal');
    expect(delivery).toContain('Prevzal');
  });
});

describe('inspections', () => {
  it('creates with the default note, lists, updates, downloads and deletes', async () => {
    const customerId = await createCustomer(admin);
    const appId = await newApplication(customerId);
    const base = `/v1/customers/${customerId}/applications/${appId}/inspections`;
    await setConfiguration({ defaultInspectionNote: 'Vše v pořádku.' });
    const created = await driver.post(base, { inspection: { company: 'Sklad Kolín', address: 'Polní 3, Kolín' } });
    expect(created.status, created.text).toBe(200);
    expect(created.body.flashMessages).toEqual([{ message: 'message.inspection_created', severity: 'success' }]);
    const list = (await operator.get(base)).body.inspections;
    expect(list).toEqual([
      {
        id: created.body.id,
        applicationId: appId,
        company: 'Sklad Kolín',
        address: 'Polní 3, Kolín',
        note: 'Vše v pořádku.',
        createdAt: expect.any(String),
        lockVersion: 1,
      },
    ]);
    const updated = await operator.put(`${base}/${created.body.id}`, {
      inspection: { company: 'Sklad Kolín 2', address: 'Polní 3, Kolín', note: 'Únik oleje u vrat.', lockVersion: 1 },
    });
    expect(updated.body).toMatchObject({
      inspection: { company: 'Sklad Kolín 2', note: 'Únik oleje u vrat.', lockVersion: 2 },
      flashMessages: [{ message: 'message.inspection_updated', severity: 'success' }],
    });
    const stale = await operator.put(`${base}/${created.body.id}`, {
      inspection: { company: 'x', address: 'y', lockVersion: 1 },
    });
    expect(stale.status).toBe(409);

    const pdf = await pdfOf(operator, `${base}/${created.body.id}/download`);
    expect(pdf.status).toBe(200);
    const text = normaliseSpaces(pdfText(pdf.bytes));
    expect(text).toContain(`Protokol o kontrole č. ${created.body.id}`);
    expect(text).toContain('Sklad Kolín 2');
    expect(text).toContain('Únik oleje u vrat.');

    const invalid = await operator.post(base, { inspection: { company: '', address: 'x'.repeat(501) } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.detail.fields).toEqual({
      company: 'required',
      address: 'too_long',
    });

    const other = await createCustomer(admin);
    expect((await operator.get(`/v1/customers/${other}/applications/${appId}/inspections`)).status).toBe(404);
    expect(
      (await operator.delete(`/v1/customers/${other}/applications/${appId}/inspections/${created.body.id}`)).status,
    ).toBe(404);
    expect((await accountant.get(base)).status).toBe(403);
    expect((await t.client().get(base)).status).toBe(401);

    const deleted = await driver.delete(`${base}/${created.body.id}`);
    expect(deleted.body).toEqual({ flashMessages: [{ message: 'message.inspection_deleted', severity: 'success' }] });
    expect((await operator.get(base)).body.inspections).toEqual([]);
  });

  it('answers 404 while the feature is off', async () => {
    const customerId = await createCustomer(admin);
    const appId = await newApplication(customerId);
    const base = `/v1/customers/${customerId}/applications/${appId}/inspections`;
    await setConfiguration({ enableInspection: false });
    try {
      expect((await operator.get(base)).status).toBe(404);
      expect((await operator.post(base, { inspection: { company: 'a', address: 'b' } })).status).toBe(404);
    } finally {
      await setConfiguration({ enableInspection: true });
    }
  });
});
