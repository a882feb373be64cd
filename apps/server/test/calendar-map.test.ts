import { companyDayOf, companyWorkWeek } from '@bo/contract/dates/business-calendar';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query';
import { renderDayDocument } from '../src/services/calendar/day-documents';
import { produceNextCallNotifications } from '../src/services/users/notifications';
import type { ApiClient } from './helpers/api-client';
import { createCustomer, createSlovakCustomer, uniqueWord, userIdOf } from './helpers/customers';
import { rowsOf } from './helpers/invoices';
import { normaliseSpaces, pdfText } from './helpers/pdf-text';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: ApiClient;
const users: Record<string, number> = {};
const week = companyWorkWeek(new Date());
const nextWeek = companyWorkWeek(new Date(), 1);
const word = uniqueWord('kal');
const ids: Record<string, number> = {};

/** A Prague wall-clock time of a day as an instant (CET/CEST both answered by the offset probe). */
const pragueInstant = (day: string, time: string) => {
  const guess = new Date(`${day}T${time}:00Z`);
  const pragueHour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Prague', hour: '2-digit', hour12: false }).format(guess),
  );
  const offset = (pragueHour - guess.getUTCHours() + 24) % 24;
  return new Date(guess.getTime() - offset * 3_600_000).toISOString();
};

const customerWithCall = async (key: string, operator: string, day: string, time: string) => {
  ids[key] = await createCustomer(admin, {
    operatorId: users[operator],
    notes: `${key} ${word}`,
    deliveryAddress: { company: `${key} ${word}`, street: 'Dlouhá', cp: '5', city: 'Praha' },
  });
  await t.db.execute(sql`update customers set next_call = ${pragueInstant(day, time)} where id = ${ids[key]}`);
};

const application = async (key: string, customerKey: string, day: string, driver: string, driverOrder = false) => {
  const [row] = await queryRows<{ id: number }>(
    t.db,
    sql`insert into customer_applications (customer_id, country_code, application_date, driver_id, operator_id,
        operator_note, driver_order)
      values (${ids[customerKey]}, 'cz', ${day}, ${users[driver]}, ${users.operator}, ${`pozn ${key}`}, ${driverOrder})
      returning id`,
  );
  ids[key] = Number(row?.id);
};

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs('admin');
  for (const login of ['admin', 'operator', 'operator2', 'driver', 'driver2', 'operator3']) {
    users[login] = await userIdOf(t, login);
  }
  await customerWithCall('mon', 'operator', week[0] as string, '09:30');
  await customerWithCall('fri', 'operator2', week[4] as string, '23:30');
  await customerWithCall('next', 'operator', nextWeek[2] as string, '00:15');
  await admin.post(`/v1/customers/${ids.mon}/gps`, { gps: { title: 'sklad', coordinates: '50.08, 14.42' } });
  await application('appOwn', 'mon', week[1] as string, 'driver');
  await application('appAlien', 'fri', week[1] as string, 'driver2');
  await application('appOrder', 'mon', week[3] as string, 'driver', true);
  await t.db.execute(sql`update customer_applications set application_real_date = ${week[1]} where id = ${ids.appOwn}`);
  const [product] = await queryRows<{ id: number; tax_id: number; name: string }>(
    t.db,
    sql`select id, tax_id, name from products where country_code = 'cz' order by id limit 1`,
  );
  await t.db.execute(sql`insert into customer_application_products (application_id, part, product_id, position, amount,
      sale, name, price, tax_id, tax, price_without_vat, price_with_vat)
    values (${ids.appOwn}, 'company', ${product?.id}, 1, 2, 0, 'Sběrná nádoba', 100, ${product?.tax_id}, 21, 200, 242),
      (${ids.appOwn}, 'private', ${product?.id}, 1, 1, 0, 'Odvoz', 50.5, ${product?.tax_id}, 21, 50.5, 61.11)`);
});
afterAll(() => t.close());

type Event = { customerId: number; applicationId: number | null };
const board = (client: ApiClient, query = '') => client.get(`/v1/calendars/board${query}`);
const customerIdsOf = (events: Event[]) => events.map((event) => event.customerId);

describe('GET /v1/calendars/board', () => {
  it('answers the five weekdays with the operator’s own and the other operators’ calls', async () => {
    const operator = await t.loginAs('operator');
    const response = await board(operator);
    expect(response.status, response.text).toBe(200);
    expect(response.body.startDate).toBe(week[0]);
    expect(response.body.endDate).toBe(week[4]);
    expect(Object.keys(response.body.dates)).toEqual(week);
    expect(response.body.user).toMatchObject({ id: users.operator, calendarKind: 'operator' });
    const monday = response.body.dates[week[0] as string];
    expect(monday.own).toContainEqual({
      callAt: pragueInstant(week[0] as string, '09:30'),
      customerId: ids.mon,
      company: `mon ${word}`,
      notes: `mon ${word}`,
      street: 'Dlouhá',
      cp: '5',
      city: 'Praha',
      gps: [{ latitude: 50.08, longitude: 14.42 }],
      applicationId: null,
      applicationRealDate: null,
      applicationLockVersion: null,
      invoiceId: null,
      routeOrder: null,
      ownerId: users.operator,
      ownerName: expect.any(String),
      cart: [],
      contacts: [],
    });
    // 23:30 Prague on Friday is still Friday's call
    expect(customerIdsOf(response.body.dates[week[4] as string].alien)).toContain(ids.fri);
    expect(customerIdsOf(response.body.dates[week[4] as string].own)).not.toContain(ids.fri);
    const next = await board(operator, '?weekDiff=1');
    expect(next.body.startDate).toBe(nextWeek[0]);
    expect(customerIdsOf(next.body.dates[nextWeek[2] as string].own)).toContain(ids.next);
  });

  it('gives drivers the applications planned that day, their own apart', async () => {
    const driver = await t.loginAs('driver');
    const response = await board(driver);
    expect(response.status).toBe(200);
    expect(response.body.user.calendarKind).toBe('driver');
    const tuesday = response.body.dates[week[1] as string];
    expect(tuesday.own).toContainEqual(
      expect.objectContaining({
        applicationId: ids.appOwn,
        customerId: ids.mon,
        applicationRealDate: week[1],
        notes: 'pozn appOwn',
        callAt: null,
        applicationLockVersion: 1,
      }),
    );
    expect(tuesday.own.map((event: Event) => event.applicationId)).not.toContain(ids.appAlien);
    expect(tuesday.alien.map((event: Event) => event.applicationId)).toContain(ids.appAlien);
  });

  it('shows the board as another user to administrators only', async () => {
    const response = await board(admin, `?showAsUser=${users.driver2}`);
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ id: users.driver2, calendarKind: 'driver' });
    const own = response.body.dates[week[1] as string].own.map((event: Event) => event.applicationId);
    expect(own).toContain(ids.appAlien);
    expect(own).not.toContain(ids.appOwn);
    const operator = await t.loginAs('operator');
    expect((await board(operator, `?showAsUser=${users.driver2}`)).status).toBe(403);
    expect((await board(operator, `?showAsUser=${users.operator}`)).status).toBe(200);
    // a user of another country only
    expect((await board(admin, `?showAsUser=${users.operator3}`)).status).toBe(404);
    expect((await board(admin, '?showAsUser=99999999')).status).toBe(404);
  });

  it.each([
    ['?weekDiff=1.5', { weekDiff: 'invalid_number' }],
    ['?weekDiff=abc', { weekDiff: 'invalid_number' }],
    ['?weekDiff=100000', { weekDiff: 'too_big' }],
    ['?showAsUser=me', { showAsUser: 'invalid_number' }],
  ])('refuses %s', async (query, fields) => {
    const response = await board(admin, query);
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({ message: 'error.validation_failed', detail: { fields } });
  });

  it('refuses anonymous callers and accountants', async () => {
    expect((await board(t.client())).status).toBe(401);
    expect((await board(await t.loginAs('accountant'))).status).toBe(403);
  });
});

describe('POST /v1/calendars/{date}/schedule and /order-delivery', () => {
  it('answers the driver’s day as a PDF with stops, addresses, contacts, items and amounts', async () => {
    const driver = await t.loginAs('driver');
    for (const kind of ['schedule', 'order-delivery']) {
      const response = await driver.post(`/v1/calendars/${week[1]}/${kind}`);
      expect(response.status, response.text).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.text.startsWith('%PDF-')).toBe(true);
    }
    const user = { id: users.driver as number, roles: ['driver'] };
    const schedule = normaliseSpaces(
      pdfText(
        (await renderDayDocument(t.db, { kind: 'schedule', day: week[1] as string, countryCode: 'cz', user })).pdf,
      ),
    );
    expect(schedule).toContain('Rozpis jízd');
    expect(schedule).toContain(`mon ${word}`);
    expect(schedule).toContain('Dlouhá 5');
    expect(schedule).toContain('Sběrná nádoba: 2');
    expect(schedule).toContain('pozn appOwn');
    expect(schedule).not.toContain(`fri ${word}`);
    const orders = normaliseSpaces(
      pdfText(
        (await renderDayDocument(t.db, { kind: 'order-delivery', day: week[1] as string, countryCode: 'cz', user }))
          .pdf,
      ),
    );
    expect(orders).toContain('Objednávky k rozvozu');
    expect(orders).toContain('Odvoz');
    expect(orders).toContain('61,11');
  });

  it('lets administrators print as a driver; refuses operators, other shown users and bad dates', async () => {
    const asDriver2 = normaliseSpaces(
      pdfText(
        (
          await renderDayDocument(t.db, {
            kind: 'schedule',
            day: week[1] as string,
            countryCode: 'cz',
            user: { id: users.admin as number, roles: ['administrator'] },
            showAsUser: users.driver2,
          })
        ).pdf,
      ),
    );
    expect(asDriver2).toContain(`fri ${word}`);
    expect((await admin.post(`/v1/calendars/${week[1]}/schedule?showAsUser=${users.driver2}`)).status).toBe(200);
    const driver = await t.loginAs('driver');
    expect((await driver.post(`/v1/calendars/${week[1]}/schedule?showAsUser=${users.driver2}`)).status).toBe(403);
    expect((await (await t.loginAs('operator')).post(`/v1/calendars/${week[1]}/schedule`)).status).toBe(403);
    expect((await t.client().post(`/v1/calendars/${week[1]}/order-delivery`)).status).toBe(401);
    const bad = await driver.post('/v1/calendars/2026-13-01/schedule');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.detail.fields)).toEqual(['date']);
  });
});

describe('GET /v1/maps', () => {
  it('answers the applications of the selected days, driver orders only when asked for', async () => {
    const response = await admin.get(`/v1/maps?selectedDates=${week[1]},${week[3]}&driverApplications=0`);
    expect(response.status, response.text).toBe(200);
    const applicationIds = response.body.mapApplications.map((row: { applicationId: number }) => row.applicationId);
    expect(applicationIds).toEqual(expect.arrayContaining([ids.appOwn, ids.appAlien]));
    expect(applicationIds).not.toContain(ids.appOrder);
    expect(response.body.driverApplications).toEqual([]);
    expect(response.body.filter).toEqual({
      selectedDates: [week[1], week[3]],
      driverApplications: false,
      weekDates: week,
    });
    expect(response.body.mapApplications).toContainEqual({
      customerId: ids.mon,
      applicationId: ids.appOwn,
      applicationDate: week[1],
      company: `mon ${word}`,
      gps: [[50.08, 14.42]],
      driverNumber: users.driver,
      driverName: 'Jiří Procházka',
      driverApplications: false,
      routeOrder: null,
    });
    const withOrders = await admin.get(`/v1/maps?selectedDates=${week[3]}&driverApplications=1`);
    expect(withOrders.body.driverApplications).toContainEqual(
      expect.objectContaining({ applicationId: ids.appOrder, driverApplications: true }),
    );
  });

  it('defaults to the current week and counts the week’s calls per operator', async () => {
    await t.db.execute(sql`insert into customer_calls (external_id, start_date, direction, phone, normalized_phone, operator_id)
      values (${`${word}-1`}, ${pragueInstant(week[0] as string, '10:00')}, 'out', '1', '1', ${users.operator2}),
        (${`${word}-2`}, ${pragueInstant(week[1] as string, '10:00')}, 'out', '1', '1', ${users.operator2}),
        (${`${word}-3`}, ${pragueInstant(week[2] as string, '10:00')}, 'out', '1', '1', ${users.operator}),
        (${`${word}-4`}, ${pragueInstant(nextWeek[0] as string, '10:00')}, 'out', '1', '1', ${users.operator})`);
    const response = await admin.get('/v1/maps');
    expect(response.status).toBe(200);
    expect(response.body.filter.selectedDates).toEqual(week);
    const best = response.body.bestOperators as { userId: number; callCount: number; percent: number }[];
    const of = (id: number | undefined) => best.find((row) => row.userId === id);
    // the demo data's own calls fall into the week by the day of the run: count them as the week does (Prague days)
    const counted = await rowsOf<{ operator_id: number; count: number }>(
      t,
      sql`select operator_id, count(*)::int as count from customer_calls
        where start_date >= ${pragueInstant(week[0] as string, '00:00')}::timestamptz
          and start_date < ${pragueInstant(nextWeek[0] as string, '00:00')}::timestamptz - interval '2 days'
          and operator_id in (${users.operator}, ${users.operator2})
        group by operator_id`,
    );
    const expected = (id: number | undefined) => counted.find((row) => row.operator_id === id)?.count;
    expect(of(users.operator2)?.callCount).toBe(expected(users.operator2));
    expect(of(users.operator)?.callCount).toBe(expected(users.operator));
    // the call of next week is not counted
    expect(expected(users.operator2)).toBeGreaterThanOrEqual(2);
    expect(best[0]?.percent).toBe(100);
    expect(best.every((row, index) => index === 0 || row.callCount <= (best[index - 1]?.callCount ?? 0))).toBe(true);
  });

  it.each([
    ['?selectedDates=2026-02-30', 'selectedDates'],
    ['?selectedDates=monday', 'selectedDates'],
    ['?driverApplications=2', 'driverApplications'],
  ])('refuses %s', async (query, field) => {
    const response = await admin.get(`/v1/maps${query}`);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.detail.fields)[0]).toContain(field);
  });

  it('answers the popup detail and 404 for another customer’s or country’s application', async () => {
    const response = await admin.get(`/v1/maps/customers/${ids.mon}/applications/${ids.appOwn}`);
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({
      customer: { id: ids.mon, company: `mon ${word}`, street: 'Dlouhá', cp: '5', city: 'Praha' },
      application: {
        id: ids.appOwn,
        date: week[1],
        items: [
          { name: 'Sběrná nádoba', amount: 2, priceWithoutVat: 200, priceWithVat: 242 },
          { name: 'Odvoz', amount: 1, priceWithoutVat: 50.5, priceWithVat: 61.11 },
        ],
        priceWithoutVat: 250.5,
        priceWithVat: 303.11,
        operatorNote: 'pozn appOwn',
      },
      operator: { id: users.operator, fullName: 'Jana Nováková' },
    });
    expect((await admin.get(`/v1/maps/customers/${ids.fri}/applications/${ids.appOwn}`)).status).toBe(404);
    const skId = await createSlovakCustomer(t);
    const [sk] = await queryRows<{ id: number }>(
      t.db,
      sql`insert into customer_applications (customer_id, country_code, application_date) values (${skId}, 'sk', ${week[0]}) returning id`,
    );
    expect((await admin.get(`/v1/maps/customers/${skId}/applications/${sk?.id}`)).status).toBe(404);
    expect((await admin.get(`/v1/maps/customers/${ids.mon}/applications/abc`)).status).toBe(400);
  });

  it('lets drivers and operators in, not accountants or anonymous callers', async () => {
    for (const login of ['operator', 'driver']) {
      expect((await (await t.loginAs(login)).get('/v1/maps')).status).toBe(200);
    }
    const accountant = await t.loginAs('accountant');
    expect((await accountant.get('/v1/maps')).status).toBe(403);
    expect((await accountant.get(`/v1/maps/customers/${ids.mon}/applications/${ids.appOwn}`)).status).toBe(403);
    expect((await t.client().get('/v1/maps')).status).toBe(401);
  });
});

describe('next-call notifications', () => {
  it('reminds the operator once per customer and day, with the customer’s URL, and marks it read when opened', async () => {
    const today = companyDayOf(new Date());
    await customerWithCall('today', 'operator2', today, '23:59');
    const operator = await t.loginAs('operator2');
    const list = async () =>
      (
        (await operator.get(`/v1/users/${users.operator2}/notifications`)).body.notifications as {
          id: number;
          message: string;
          url: string;
          data: { company: string; time: string };
          isRead: boolean;
        }[]
      ).filter((entry) => entry.data?.company === `today ${word}`);
    const first = await list();
    expect(first).toEqual([
      expect.objectContaining({
        message: 'notification.next_call_today',
        url: `/cz/customers/${ids.today}/detail`,
        data: { company: `today ${word}`, time: '23:59' },
        isRead: false,
      }),
    ]);
    await produceNextCallNotifications(t.db, { id: users.operator2 as number, roles: ['operator'] });
    expect(await list()).toHaveLength(1);
    const id = first[0]?.id;
    expect((await operator.post(`/v1/users/${users.operator2}/notifications/${id}/read`, {})).status).toBe(200);
    expect((await list())[0]?.isRead).toBe(true);
    // another user's notification
    const other = await t.loginAs('operator');
    expect((await other.post(`/v1/users/${users.operator}/notifications/${id}/read`, {})).status).toBe(404);
    expect((await other.post(`/v1/users/${users.operator2}/notifications/${id}/read`, {})).status).toBe(403);
    expect((await t.client().post(`/v1/users/${users.operator2}/notifications/${id}/read`, {})).status).toBe(401);
    // drivers get no next-call reminders
    const driver = await t.loginAs('driver');
    expect((await driver.get(`/v1/users/${users.driver}/notifications`)).status).toBe(200);
  });
});
