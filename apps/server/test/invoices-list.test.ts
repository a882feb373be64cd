import { invoiceListQuerySchema } from '@bo/contract/invoices/schemas';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query';
import { invoiceDaySumsSql, invoiceListConditions, invoiceSummarySql } from '../src/services/invoices/invoice-list';
import type { ApiClient } from './helpers/api-client';
import { createCustomer, createSlovakCustomer, uniqueWord, userIdOf } from './helpers/customers';
import { createInvoice, type InvoiceFixtures, invoiceBody, invoiceFixtures, rowsOf } from './helpers/invoices';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: ApiClient;
let operator: ApiClient;
let operator2: ApiClient;
let driver: ApiClient;
let accountant: ApiClient;
let f: InvoiceFixtures;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs('admin');
  operator = await t.loginAs('operator');
  operator2 = await t.loginAs('operator2');
  driver = await t.loginAs('driver');
  accountant = await t.loginAs('accountant');
  f = await invoiceFixtures(t);
});
afterAll(() => t.close());

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(new Date());
const daysFromToday = (days: number) => {
  const value = new Date(`${today}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
};

/** An invoice with one item of `price` (without VAT) at `rate` %, optionally paid. */
const invoiceWith = async (
  customerId: number,
  options: {
    company: string;
    price: number;
    rate?: 21 | 12;
    dateIssue?: string;
    dateMaturity?: string;
    paid?: string;
    billingInfoId?: number;
    ic?: string;
  },
) => {
  const id = await createInvoice(
    admin,
    invoiceBody(customerId, options.billingInfoId ?? f.payer.id, {
      invoiceCompany: options.company,
      dateIssue: options.dateIssue ?? '2026-10-01',
      dateMaturity: options.dateMaturity ?? null,
      invoiceIc: options.ic ?? '',
    }),
  );
  const items = await admin.put(`/v1/invoices/${id}/items`, {
    items: [{ name: 'Služba', amount: 1, price: options.price, taxId: f.tax[options.rate ?? 21] }],
  });
  if (items.status !== 200) throw new Error(items.text);
  if (options.paid) await admin.patch(`/v1/invoices/${id}`, { invoice: { paid: true, datePaid: options.paid } });
  return id;
};

const list = async (query: Record<string, string>, client = admin) => {
  const response = await client.get(`/v1/invoices?${new URLSearchParams(query)}`);
  expect(response.status, response.text).toBe(200);
  return response.body;
};
const idsOf = (body: { invoices: { id: number }[] }) => body.invoices.map((invoice) => invoice.id);

describe('invoice list', () => {
  it('filters by search (diacritics-insensitive: number, delivery note, company, IČ), paid state, dates and billing info; sums the whole filter', async () => {
    const word = uniqueWord('fa');
    const customerId = await createCustomer(admin);
    const paidOld = await invoiceWith(customerId, {
      company: `Šťastný ${word}`,
      price: 100,
      dateIssue: '2026-01-10',
      dateMaturity: '2026-01-24',
      paid: '2026-01-20',
    });
    const overdue = await invoiceWith(customerId, {
      company: `Černý ${word}`,
      price: 200,
      dateIssue: '2026-03-05',
      dateMaturity: daysFromToday(-1),
      billingInfoId: f.nonPayer.id,
    });
    const dueToday = await invoiceWith(customerId, {
      company: `Zelený ${word}`,
      price: 300,
      rate: 12,
      dateIssue: '2026-06-01',
      dateMaturity: today,
      ic: '25596641',
    });

    // default: only unpaid, newest issue first
    const unpaid = await list({ search: word });
    expect(idsOf(unpaid)).toEqual([dueToday, overdue]);
    expect(unpaid.pagination).toEqual({ page: 1, pageCount: 1, totalCount: 2 });
    expect(unpaid.summary).toEqual({ totalPriceWithoutVat: 500, totalPriceWithVat: 536 });
    expect(unpaid.invoices[0]).toEqual({
      id: dueToday,
      number: expect.stringMatching(/^ES2026\d{5}$/),
      priceWithVat: 336,
      priceWithoutVat: 300,
      paid: false,
      datePaid: null,
      state: 'unpaid',
      dateIssue: '2026-06-01',
      dateMaturity: today,
      deliveryNoteNumber: null,
      invoiceCompany: `Zelený ${word}`,
      customerId,
      customerApplicationId: null,
      inspectionCount: 0,
      color: 1,
      lock: false,
      documentType: 'invoice',
      lockVersion: 2,
      eInvoiceStatus: null,
    });
    expect(unpaid.invoices[1].state).toBe('after_maturity');

    // all, empty values dropped
    const all = await list({
      search: word,
      onlyUnpaid: '0',
      onlyAfterMaturity: '',
      dateType: '',
      dateFrom: '',
      billingInfoId: '',
    });
    expect(idsOf(all)).toEqual([dueToday, overdue, paidOld]);
    expect(all.summary).toEqual({ totalPriceWithoutVat: 600, totalPriceWithVat: 657 });
    expect(all.invoices[2]).toMatchObject({ paid: true, datePaid: '2026-01-20', state: 'paid', lock: true });

    expect(idsOf(await list({ search: word, onlyAfterMaturity: '1' }))).toEqual([overdue]);
    expect(idsOf(await list({ search: `cerny ${word.toUpperCase()}`, onlyUnpaid: '0' }))).toEqual([overdue]);
    expect(idsOf(await list({ search: `stastny ${word}`, onlyUnpaid: '0' }))).toEqual([paidOld]);
    expect(idsOf(await list({ search: `${word} 25596641`, onlyUnpaid: '0' }))).toEqual([dueToday]);
    const number = all.invoices[0].number;
    expect(idsOf(await list({ search: number.toLowerCase(), onlyUnpaid: '0' }))).toEqual([dueToday]);
    expect(idsOf(await list({ search: word, onlyUnpaid: '0', billingInfoId: String(f.nonPayer.id) }))).toEqual([
      overdue,
    ]);

    const issued = await list({
      search: word,
      onlyUnpaid: '0',
      dateType: 'issue',
      dateFrom: '2026-03-05',
      dateTo: '2026-06-01',
    });
    expect(idsOf(issued)).toEqual([dueToday, overdue]);
    expect(issued.summary).toEqual({ totalPriceWithoutVat: 500, totalPriceWithVat: 536 });
    expect(
      idsOf(
        await list({ search: word, onlyUnpaid: '0', dateType: 'paid', dateFrom: '2026-01-20', dateTo: '2026-01-20' }),
      ),
    ).toEqual([paidOld]);
    expect(idsOf(await list({ search: word, onlyUnpaid: '0', dateType: 'maturity', dateTo: '2026-01-31' }))).toEqual([
      paidOld,
    ]);
    // no dateType: the dates filter the issue date
    expect(idsOf(await list({ search: word, onlyUnpaid: '0', dateFrom: '2026-02-01', dateTo: '2026-04-01' }))).toEqual([
      overdue,
    ]);
    // a LIKE wildcard typed by the user matches itself only
    expect(idsOf(await list({ search: `${word}%` }))).toEqual([]);
  });

  it('finds by delivery note number and pages by 50 with the summary over every page', async () => {
    const word = uniqueWord('pg');
    const customerId = await createCustomer(admin);
    const ids: number[] = [];
    for (let index = 0; index < 51; index += 1) {
      ids.push(
        await createInvoice(
          admin,
          invoiceBody(customerId, f.payer.id, {
            invoiceCompany: `Stránka ${word}`,
            dateIssue: '2025-02-01',
            deliveryNoteNumber: index === 0 ? 987_654 : null,
          }),
        ),
      );
    }
    await t.db.execute(sql`update invoices set price_with_vat = 1.21, price_without_vat = 1
      where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`);
    const first = await list({ search: word });
    expect(first.pagination).toEqual({ page: 1, pageCount: 2, totalCount: 51 });
    expect(first.invoices).toHaveLength(50);
    expect(first.summary).toEqual({ totalPriceWithoutVat: 51, totalPriceWithVat: 61.71 });
    const second = await list({ search: word, page: '2' });
    expect(idsOf(second)).toEqual([ids[0]]);
    expect(second.summary).toEqual(first.summary);
    expect(idsOf(await list({ search: '987654' }))).toEqual([ids[0]]);
  });

  it('refuses bad filters with field errors, and other roles with 403', async () => {
    const bad = await admin.get('/v1/invoices?dateType=tomorrow&dateFrom=2026-02-30&onlyUnpaid=2&page=0');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.detail.fields).sort()).toEqual(['dateFrom', 'dateType', 'onlyUnpaid', 'page']);
    for (const client of [operator, driver, accountant]) expect((await client.get('/v1/invoices')).status).toBe(403);
    expect((await t.client().get('/v1/invoices')).status).toBe(401);
  });
});

describe('day sums (decision 199)', () => {
  it('answer every filter as counting the invoices does, after creating, pricing, paying, moving and deleting', async () => {
    const customerId = await createCustomer(admin);
    const first = await invoiceWith(customerId, {
      company: 'Součty',
      price: 100,
      dateIssue: '2019-03-10',
      dateMaturity: '2019-03-24',
    });
    const second = await invoiceWith(customerId, {
      company: 'Součty',
      price: 33.33,
      rate: 12,
      dateIssue: '2019-03-10',
      paid: '2019-04-02',
      billingInfoId: f.nonPayer.id,
    });
    const third = await invoiceWith(customerId, { company: 'Součty', price: 50, dateIssue: '2019-05-31' });
    const gone = await invoiceWith(customerId, { company: 'Součty', price: 7, dateIssue: '2019-03-11' });
    // pay, unpay, move a date, reprice; a credit note; one deleted; a statement over many rows
    expect(
      (await admin.patch(`/v1/invoices/${first}`, { invoice: { paid: true, datePaid: '2019-03-20' } })).status,
    ).toBe(200);
    const { lockVersion } = (await admin.get(`/v1/invoices/${second}`)).body.invoice;
    const unpaid = await admin.post(`/v1/invoices/${second}/reverse-payment`, { lockVersion, reason: 'Omyl' });
    expect(unpaid.status, unpaid.text).toBe(200);
    const items = await admin.put(`/v1/invoices/${third}/items`, {
      items: [{ name: 'Jiná služba', amount: 3, price: 12.5, taxId: f.tax[21] }],
    });
    expect(items.status, items.text).toBe(200);
    const [firstItem] = (await admin.get(`/v1/invoices/${first}/items`)).body.items;
    const credit = await admin.post(`/v1/invoices/${first}/credit-notes`, {
      creditNote: { reason: 'Vrácení', dateTaxable: '2019-04-01', items: [{ itemId: firstItem.id, amount: 1 }] },
    });
    expect(credit.status, credit.text).toBe(200);
    expect((await admin.delete(`/v1/invoices/${gone}`)).status).toBe(200);
    await t.db.execute(sql`update invoices set date_issue = date_issue + 1,
      date_maturity = case when id = ${third} then date '2019-06-30' else date_maturity end
      where customer_id = ${customerId}`);

    const filters: Record<string, string>[] = [
      {},
      { onlyUnpaid: '1' },
      { onlyAfterMaturity: '1' },
      { billingInfoId: String(f.nonPayer.id) },
      { documentType: 'credit_note' },
      { dateType: 'issue', dateFrom: '2019-03-11', dateTo: '2019-03-31' },
      { dateType: 'issue', dateFrom: '2019-03-12' },
      { dateType: 'issue', dateTo: '2019-03-11' },
      { dateType: 'maturity', dateFrom: '2019-03-01', dateTo: '2019-06-30' },
      { dateType: 'maturity', dateTo: '2019-06-29', onlyAfterMaturity: '1' },
      { dateType: 'paid', dateFrom: '2019-01-01', dateTo: '2019-12-31' },
      { dateType: 'paid', dateFrom: '2019-01-01', onlyUnpaid: '1' },
      { dateType: 'issue', dateFrom: '2019-01-01', dateTo: '2019-12-31', billingInfoId: String(f.payer.id) },
    ];
    const summaryOf = async (statement: SQL) => (await queryRows(t.db, statement))[0];
    for (const filter of filters) {
      const query = invoiceListQuerySchema.parse(filter);
      const fromSums = invoiceDaySumsSql(query, 'cz', today);
      expect(fromSums, JSON.stringify(filter)).not.toBeNull();
      expect(await summaryOf(fromSums as SQL), JSON.stringify(filter)).toEqual(
        await summaryOf(invoiceSummarySql(invoiceListConditions(query, 'cz', today))),
      );
    }
    // a search, or after maturity with an issue-date range, counts the invoices themselves
    expect(invoiceDaySumsSql(invoiceListQuerySchema.parse({ search: 'součty' }), 'cz', today)).toBeNull();
    const twoDates = { onlyAfterMaturity: '1', dateType: 'issue', dateFrom: '2019-01-01' };
    expect(invoiceDaySumsSql(invoiceListQuerySchema.parse(twoDates), 'cz', today)).toBeNull();
    expect((await list({ search: 'součty', onlyUnpaid: '0' })).pagination.totalCount).toBe(4);
  });
});

describe('statistics', () => {
  it('sums by month of issue over one year, computed by hand on a fixed set', async () => {
    const customerId = await createCustomer(admin);
    await invoiceWith(customerId, { company: 'A', price: 1000, dateIssue: '2016-01-31' }); // 1210
    await invoiceWith(customerId, { company: 'B', price: 33.33, dateIssue: '2016-01-01', rate: 12 }); // 37.33
    await invoiceWith(customerId, { company: 'C', price: 500, dateIssue: '2016-07-15', billingInfoId: f.nonPayer.id }); // 500
    await invoiceWith(customerId, { company: 'D', price: 10, dateIssue: '2016-12-31', paid: '2017-01-05' }); // 12.10
    await invoiceWith(customerId, { company: 'E', price: 99, dateIssue: '2017-01-01' }); // another year
    const response = await admin.get('/v1/invoices/statistics?year=2016');
    expect(response.status, response.text).toBe(200);
    const month = (number: number, withoutVat: number, withVat: number) => ({
      month: number,
      totalPriceWithoutVat: withoutVat,
      totalPriceWithVat: withVat,
    });
    expect(response.body).toEqual({
      year: 2016,
      totalPriceWithoutVat: 1543.33,
      totalPriceWithVat: 1759.43,
      months: [
        month(1, 1033.33, 1247.33),
        month(2, 0, 0),
        month(3, 0, 0),
        month(4, 0, 0),
        month(5, 0, 0),
        month(6, 0, 0),
        month(7, 500, 500),
        month(8, 0, 0),
        month(9, 0, 0),
        month(10, 0, 0),
        month(11, 0, 0),
        month(12, 10, 12.1),
      ],
    });
    // another country's invoices are not counted
    const slovak = await t.loginAs('admin');
    slovak.country = 'sk';
    const sk = await slovak.get('/v1/invoices/statistics?year=2016');
    expect(sk.body.totalPriceWithVat).toBe(0);
  });

  it('takes years 2015 to this year only', async () => {
    const thisYear = Number(today.slice(0, 4));
    expect((await admin.get('/v1/invoices/statistics?year=2014')).body.error.detail.fields).toEqual({
      year: 'too_small',
    });
    expect((await admin.get(`/v1/invoices/statistics?year=${thisYear + 1}`)).body.error.detail.fields).toEqual({
      year: 'too_big',
    });
    expect((await admin.get('/v1/invoices/statistics')).status).toBe(400);
    expect((await admin.get(`/v1/invoices/statistics?year=${thisYear}`)).body.months).toHaveLength(12);
    expect((await operator.get('/v1/invoices/statistics?year=2016')).status).toBe(403);
  });
});

describe('overdue invoices on the home page', () => {
  it("lists the operator's customers' unpaid invoices past maturity; administrators see all", async () => {
    const word = uniqueWord('od');
    const mine = await createCustomer(admin);
    const theirs = await createCustomer(admin);
    await t.db.execute(sql`update customers set operator_id = ${await userIdOf(t, 'operator')} where id = ${mine}`);
    await t.db.execute(sql`update customers set operator_id = ${await userIdOf(t, 'operator2')} where id = ${theirs}`);
    const overdueMine = await invoiceWith(mine, {
      company: `Můj ${word}`,
      price: 100,
      dateMaturity: daysFromToday(-3),
    });
    const overdueTheirs = await invoiceWith(theirs, {
      company: `Cizí ${word}`,
      price: 100,
      dateMaturity: daysFromToday(-2),
    });
    const notYet = await invoiceWith(mine, { company: `Včas ${word}`, price: 100, dateMaturity: today });
    const paid = await invoiceWith(mine, {
      company: `Zaplaceno ${word}`,
      price: 100,
      dateMaturity: daysFromToday(-5),
      paid: today,
    });

    const forOperator = await operator.get('/v1/invoices/overdue');
    expect(forOperator.status).toBe(200);
    const operatorIds = forOperator.body.invoices.map((invoice: { id: number }) => invoice.id);
    expect(operatorIds).toContain(overdueMine);
    expect(operatorIds).not.toContain(overdueTheirs);
    expect(operatorIds).not.toContain(notYet);
    expect(operatorIds).not.toContain(paid);
    expect(forOperator.body.invoices.find((invoice: { id: number }) => invoice.id === overdueMine)).toEqual({
      id: overdueMine,
      invoiceCompany: `Můj ${word}`,
      deliveryNoteNumber: null,
      number: expect.any(String),
      priceWithVat: 121,
      dateMaturity: daysFromToday(-3),
      invoiceEmail: 'faktury@example.cz',
      customerId: mine,
      reminderLevel: 0,
    });
    const operator2Ids = (await operator2.get('/v1/invoices/overdue')).body.invoices.map((i: { id: number }) => i.id);
    expect(operator2Ids).toContain(overdueTheirs);
    expect(operator2Ids).not.toContain(overdueMine);
    const adminIds = (await admin.get('/v1/invoices/overdue')).body.invoices.map((i: { id: number }) => i.id);
    expect(adminIds).toEqual(expect.arrayContaining([overdueMine, overdueTheirs]));
    expect(adminIds).not.toContain(paid);
    for (const client of [driver, accountant]) expect((await client.get('/v1/invoices/overdue')).status).toBe(403);
  });
});

describe("customer's invoices tab", () => {
  it('lists the customer’s invoices newest first with their state; 404 for another country', async () => {
    const customerId = await createCustomer(admin);
    const older = await invoiceWith(customerId, {
      company: 'X',
      price: 10,
      dateIssue: '2026-01-01',
      dateMaturity: '2026-01-15',
    });
    const newer = await invoiceWith(customerId, {
      company: 'Y',
      price: 20,
      dateIssue: '2026-02-01',
      paid: '2026-02-10',
    });
    const response = await operator.get(`/v1/customers/${customerId}/invoices`);
    expect(response.status).toBe(200);
    expect(response.body.invoices).toEqual([
      expect.objectContaining({ id: newer, dateIssue: '2026-02-01', priceWithoutVat: 20, paid: true, state: 'paid' }),
      expect.objectContaining({
        id: older,
        dateIssue: '2026-01-01',
        dateMaturity: '2026-01-15',
        priceWithoutVat: 10,
        priceWithVat: 12.1,
        datePaid: null,
        deliveryNoteNumber: null,
        number: expect.any(String),
        state: 'after_maturity',
      }),
    ]);
    const sk = await createSlovakCustomer(t);
    expect((await admin.get(`/v1/customers/${sk}/invoices`)).status).toBe(404);
    expect((await driver.get(`/v1/customers/${customerId}/invoices`)).status).toBe(403);
  });
});

describe('invoice of an application part', () => {
  const products = async () =>
    rowsOf<{ id: number; code: string; name: string; name_invoice: string; unit_id: number }>(
      t,
      sql`select id, code, name, name_invoice, unit_id from products
        where country_code = 'cz' and display and hidden_at is null order by id limit 2`,
    );

  it('invoices the company part with the billing address, lines and delivery note; the status follows; twice is 409', async () => {
    const customerId = await createCustomer(admin, {
      deliveryAddress: { company: 'Dodací firma s.r.o.' },
      billingAddress: {
        sameAsDelivery: false,
        company: 'Fakturační adresa a.s.',
        street: 'Fakturační',
        cp: '9',
        psc: '60200',
        city: 'Brno',
        ic: '25596641',
        dic: 'CZ25596641',
      },
      email: 'ucetni@example.cz',
      emailCopy: 'kopie@example.cz',
    });
    const [first, second] = await products();
    if (!first || !second) throw new Error('products');
    await t.db.execute(
      sql`update products set name_invoice = 'Název na faktuře', reverse_charge = true where id = ${first.id}`,
    );
    const created = await driver.post(`/v1/customers/${customerId}/applications`, {
      customerApplication: { applicationDate: '2026-11-10', applicationRealDate: '2026-11-10' },
    });
    expect(created.status, created.text).toBe(200);
    const appId = created.body.id;
    const cart = await driver.post(`/v1/customers/${customerId}/applications/${appId}/products`, {
      company: [
        { productId: first.id, amount: 2, sale: 10, position: 0 },
        { productId: second.id, amount: 1, sale: 0, position: 1 },
      ],
    });
    expect(cart.status, cart.text).toBe(200);
    const application = (await driver.get(`/v1/customers/${customerId}/applications/${appId}`)).body
      .customerApplication;
    expect(application.status).toBe('application_done');

    // the private part has no products; an application without a real date cannot be invoiced
    const empty = await driver.post(`/v1/customers/${customerId}/applications/${appId}/invoice?private=1`);
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('error.application_no_products');
    const planned = await driver.post(`/v1/customers/${customerId}/applications`, {
      customerApplication: { applicationDate: '2026-11-20' },
    });
    const notDelivered = await driver.post(`/v1/customers/${customerId}/applications/${planned.body.id}/invoice`);
    expect(notDelivered.status).toBe(400);
    expect(notDelivered.body.error.message).toBe('error.application_not_delivered');

    const invoiced = await driver.post(`/v1/customers/${customerId}/applications/${appId}/invoice?private=0`);
    expect(invoiced.status, invoiced.text).toBe(200);
    expect(invoiced.body.flashMessages).toEqual([
      { message: 'message.invoice_successfully_saved', severity: 'success' },
    ]);
    const invoice = (await admin.get(`/v1/invoices/${invoiced.body.id}`)).body.invoice;
    expect(invoice).toMatchObject({
      customerId,
      customerApplicationId: appId,
      applicationPart: 'company',
      deliveryNoteNumber: application.deliveryNoteNumber,
      dateIssue: today,
      dateTaxableSupply: '2026-11-10',
      payment: f.bankTransfer,
      invoiceCompany: 'Fakturační adresa a.s.',
      invoiceStreet: 'Fakturační',
      invoiceCity: 'Brno',
      invoiceIc: '25596641',
      invoiceEmail: 'ucetni@example.cz',
      invoiceEmailCopy: 'kopie@example.cz',
      paid: false,
      lock: false,
    });
    const cartLines = (await admin.get(`/v1/customers/${customerId}/applications/${appId}/products`)).body.company;
    const items = (await admin.get(`/v1/invoices/${invoiced.body.id}/items`)).body.items;
    expect(items).toEqual([
      expect.objectContaining({
        productId: first.id,
        code: first.code,
        name: 'Název na faktuře',
        amount: 2,
        unit: first.unit_id,
        price: cartLines[0].price,
        sale: 10,
        reverseCharge: true,
        priceWithoutVat: cartLines[0].priceWithoutVat,
        priceWithVat: cartLines[0].priceWithoutVat,
      }),
      expect.objectContaining({
        productId: second.id,
        code: second.code,
        name: second.name,
        reverseCharge: false,
        priceWithVat: cartLines[1].priceWithVat,
      }),
    ]);

    // inspectionCount: the inspections of the invoice's application
    const inspection = await driver.post(`/v1/customers/${customerId}/applications/${appId}/inspections`, {
      inspection: { company: 'Kontrolní firma', address: 'Brno' },
    });
    expect(inspection.status, inspection.text).toBe(200);
    expect((await admin.get(`/v1/invoices/${invoiced.body.id}`)).body.invoice.inspectionCount).toBe(1);
    const listed = await admin.get(`/v1/invoices?search=${invoice.number}`);
    expect(listed.body.invoices).toEqual([expect.objectContaining({ id: invoiced.body.id, inspectionCount: 1 })]);

    const after = (await driver.get(`/v1/customers/${customerId}/applications/${appId}`)).body.customerApplication;
    expect(after).toMatchObject({ status: 'invoiced', invoiceId: invoiced.body.id, invoicedParts: ['company'] });
    const twice = await operator.post(`/v1/customers/${customerId}/applications/${appId}/invoice?private=0`);
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe('error.application_invoiced');
    // a new invoice for the application (invoices/new?applicationId=) invoices its company part: refused too
    const byForm = await operator.post(
      '/v1/invoices',
      invoiceBody(customerId, f.payer.id, { customerApplicationId: appId }),
    );
    expect(byForm.status).toBe(409);
    expect(byForm.body.error.message).toBe('error.application_invoiced');
    // an application not invoiced yet: the new invoice links its company part
    const other = await driver.post(`/v1/customers/${customerId}/applications`, {
      customerApplication: { applicationRealDate: '2026-11-12' },
    });
    const linked = await operator.post(
      '/v1/invoices',
      invoiceBody(customerId, f.payer.id, { customerApplicationId: other.body.id }),
    );
    expect(linked.status, linked.text).toBe(200);
    expect((await admin.get(`/v1/invoices/${linked.body.id}`)).body.invoice).toMatchObject({
      customerApplicationId: other.body.id,
      applicationPart: 'company',
    });
    const otherCustomer = await createCustomer(admin);
    const foreignApp = await operator.post(
      '/v1/invoices',
      invoiceBody(otherCustomer, f.payer.id, { customerApplicationId: other.body.id }),
    );
    expect(foreignApp.body.error.detail).toEqual({ fields: { customerApplicationId: 'not_available' } });
    // paid → the application is paid
    await admin.patch(`/v1/invoices/${invoiced.body.id}`, { invoice: { paid: true } });
    expect(
      (await driver.get(`/v1/customers/${customerId}/applications/${appId}`)).body.customerApplication.status,
    ).toBe('paid');
  });

  it('gives parallel requests for one part one invoice; 403 accountant, 404 another country', async () => {
    const customerId = await createCustomer(admin);
    const [product] = await products();
    const created = await admin.post(`/v1/customers/${customerId}/applications`, {
      customerApplication: { applicationRealDate: '2026-11-11' },
    });
    const appId = created.body.id;
    await admin.post(`/v1/customers/${customerId}/applications/${appId}/products`, {
      company: [{ productId: product?.id, amount: 1 }],
    });
    const path = `/v1/customers/${customerId}/applications/${appId}/invoice`;
    expect((await accountant.post(path)).status).toBe(403);
    const slovak = await t.loginAs('admin');
    slovak.country = 'sk';
    expect((await slovak.post(path)).status).toBe(404);
    const answers = await Promise.all(Array.from({ length: 4 }, () => admin.post(path)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    const [count] = await rowsOf<{ count: number }>(
      t,
      sql`select count(*)::int as count from invoices where customer_application_id = ${appId}`,
    );
    expect(count?.count).toBe(1);
  });
});

describe('demo invoices', () => {
  it('show every state on both CZ billing infos and in SK, over several months, with overdue ones for the demo operators', async () => {
    const [demo] = await rowsOf<{
      paid: number;
      unpaid: number;
      after_maturity: number;
      locked_unpaid: number;
      reverse_charge: number;
      billing_infos: number;
      sk: number;
      months: number;
      from_applications: number;
      numbered: number;
      total: number;
    }>(
      t,
      sql`select count(*) filter (where paid)::int as paid,
          count(*) filter (where not paid and date_maturity >= ${today})::int as unpaid,
          count(*) filter (where not paid and date_maturity < ${today})::int as after_maturity,
          count(*) filter (where lock and not paid)::int as locked_unpaid,
          count(*) filter (where exists (select 1 from invoice_items it where it.invoice_id = i.id and it.reverse_charge))::int
            as reverse_charge,
          count(distinct billing_info_id) filter (where country_code = 'cz')::int as billing_infos,
          count(*) filter (where country_code = 'sk')::int as sk,
          count(distinct to_char(date_issue, 'YYYY-MM'))::int as months,
          count(*) filter (where customer_application_id is not null)::int as from_applications,
          count(*) filter (where number ~ '^[A-Z]+[0-9]{9}$')::int as numbered,
          count(*)::int as total
        from invoices i where i.updated_by is null`, // the demo's (API saves record who)
    );
    expect(demo?.paid).toBeGreaterThan(0);
    expect(demo?.unpaid).toBeGreaterThan(0);
    expect(demo?.after_maturity).toBeGreaterThan(0);
    expect(demo?.locked_unpaid).toBeGreaterThan(0);
    expect(demo?.reverse_charge).toBeGreaterThan(0);
    expect(demo?.billing_infos).toBe(2);
    expect(demo?.sk).toBeGreaterThan(0);
    expect(demo?.months).toBeGreaterThanOrEqual(6);
    expect(demo?.from_applications).toBeGreaterThan(0);
    // prefix + YYYY + 5-digit sequence
    expect(demo?.numbered).toBe(demo?.total);
    // the sequences continue after the demo numbers: the next invoice of each billing info is new
    const [sequences] = await rowsOf<{ behind: number }>(
      t,
      sql`select count(*)::int as behind from invoices i
        join billing_infos b on b.id = i.billing_info_id
        left join document_sequences s on s.kind = 'invoice' and s.scope = b.id::text
          and s.year = extract(year from i.date_issue)::int
        where i.document_type = 'invoice'
          and coalesce(s.last_value, 0) < substring(i.number from length(b.invoice_prefix) + 5)::int`,
    );
    expect(sequences?.behind).toBe(0);
    for (const login of ['operator', 'admin']) {
      const client = login === 'admin' ? admin : operator;
      expect((await client.get('/v1/invoices/overdue')).body.invoices.length, login).toBeGreaterThan(0);
    }
  });
});
