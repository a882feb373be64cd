import { gunzipSync, gzipSync } from 'node:zlib';
import { companyDayOf } from '@bo/contract/dates/business-calendar';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query';
import { buildAccountantXml } from '../src/services/reports/accountant/accountant-export';
import type { ApiClient } from './helpers/api-client';
import { createCustomer, uniqueWord, userIdOf } from './helpers/customers';
import { validatePohoda } from './helpers/document-checks';
import { startTestApp, type TestApp } from './helpers/test-app';

/**
 * Every report on a small fixed dataset in March 2019 (no demo data there), with the
 * expected figures computed by hand in the comments.
 */
let t: TestApp;
let admin: ApiClient;
const users: Record<string, number> = {};
const names: Record<string, string> = {};
const ids: Record<string, number> = {};
const word = uniqueWord('rep');

const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(t.db, query))[0] as T;

const application = async (
  key: string,
  values: { customer: string; realDate: string | null; isNew: boolean; operator: string; driver: string },
) => {
  const row = await one<{ id: number }>(
    sql`insert into customer_applications (customer_id, country_code, application_date, application_real_date,
        delivery_note_number, operator_id, user_id, driver_id, is_new)
      values (${ids[values.customer]}, 'cz', ${values.realDate ?? '2019-03-28'}, ${values.realDate},
        ${values.realDate ? 900 + Object.keys(ids).length : null}, ${users[values.operator]}, ${users[values.operator]},
        ${users[values.driver]}, ${values.isNew})
      returning id`,
  );
  ids[key] = row.id;
};

/** A cart line with prices as the money module computes them (given here by hand). */
const line = async (
  key: string,
  part: 'company' | 'private',
  product: string,
  amount: string,
  price: string,
  sale: string,
  withoutVat: string,
  withVat: string,
) => {
  await t.db.execute(sql`insert into customer_application_products (application_id, part, product_id, position, amount,
      sale, name, price, tax_id, tax, price_without_vat, price_with_vat)
    values (${ids[key]}, ${part}, ${ids[product]}, 1, ${amount}, ${sale}, ${`line ${product}`}, ${price},
      ${ids.tax21}, 21, ${withoutVat}, ${withVat})`);
};

const nameOf = async (login: string) =>
  (await one<{ name: string }>(sql`select trim(name || ' ' || surname) as name from users where login = ${login}`))
    .name;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs('admin');
  for (const login of ['admin', 'operator', 'operator2', 'driver', 'driver2']) {
    users[login] = await userIdOf(t, login);
    names[login] = await nameOf(login);
  }
  ids.customerA = await createCustomer(admin, {
    deliveryAddress: { company: `Alfa ${word}`, street: 'Dlouhá', cp: '5', city: 'Praha' },
  });
  ids.customerB = await createCustomer(admin, {
    deliveryAddress: { company: `Beta ${word}`, street: 'Žitná; dvůr', cp: '12', city: 'Plzeň' },
  });
  ids.tax21 = (await one<{ id: number }>(sql`select id from taxes where country_code = 'cz' and tax = 21`)).id;
  ids.tax12 = (await one<{ id: number }>(sql`select id from taxes where country_code = 'cz' and tax = 12`)).id;
  const unit = await one<{ id: number }>(sql`select id from units order by id limit 1`);
  for (const [key, position, price] of [
    ['p1', 9000, '100'],
    ['p2', 9001, '50'],
  ] as const) {
    ids[key] = (
      await one<{ id: number }>(
        sql`insert into products (country_code, code, name, unit_id, tax_id, price, position)
          values ('cz', ${`${key}-${word}`}, ${`${key === 'p1' ? 'Nádoba' : 'Odvoz'} ${word}`}, ${unit.id},
            ${ids.tax21}, ${price}, ${position})
          returning id`,
      )
    ).id;
  }
  // commissions of operator2: P1 fixed (repeat 10, new 25 per piece), P2 percent (repeat 5 %, new 10 %)
  await t.db.execute(sql`insert into user_profits (user_id, product_id, repeater_price, new_price)
    values (${users.operator2}, ${ids.p1}, 10, 25)`);
  await t.db.execute(sql`insert into user_profits (user_id, product_id, repeater_percent, new_percent)
    values (${users.operator2}, ${ids.p2}, 5, 10)`);
  // packaging: P1 1.234 kg paper + 0.5 kg plastic per piece, P2 0.333 kg plastic
  for (const material of ['paper', 'plastic']) {
    ids[material] = (
      await one<{ id: number }>(
        sql`insert into ekokoms (country_code, name) values ('cz', ${`${material === 'paper' ? 'Papír' : 'Plast'} ${word}`})
          returning id`,
      )
    ).id;
  }
  await t.db.execute(sql`insert into product_ekokoms (product_id, ekokom_id, weight)
    values (${ids.p1}, ${ids.paper}, 1.234), (${ids.p1}, ${ids.plastic}, 0.5), (${ids.p2}, ${ids.plastic}, 0.333)`);
  await t.db.execute(sql`update users set start = 'Sklad; Praha "Jih"' where id = ${users.driver2}`);

  // app1 (repeat, 5 March): company P1 2×100 and P1 1×100 −10 %, private P2 3×50
  await application('app1', {
    customer: 'customerA',
    realDate: '2019-03-05',
    isNew: false,
    operator: 'operator2',
    driver: 'driver2',
  });
  await line('app1', 'company', 'p1', '2', '100', '0', '200', '242');
  await line('app1', 'company', 'p1', '1', '100', '10', '90', '108.9');
  await line('app1', 'private', 'p2', '3', '50', '0', '150', '181.5');
  await t.db.execute(sql`update customer_applications set engineer_id = ${users.admin}, acceptor_id = ${users.operator}
    where id = ${ids.app1}`);
  // app2 (new, 2 March, entered later): company P1 1×100, P2 1.5×50
  await application('app2', {
    customer: 'customerB',
    realDate: '2019-03-02',
    isNew: true,
    operator: 'operator2',
    driver: 'driver2',
  });
  await line('app2', 'company', 'p1', '1', '100', '0', '100', '121');
  await line('app2', 'company', 'p2', '1.5', '50', '0', '75', '90.75');
  // app3 (new, 20 March): company P2 0.333×50 = 16.65 (with VAT 20.1465 → 20.15)
  await application('app3', {
    customer: 'customerA',
    realDate: '2019-03-20',
    isNew: true,
    operator: 'operator2',
    driver: 'driver2',
  });
  await line('app3', 'company', 'p2', '0.333', '50', '0', '16.65', '20.15');
  // app4: 1 April (another month); app5: not delivered; app6: another operator and driver on 5 March
  await application('app4', {
    customer: 'customerB',
    realDate: '2019-04-01',
    isNew: false,
    operator: 'operator2',
    driver: 'driver2',
  });
  await line('app4', 'company', 'p1', '5', '100', '0', '500', '605');
  await application('app5', {
    customer: 'customerB',
    realDate: null,
    isNew: false,
    operator: 'operator2',
    driver: 'driver2',
  });
  await line('app5', 'company', 'p1', '1', '100', '0', '100', '121');
  await application('app6', {
    customer: 'customerA',
    realDate: '2019-03-05',
    isNew: false,
    operator: 'operator',
    driver: 'driver',
  });
  await line('app6', 'company', 'p1', '1', '100', '0', '100', '121');
  // the invoicing queue shows only this file's applications: the demo ones are hidden
  await t.db.execute(sql`update customer_applications set report_invoice_hide = true, report_invoice_hide_private = true
    where id not in (${sql.join(
      ['app1', 'app2', 'app3', 'app4', 'app5', 'app6'].map((key) => sql`${ids[key]}`),
      sql`, `,
    )})`);
});
afterAll(() => t.close());

type Row = { customerApplicationId: number; private: boolean; priceWithoutVat: number; priceWithVat: number };
const queueOf = (rows: Row[]) =>
  rows.map((row) => [
    Object.entries(ids).find(([, id]) => id === row.customerApplicationId)?.[0],
    row.private ? 'private' : 'company',
    row.priceWithoutVat,
    row.priceWithVat,
  ]);

describe('GET /v1/reports/invoicing', () => {
  it('hides and postpones each cart part on its own: the row is the part', async () => {
    const patchApp1 = (change: Record<string, unknown>) =>
      admin.patch(`/v1/customers/${ids.customerA}/applications/${ids.app1}`, { customerApplication: change });
    const app1Rows = async (postpone: 0 | 1) =>
      queueOf((await admin.get(`/v1/reports/invoicing?postpone=${postpone}`)).body.invoicingApplications).filter(
        ([key]) => key === 'app1',
      );
    const hidden = await patchApp1({ reportInvoiceHidePrivate: true });
    expect(hidden.status, hidden.text).toBe(200);
    expect(hidden.body.customerApplication).toMatchObject({ reportInvoiceHide: false, reportInvoiceHidePrivate: true });
    expect(await app1Rows(0)).toEqual([['app1', 'company', 290, 350.9]]);
    const futureDay = companyDayOf(new Date(Date.now() + 10 * 86_400_000));
    expect((await patchApp1({ reportInvoiceHidePrivate: false, postponeInvoiceDate: futureDay })).status).toBe(200);
    expect(await app1Rows(0)).toEqual([['app1', 'private', 150, 181.5]]);
    const postponed = (await admin.get('/v1/reports/invoicing?postpone=1')).body.invoicingApplications;
    expect(postponed).toEqual([
      expect.objectContaining({ customerApplicationId: ids.app1, private: false, postponeInvoiceDate: futureDay }),
    ]);
    // the report's fields are the administrator's, the private part's too
    const operator = await t.loginAs('operator');
    const refused = await operator.patch(`/v1/customers/${ids.customerA}/applications/${ids.app1}`, {
      customerApplication: { reportInvoiceHidePrivate: true },
    });
    expect(refused.status).toBe(403);
    const restored = await patchApp1({ postponeInvoiceDate: null });
    expect(restored.body.customerApplication).toMatchObject({
      postponeInvoiceDate: null,
      postponeInvoiceDatePrivate: null,
    });
    expect(await app1Rows(0)).toHaveLength(2);
  });

  it('lists one row per uninvoiced part with products and a real date, by date; hide, postpone and invoice take rows out', async () => {
    const before = await admin.get('/v1/reports/invoicing');
    expect(before.status, before.text).toBe(200);
    expect(queueOf(before.body.invoicingApplications)).toEqual([
      ['app2', 'company', 175, 211.75],
      ['app1', 'company', 290, 350.9],
      ['app1', 'private', 150, 181.5],
      ['app6', 'company', 100, 121],
      ['app3', 'company', 16.65, 20.15],
      ['app4', 'company', 500, 605],
    ]);
    // 175 + 290 + 150 + 100 + 16.65 + 500; 211.75 + 350.9 + 181.5 + 121 + 20.15 + 605
    expect(before.body.summary).toEqual({ priceWithoutVat: 1231.65, priceWithVat: 1490.3 });
    expect(before.body.invoicingApplications[0]).toMatchObject({
      customerId: ids.customerB,
      company: `Beta ${word}`,
      applicationRealDate: '2019-03-02',
      postponeInvoiceDate: null,
      deliveryNoteNumber: expect.any(Number),
    });
    const empty = await admin.get('/v1/reports/invoicing?postpone=1');
    expect(empty.body).toEqual({ invoicingApplications: [], summary: { priceWithoutVat: 0, priceWithVat: 0 } });

    const patch = (key: string, customer: string, change: Record<string, unknown>) =>
      admin.patch(`/v1/customers/${ids[customer]}/applications/${ids[key]}`, { customerApplication: change });
    const future = new Date(Date.now() + 10 * 86_400_000);
    const futureDay = companyDayOf(future);
    expect((await patch('app4', 'customerB', { reportInvoiceHide: true })).status).toBe(200);
    expect((await patch('app3', 'customerA', { postponeInvoiceDate: futureDay })).status).toBe(200);
    expect((await patch('app6', 'customerA', { postponeInvoiceDate: '2019-04-01' })).status).toBe(200);
    // the private part of app1 invoiced (the invoices issue creates such rows)
    const billingInfo = await one<{ id: number }>(
      sql`select id from billing_infos where country_code = 'cz' order by id limit 1`,
    );
    await t.db.execute(sql`insert into invoices (country_code, number, date_issue, date_taxable_supply, date_maturity,
        billing_info_id, customer_id, customer_application_id, application_part)
      values ('cz', ${`Q${word}`}, '2018-12-06', '2018-12-06', '2018-12-20', ${billingInfo.id}, ${ids.customerA},
        ${ids.app1}, 'private')`);

    const after = await admin.get('/v1/reports/invoicing?postpone=0');
    expect(queueOf(after.body.invoicingApplications)).toEqual([
      ['app2', 'company', 175, 211.75],
      ['app1', 'company', 290, 350.9],
      ['app6', 'company', 100, 121],
    ]);
    expect(after.body.summary).toEqual({ priceWithoutVat: 565, priceWithVat: 683.65 });
    const postponed = await admin.get('/v1/reports/invoicing?postpone=1');
    expect(queueOf(postponed.body.invoicingApplications)).toEqual([['app3', 'company', 16.65, 20.15]]);
    expect(postponed.body.invoicingApplications[0].postponeInvoiceDate).toBe(futureDay);
    expect(postponed.body.summary).toEqual({ priceWithoutVat: 16.65, priceWithVat: 20.15 });
  });

  it('refuses a bad flag with a field error', async () => {
    const response = await admin.get('/v1/reports/invoicing?postpone=2');
    expect(response.status).toBe(400);
    expect(response.body.error.detail.fields).toHaveProperty('postpone');
  });
});

describe('GET /v1/reports/exit-inspections', () => {
  it('lists the applications delivered that day with their people', async () => {
    const response = await admin.get('/v1/reports/exit-inspections?date=2019-03-05');
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual({
      date: '2019-03-05',
      exitInspections: [
        {
          customerId: ids.customerA,
          customerApplicationId: ids.app1,
          company: `Alfa ${word}`,
          operatorName: names.operator2,
          driverName: names.driver2,
          engineerName: names.admin,
          acceptorName: names.operator,
        },
        {
          customerId: ids.customerA,
          customerApplicationId: ids.app6,
          company: `Alfa ${word}`,
          operatorName: names.operator,
          driverName: names.driver,
          engineerName: '',
          acceptorName: '',
        },
      ],
    });
    const today = await admin.get('/v1/reports/exit-inspections');
    expect(today.body.date).toBe(companyDayOf(new Date()));
    const bad = await admin.get('/v1/reports/exit-inspections?date=2019-02-30');
    expect(bad.status).toBe(400);
    expect(bad.body.error.detail.fields).toHaveProperty('date');
  });
});

describe('GET /v1/reports/log-books', () => {
  const march = () => `/v1/reports/log-books?userId=${users.driver2}&month=3&year=2019`;

  it('lists the driver’s deliveries of the month in date order with the delivery address', async () => {
    const response = await admin.get(march());
    expect(response.status, response.text).toBe(200);
    const start = 'Sklad; Praha "Jih"';
    expect(response.body).toEqual({
      logBooks: [
        { date: '2019-03-02', start, city: 'Plzeň', street: 'Žitná; dvůr', cp: '12', km: null },
        { date: '2019-03-05', start, city: 'Praha', street: 'Dlouhá', cp: '5', km: null },
        { date: '2019-03-20', start, city: 'Praha', street: 'Dlouhá', cp: '5', km: null },
      ],
      filter: { userId: users.driver2, month: 3, year: 2019 },
    });
    const april = await admin.get(`/v1/reports/log-books?userId=${users.driver2}&month=4&year=2019`);
    expect(april.body.logBooks.map((row: { date: string }) => row.date)).toEqual(['2019-04-01']);
  });

  it('exports the same rows as a CSV for Czech Excel (BOM, semicolons, quoting, CRLF)', async () => {
    const response = await fetch(`${t.url}${march()}&asCsv=1`, {
      headers: { cookie: [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="kniha-jizd-${users.driver2}-2019-03\\.csv"`),
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const expected =
      'Datum;Start;Město;Ulice;Číslo popisné;km\r\n' +
      '02.03.2019;"Sklad; Praha ""Jih""";Plzeň;"Žitná; dvůr";12;\r\n' +
      '05.03.2019;"Sklad; Praha ""Jih""";Praha;Dlouhá;5;\r\n' +
      '20.03.2019;"Sklad; Praha ""Jih""";Praha;Dlouhá;5;\r\n';
    expect(bytes.subarray(3).equals(Buffer.from(expected, 'utf8'))).toBe(true);
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
    // "Město" carries ě as the two UTF-8 bytes c4 9b
    expect(bytes.includes(Buffer.from([0x4d, 0xc4, 0x9b, 0x73, 0x74, 0x6f]))).toBe(true);
  });

  it('needs a known user and a valid month', async () => {
    const missing = await admin.get('/v1/reports/log-books?month=3&year=2019');
    expect(missing.status).toBe(400);
    expect(missing.body.error.detail.fields).toHaveProperty('userId');
    const month = await admin.get(`/v1/reports/log-books?userId=${users.driver2}&month=13&year=2019`);
    expect(month.status).toBe(400);
    expect(month.body.error.detail.fields).toHaveProperty('month');
    const year = await admin.get(`/v1/reports/log-books?userId=${users.driver2}&month=3&year=1999`);
    expect(year.body.error.detail.fields).toHaveProperty('year');
    expect((await admin.get('/v1/reports/log-books?userId=2147483647')).status).toBe(404);
  });
});

describe('GET /v1/reports/wages/{userId}', () => {
  it('computes the commissions: fixed and percent, repeat and new, per product and summed', async () => {
    const response = await admin.get(`/v1/reports/wages/${users.operator2}?month=3&year=2019`);
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual({
      userCommissions: [
        // P1 fixed: repeat app1 (2 + 1 pieces) × 10 = 30; new app2 1 × 25 = 25
        {
          productId: ids.p1,
          name: `Nádoba ${word}`,
          price: 100,
          commissionRepeater: 30,
          commissionNew: 25,
          amount: 4,
          totalPrice: 390,
          totalCommission: 55,
        },
        // P2 percent: repeat app1 150 × 5 % = 7.50; new app2 75 × 10 % = 7.50, app3 16.65 × 10 % = 1.665 → 1.67
        {
          productId: ids.p2,
          name: `Odvoz ${word}`,
          price: 50,
          commissionRepeater: 7.5,
          commissionNew: 9.17,
          amount: 4.833,
          totalPrice: 241.65,
          totalCommission: 16.67,
        },
      ],
      sum: 71.67,
      filter: { userId: users.operator2, month: 3, year: 2019 },
    });
  });

  it('answers an empty month and refuses an unknown user or a bad month', async () => {
    const empty = await admin.get(`/v1/reports/wages/${users.operator2}?month=2&year=2019`);
    expect(empty.body).toMatchObject({ userCommissions: [], sum: 0 });
    expect((await admin.get('/v1/reports/wages/2147483647?month=3&year=2019')).status).toBe(404);
    const bad = await admin.get(`/v1/reports/wages/${users.operator2}?month=0`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.detail.fields).toHaveProperty('month');
  });
});

describe('GET /v1/reports/ekokoms', () => {
  it('sums amount × weight per material in kg and tonnes (5 decimals)', async () => {
    const response = await admin.get('/v1/reports/ekokoms?month=3&year=2019');
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual({
      ekokomsSummary: [
        // P1 pieces in March: 2 + 1 (app1) + 1 (app2) + 1 (app6) = 5; × 1.234 kg = 6.17 kg = 0.00617 t
        { ekokomId: ids.paper, name: `Papír ${word}`, amount: 6.17, weight: 0.00617 },
        // 5 × 0.5 + P2 (3 + 1.5 + 0.333 = 4.833) × 0.333 = 2.5 + 1.609389 = 4.109389 kg → 0.00411 t
        { ekokomId: ids.plastic, name: `Plast ${word}`, amount: 4.109389, weight: 0.00411 },
      ],
      filter: { month: 3, year: 2019 },
    });
  });

  it('defaults to the current month', async () => {
    const response = await admin.get('/v1/reports/ekokoms');
    const today = companyDayOf(new Date());
    expect(response.body.filter).toEqual({ month: Number(today.slice(5, 7)), year: Number(today.slice(0, 4)) });
  });
});

describe('accountant reports', () => {
  let czInfo: { id: number; name: string; ic: string };
  let otherCzInfo: { id: number };
  let skInfo: { id: number };
  const invoice = async (billingInfoId: number, number: string, dateIssue: string) =>
    (
      await one<{ id: number }>(
        sql`insert into invoices (country_code, number, date_issue, date_taxable_supply, date_maturity, billing_info_id,
            customer_id, invoice_company, invoice_street, invoice_cp, invoice_psc, invoice_city, invoice_ic, invoice_dic,
            price_without_vat, price_with_vat, payment_type_id)
          values ('cz', ${number}, ${dateIssue}, ${dateIssue}, '2019-04-30', ${billingInfoId}, ${ids.customerA},
            ${`Alfa & Omega <${word}>`}, 'Dlouhá', '5', '11000', 'Praha', '27082440', 'CZ27082440', 0, 0,
            (select id from payment_types where code = 'cash'))
          returning id`,
      )
    ).id;
  const item = async (
    invoiceId: number,
    position: number,
    values: [string, string, number | undefined, string, string, string],
  ) => {
    const [name, amount, taxId, price, withoutVat, withVat] = values;
    await t.db.execute(sql`insert into invoice_items (invoice_id, position, code, name, amount, unit_id, price, tax_id,
        tax, price_without_vat, price_with_vat)
      values (${invoiceId}, ${position}, 'K1', ${name}, ${amount}, (select id from units order by id limit 1), ${price},
        ${taxId}, (select tax from taxes where id = ${taxId}), ${withoutVat}, ${withVat})`);
  };

  beforeAll(async () => {
    const infos = await queryRows<{ id: number; name: string; ic: string; country_code: string }>(
      t.db,
      sql`select id, name, ic, country_code from billing_infos order by id`,
    );
    czInfo = infos.find((info) => info.country_code === 'cz') as typeof czInfo;
    otherCzInfo = infos.filter((info) => info.country_code === 'cz')[1] as typeof otherCzInfo;
    skInfo = infos.find((info) => info.country_code === 'sk') as typeof skInfo;
    const first = await invoice(czInfo.id, `A${word}1`, '2019-03-31');
    await item(first, 1, ['Odvoz', '1', ids.tax21, '50', '50', '60.5']);
    const second = await invoice(czInfo.id, `A${word}2`, '2019-03-10');
    await item(second, 1, ['Nádoba 120 l', '2', ids.tax21, '100', '200', '242']);
    await item(second, 2, ['Pytle', '3', ids.tax12, '10', '30', '33.6']);
    await invoice(czInfo.id, `A${word}3`, '2019-04-01');
    await invoice(otherCzInfo.id, `B${word}1`, '2019-03-15');
  });

  const generate = (client: ApiClient, body: Record<string, unknown>) =>
    client.post('/v1/reports/accountant/generate', body);
  const generateMarch = (client: ApiClient) =>
    generate(client, { billingInfoId: czInfo.id, dateFrom: '2019-03-01', dateTo: '2019-03-31' });

  it('generates the POHODA XML of the billing info’s invoices issued in the range, valid against data.xsd', async () => {
    const accountant = await t.loginAs('accountant');
    const response = await generateMarch(accountant);
    expect(response.status, response.text).toBe(200);
    const download = await accountant.get(`/v1/reports/accountant/${response.body.id}`);
    expect(download.status, download.text).toBe(200);
    const xml: string = download.body.xmlReport;
    expect(download.body.accountantReport.filename).toMatch(/^pohoda-faktury-.+-2019-03-01-2019-03-31\.xml$/);
    // issue date order; the April invoice and the other billing info's are not in it
    expect([...xml.matchAll(/<typ:numberRequested>([^<]+)</g)].map((match) => match[1])).toEqual([
      `A${word}2`,
      `A${word}1`,
    ]);
    expect(xml).toContain(`<typ:company>Alfa &amp; Omega &lt;${word}&gt;</typ:company>`);
    expect(xml).toContain('<typ:ico>27082440</typ:ico><typ:dic>CZ27082440</typ:dic>');
    expect(xml).toContain('<typ:paymentType>cash</typ:paymentType>');
    expect(xml).toContain(`ico="${czInfo.ic}"`);
    // the second invoice: 200 + 42 VAT at 21 % (high), 30 + 3.60 at 12 % (low)
    expect(xml).toContain(
      '<typ:priceNone>0</typ:priceNone><typ:priceLow>30.00</typ:priceLow><typ:priceLowVAT>3.60</typ:priceLowVAT>' +
        '<typ:priceLowSum>33.60</typ:priceLowSum><typ:priceHigh>200.00</typ:priceHigh>' +
        '<typ:priceHighVAT>42.00</typ:priceHighVAT><typ:priceHighSum>242.00</typ:priceHighSum>',
    );
    expect(xml).toContain('<inv:rateVAT>low</inv:rateVAT><inv:percentVAT>12.00</inv:percentVAT>');
    const pohoda = validatePohoda(xml);
    expect(pohoda.isValid, pohoda.output).toBe(true);

    // chunked reading (one invoice per chunk) builds the same document
    const chunked = await buildAccountantXml(t.db, {
      countryCode: 'cz',
      billingInfo: { ...czInfo, vat_payer: true, invoice_prefix: '' },
      dateFrom: '2019-03-01',
      dateTo: '2019-03-31',
      chunkSize: 1,
    });
    expect(chunked?.invoiceCount).toBe(2);
    const body = (document: string) => document.slice(document.indexOf('<dat:dataPackItem'));
    expect(body(gunzipSync(chunked?.gzipped ?? Buffer.alloc(0)).toString('utf8'))).toBe(body(xml));

    const list = await accountant.get('/v1/reports/accountant');
    expect(list.status).toBe(200);
    expect(list.body.accountantReports[0]).toMatchObject({
      id: response.body.id,
      billingInfoId: czInfo.id,
      billingInfoName: czInfo.name,
      dateFrom: '2019-03-01',
      dateTo: '2019-03-31',
      invoiceCount: 2,
    });
    expect(Date.now() - Date.parse(list.body.accountantReports[0].dateAsked)).toBeLessThan(600_000);

    // another country's report is not found; its list does not hold it
    const slovak = await t.loginAs('admin');
    slovak.country = 'sk';
    expect((await slovak.get(`/v1/reports/accountant/${response.body.id}`)).status).toBe(404);
    const skList = await slovak.get('/v1/reports/accountant');
    expect(skList.body.accountantReports.map((row: { id: number }) => row.id)).not.toContain(response.body.id);
    expect((await accountant.get('/v1/reports/accountant/2147483647')).status).toBe(404);
  });

  it('downloads a report as a file: its gzip as stored, or unpacked; the JSON answer stops at 64 MiB', async () => {
    const accountant = await t.loginAs('accountant');
    const generated = await generateMarch(accountant);
    expect(generated.status, generated.text).toBe(200);
    const path = `/v1/reports/accountant/${generated.body.id}`;
    const { xmlReport, accountantReport } = (await accountant.get(path)).body;

    // a client that takes gzip gets the stored bytes (fetch unpacks them)
    const packed = await accountant.get(`${path}?asFile=1`);
    expect(packed.status, packed.text).toBe(200);
    expect(packed.headers.get('content-encoding')).toBe('gzip');
    expect(packed.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(packed.headers.get('content-disposition')).toBe(
      `attachment; filename="${accountantReport.filename}"; filename*=UTF-8''${accountantReport.filename}`,
    );
    expect(packed.text).toBe(xmlReport);
    expect(validatePohoda(packed.text).isValid).toBe(true);
    // one that does not gets the XML unpacked as it streams out
    accountant.extraHeaders['accept-encoding'] = 'identity';
    const plain = await accountant.get(`${path}?asFile=1`);
    delete accountant.extraHeaders['accept-encoding'];
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.text).toBe(xmlReport);

    expect((await accountant.get(`${path}?asFile=2`)).body.error.detail.fields).toEqual({ asFile: 'invalid' });
    expect((await admin.get(`${path}?asFile=1`)).status).toBe(200);
    const slovak = await t.loginAs('admin');
    slovak.country = 'sk';
    expect((await slovak.get(`${path}?asFile=1`)).status).toBe(404);
    for (const login of ['operator', 'driver']) {
      expect((await (await t.loginAs(login)).get(`${path}?asFile=1`)).status).toBe(403);
    }
    expect((await t.client().get(`${path}?asFile=1`)).status).toBe(401);

    // a report of more than 64 MiB of XML (its gzip says how much) is 413 as JSON and still a file
    const huge = gzipSync(Buffer.alloc(65 * 1024 * 1024, 32));
    const stored = await one<{ file_id: number }>(
      sql`select file_id from accountant_reports where id = ${generated.body.id}`,
    );
    await t.db.execute(sql`update files set bytes = ${huge}, size = ${huge.length} where id = ${stored.file_id}`);
    const tooLarge = await accountant.get(path);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error).toEqual({ message: 'error.report_too_large' });
    const file = await accountant.get(`${path}?asFile=1`);
    expect(file.status).toBe(200);
    expect(file.text).toHaveLength(65 * 1024 * 1024);
  });

  it('refuses bad ranges, another country’s billing info and a range without invoices', async () => {
    const fieldsOf = async (body: Record<string, unknown>) => {
      const response = await generate(admin, body);
      expect(response.status, response.text).toBe(400);
      expect(response.body.error.message).toBe('error.validation_failed');
      return response.body.error.detail.fields;
    };
    expect(await fieldsOf({ billingInfoId: czInfo.id, dateFrom: '2019-03-31', dateTo: '2019-03-01' })).toEqual({
      dateTo: 'before_date_from',
    });
    expect(await fieldsOf({ billingInfoId: czInfo.id, dateFrom: '2018-01-01', dateTo: '2019-03-01' })).toEqual({
      dateTo: 'range_too_long',
    });
    expect(await fieldsOf({ dateFrom: '2019-03-01', dateTo: '2019-03-31' })).toHaveProperty('billingInfoId');
    expect(await fieldsOf({ billingInfoId: czInfo.id, dateFrom: '2019-3-1', dateTo: '2019-03-31' })).toHaveProperty(
      'dateFrom',
    );
    expect(await fieldsOf({ billingInfoId: skInfo.id, dateFrom: '2019-03-01', dateTo: '2019-03-31' })).toEqual({
      billingInfoId: 'not_found',
    });
    expect(await fieldsOf({ billingInfoId: czInfo.id, dateFrom: '2018-03-01', dateTo: '2018-03-31' })).toEqual({
      dateTo: 'no_invoices',
    });
  });
});

describe('who may call the reports', () => {
  const adminOnly = [
    '/v1/reports/invoicing',
    '/v1/reports/exit-inspections',
    '/v1/reports/log-books?userId=1',
    '/v1/reports/wages/1',
    '/v1/reports/ekokoms',
  ];

  it('gives an accountant only the accountant report', async () => {
    const accountant = await t.loginAs('accountant');
    for (const path of adminOnly) {
      const response = await accountant.get(path);
      expect(response.status, path).toBe(403);
      expect(response.body.error.message).toBe('error.forbidden');
    }
    expect((await accountant.get('/v1/reports/accountant')).status).toBe(200);
  });

  it('refuses operators and drivers everywhere, and anyone not logged in', async () => {
    for (const login of ['operator', 'driver']) {
      const client = await t.loginAs(login);
      for (const path of [...adminOnly, '/v1/reports/accountant', '/v1/reports/accountant/1']) {
        expect((await client.get(path)).status, `${login} ${path}`).toBe(403);
      }
      const generated = await client.post('/v1/reports/accountant/generate', {
        billingInfoId: 1,
        dateFrom: '2019-03-01',
        dateTo: '2019-03-31',
      });
      expect(generated.status).toBe(403);
    }
    const anonymous = t.client();
    for (const path of [...adminOnly, '/v1/reports/accountant', '/v1/reports/accountant/1']) {
      const response = await anonymous.get(path);
      expect(response.status, path).toBe(401);
      expect(response.body.error.message).toBe('error.unauthenticated');
    }
  });
});
