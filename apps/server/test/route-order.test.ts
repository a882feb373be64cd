import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query';
import { renderDayDocument } from '../src/services/calendar/day-documents';
import { osrmTable } from '../src/services/route/osrm';
import { orderDayRoute } from '../src/services/route/route-order';
import type { ApiClient } from './helpers/api-client';
import { createCustomer, uniqueWord, userIdOf } from './helpers/customers';
import { normaliseSpaces, pdfText } from './helpers/pdf-text';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: ApiClient;
let driver: ApiClient;
const users: Record<string, number> = {};
const word = uniqueWord('trasa');
/** A Wednesday far from the demo data's days. */
const DAY = '2031-03-05';
const OTHER_DAY = '2031-03-06';
const DEPOT = { address: 'Skladová 1, Praha', latitude: 50.0, longitude: 14.0 };
/** Stops east of the depot on one parallel, created in a zig-zag order (steps of 0.1° ≈ 7.2 km). */
const STEPS = [5, 1, 4, 2, 6, 3];
const ids: Record<string, number> = {};

const stop = async (key: string, gps: string | null, driverLogin = 'driver', day = DAY) => {
  const customerId = await createCustomer(admin, {
    deliveryAddress: { company: `${key} ${word}`, street: 'Polní', cp: '1', city: 'Obec' },
  });
  if (gps) await admin.post(`/v1/customers/${customerId}/gps`, { gps: { title: 'místo', coordinates: gps } });
  const [row] = await queryRows<{ id: number }>(
    t.db,
    sql`insert into customer_applications (customer_id, country_code, application_date, driver_id, operator_id)
      values (${customerId}, 'cz', ${day}, ${users[driverLogin]}, ${users.operator}) returning id`,
  );
  ids[key] = Number(row?.id);
};

const configuration = async () => (await admin.get('/v1/configuration')).body.configuration;
const setDepot = async (depot: typeof DEPOT | null) => {
  const { lockVersion } = await configuration();
  return admin.patch('/v1/configuration', { configuration: { depot, lockVersion } });
};

const route = (client: ApiClient, query = '', day = DAY) => client.post(`/v1/calendars/${day}/route-order${query}`);
const put = (client: ApiClient, body: unknown, query = '', day = DAY) =>
  client.put(`/v1/calendars/${day}/route-order${query}`, body);

type Event = { applicationId: number; routeOrder: number | null };
/** The driver's own events of DAY as the board answers them. */
const boardDay = async (client: ApiClient, query = ''): Promise<Event[]> => {
  const weekDiff = Math.round((Date.parse(`${DAY}T12:00:00Z`) - Date.now()) / (7 * 86_400_000));
  for (const diff of [weekDiff - 1, weekDiff, weekDiff + 1]) {
    const response = await client.get(`/v1/calendars/board?weekDiff=${diff}${query}`);
    expect(response.status).toBe(200);
    if (response.body.dates[DAY]) return response.body.dates[DAY].own;
  }
  throw new Error('the board never showed the day');
};
const loadedOf = (events: Event[]) =>
  events.map((event) => ({ applicationId: event.applicationId, routeOrder: event.routeOrder }));

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs('admin');
  driver = await t.loginAs('driver');
  for (const login of ['driver', 'driver2', 'operator']) users[login] = await userIdOf(t, login);
  for (const step of STEPS) await stop(`s${step}`, `50, ${(14 + step * 0.1).toFixed(1)}`);
  await stop('noGps', null);
  await stop('alien', '50, 14.05', 'driver2');
  await stop('tomorrow', '50, 14.05', 'driver', OTHER_DAY);
  expect((await setDepot(DEPOT)).status).toBe(200);
});
afterAll(() => t.close());

describe('the depot setting', () => {
  it('is one configuration key with its version', async () => {
    expect((await configuration()).depot).toEqual(DEPOT);
    const stale = await admin.patch('/v1/configuration', { configuration: { depot: DEPOT, lockVersion: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe('error.stale_version');
  });

  it.each([
    [{ ...DEPOT, latitude: 91 }, { 'depot.latitude': 'too_big' }],
    [{ ...DEPOT, address: '' }, { 'depot.address': 'required' }],
    [{ latitude: 50, longitude: 14 }, { 'depot.address': 'required' }],
  ])('refuses a bad depot (case %#)', async (depot, fields) => {
    const { lockVersion } = await configuration();
    const response = await admin.patch('/v1/configuration', { configuration: { depot, lockVersion } });
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({ message: 'error.validation_failed', detail: { fields } });
    expect((await configuration()).depot).toEqual(DEPOT);
  });
});

describe('POST /v1/calendars/{date}/route-order', () => {
  it('orders the driver’s day from the depot, stops without GPS last, and stores it', async () => {
    const response = await route(driver);
    expect(response.status).toBe(200);
    expect(response.body.applications).toEqual(
      ['s1', 's2', 's3', 's4', 's5', 's6', 'noGps'].map((key, index) => ({
        applicationId: ids[key],
        routeOrder: index + 1,
      })),
    );
    expect(response.body.distanceKind).toBe('great_circle');
    // 0.6° of longitude at 50° N ≈ 42.9 km; the zig-zag of creation is far longer
    expect(response.body.distanceKm).toBeCloseTo(42.9, 0);
    expect(response.body.creationOrderDistanceKm).toBeGreaterThan(response.body.distanceKm * 3);
    // issue 25: the stop it could not place is named with its reason
    expect(response.body.skipped).toEqual([{ applicationId: ids.noGps, company: `noGps ${word}`, reason: 'no_gps' }]);

    const events = await boardDay(driver);
    expect(events.map((event) => event.applicationId)).toEqual(
      response.body.applications.map((a: Event) => a.applicationId),
    );
    expect(events.map((event) => event.routeOrder)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // other drivers' and other days' applications are untouched
    const [alien] = await queryRows<{ route_order: number | null }>(
      t.db,
      sql`select route_order from customer_applications where id in (${ids.alien}, ${ids.tomorrow})`,
    );
    expect(alien?.route_order).toBeNull();
  });

  it('lets an administrator order a driver’s day (showAsUser) and answers an empty day', async () => {
    const response = await route(admin, `?showAsUser=${users.driver}`);
    expect(response.status).toBe(200);
    expect(response.body.applications).toHaveLength(7);
    const empty = await route(admin);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({
      applications: [],
      skipped: [],
      distanceKm: 0,
      creationOrderDistanceKm: 0,
      distanceKind: 'great_circle',
    });
  });

  it('lists the day’s PDFs in route order', async () => {
    const { pdf } = await renderDayDocument(t.db, {
      kind: 'schedule',
      day: DAY,
      countryCode: 'cz',
      user: { id: users.driver as number, roles: ['driver'] },
    });
    const text = normaliseSpaces(await pdfText(pdf));
    const positions = ['s1', 's2', 's3', 's4', 's5', 's6'].map((key) => text.indexOf(`${key} ${word}`));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('refuses a bad day, 401, 403 per role and another driver’s day', async () => {
    const bad = await driver.post('/v1/calendars/2031-02-30/route-order');
    expect(bad.status).toBe(400);
    expect(bad.body.error.detail.fields).toHaveProperty('date');
    expect((await route(t.client())).status).toBe(401);
    for (const login of ['operator', 'accountant']) {
      const response = await route(await t.loginAs(login));
      expect(response.status).toBe(403);
      expect(response.body.error.message).toBe('error.forbidden');
    }
    expect((await route(driver, `?showAsUser=${users.driver2}`)).status).toBe(403);
  });

  it('asks for the depot when none is set (409)', async () => {
    expect((await setDepot(null)).status).toBe(200);
    const response = await route(driver);
    expect(response.status).toBe(409);
    expect(response.body.error.message).toBe('error.depot_not_configured');
    expect((await setDepot(DEPOT)).status).toBe(200);
  });
});

describe('PUT /v1/calendars/{date}/route-order', () => {
  it('stores the dragged order and keeps it on reload', async () => {
    await route(driver);
    const events = await boardDay(driver);
    const reversed = [...events].reverse().map((event) => event.applicationId);
    const response = await put(driver, { routeOrder: { applicationIds: reversed, loaded: loadedOf(events) } });
    expect(response.status).toBe(200);
    expect(response.body.applications.map((a: Event) => a.applicationId)).toEqual(reversed);
    expect(response.body.distanceKm).toBeGreaterThan(42.9);
    expect((await boardDay(driver)).map((event) => event.applicationId)).toEqual(reversed);
  });

  it('answers 409 with the current order when the day changed meanwhile', async () => {
    const loaded = loadedOf(await boardDay(driver));
    // someone else orders the day first
    expect((await route(admin, `?showAsUser=${users.driver}`)).status).toBe(200);
    const response = await put(driver, {
      routeOrder: { applicationIds: loaded.map((stop) => stop.applicationId), loaded },
    });
    expect(response.status).toBe(409);
    expect(response.body.error.message).toBe('error.stale_version');
    expect(response.body.error.detail.current.applications[0]).toEqual({ applicationId: ids.s1, routeOrder: 1 });
    // a stop added to the day is a change too
    const fresh = loadedOf(await boardDay(driver));
    await stop('late', '50, 14.3');
    const added = await put(driver, {
      routeOrder: { applicationIds: fresh.map((s) => s.applicationId), loaded: fresh },
    });
    expect(added.status).toBe(409);
  });

  it.each([
    [{ applicationIds: 'x' }, 'applicationIds', 'invalid_type'],
    [{ applicationIds: [1, 1] }, 'applicationIds', 'duplicate'],
    [{ applicationIds: [0] }, 'applicationIds.0', 'too_small'],
  ])('refuses a malformed body (case %#) with the field error', async (patch, field, key) => {
    const response = await put(driver, { routeOrder: { loaded: [], ...patch } });
    expect(response.status).toBe(400);
    expect(response.body.error.detail.fields).toEqual({ [field]: key });
  });

  it('refuses a list that is not the day’s stops (400 not_in_day) and changes nothing', async () => {
    const events = await boardDay(driver);
    const before = events.map((event) => event.applicationId);
    const response = await put(driver, {
      routeOrder: { applicationIds: [...before.slice(1), ids.alien], loaded: loadedOf(events) },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.detail.fields).toEqual({ applicationIds: 'not_in_day' });
    expect((await boardDay(driver)).map((event) => event.applicationId)).toEqual(before);
  });

  it('answers 401 and 403 per role', async () => {
    const body = { routeOrder: { applicationIds: [], loaded: [] } };
    expect((await put(t.client(), body)).status).toBe(401);
    for (const login of ['operator', 'accountant']) expect((await put(await t.loginAs(login), body)).status).toBe(403);
    expect((await put(driver, body, `?showAsUser=${users.driver2}`)).status).toBe(403);
  });
});

describe('OSRM road distances', () => {
  let osrm: Server;
  let osrmUrl: string;
  let calls: string[];
  beforeAll(async () => {
    calls = [];
    // a recorded table answer, scaled to the number of points asked for
    osrm = createServer((request, response) => {
      calls.push(request.url ?? '');
      if (request.url?.includes('fail')) {
        response.writeHead(500).end();
        return;
      }
      const coordinates = (request.url ?? '').split('/').pop()?.split('?')[0]?.split(';') ?? [];
      const longitudes = coordinates.map((pair) => Number(pair.split(',')[0]));
      const distances = longitudes.map((from) => longitudes.map((to) => Math.round(Math.abs(from - to) * 100_000)));
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 'Ok', distances }));
    });
    await new Promise<void>((resolve) => osrm.listen(0, '127.0.0.1', resolve));
    osrmUrl = `http://127.0.0.1:${(osrm.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => osrm.close(() => resolve())));

  it('reads the table service as km', async () => {
    const matrix = await osrmTable(osrmUrl, [
      { latitude: 50, longitude: 14 },
      { latitude: 50, longitude: 14.5 },
    ]);
    expect(matrix).toEqual([
      [0, 50],
      [50, 0],
    ]);
    expect(calls.at(-1)).toBe('/table/v1/driving/14,50;14.5,50?annotations=distance');
    await expect(osrmTable(`${osrmUrl}/fail`, [{ latitude: 1, longitude: 1 }])).rejects.toThrow('HTTP 500');
  });

  it('orders with road distances when OSRM_URL is set, else falls back to great-circle with a log line', async () => {
    const warnings: string[] = [];
    const context = {
      countryCode: 'cz',
      user: { id: users.driver as number, roles: ['driver'] },
      day: DAY,
      log: {
        warn: (_: object, message: string) => {
          warnings.push(message);
        },
      },
    };
    const onRoad = await orderDayRoute(t.db, { ...context, osrmUrl });
    expect(onRoad.distanceKind).toBe('road');
    // the recorded table counts 1 km per 0.01° of longitude: 0.6° east = 60 km
    expect(onRoad.distanceKm).toBe(60);
    expect(onRoad.applications[0]).toEqual({ applicationId: ids.s1, routeOrder: 1 });
    expect(warnings).toEqual([]);
    const fallback = await orderDayRoute(t.db, { ...context, osrmUrl: `${osrmUrl}/fail` });
    expect(fallback.distanceKind).toBe('great_circle');
    expect(fallback.distanceKm).toBeCloseTo(42.9, 0);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('falls back to great-circle');
  });
});

describe('the driver’s day on the board and in the log book (issue 25)', () => {
  it('labels another driver’s stop with its driver and lists cart lines and contacts', async () => {
    const customerId = await createCustomer(admin, {
      deliveryAddress: { company: `cart ${word}`, street: 'Polní', cp: '2', city: 'Obec' },
    });
    const contact = await admin.post(`/v1/customers/${customerId}/contacts`, {
      contact: { name: 'Jana Kontaktní', position: 'skladnice', phone: '+420 601 234 567', email: '', note: '' },
    });
    expect(contact.status).toBe(200);
    await admin.post(`/v1/customers/${customerId}/contacts`, {
      contact: { name: 'Bez Telefonu', position: '', phone: '', email: '', note: '' },
    });
    const [product] = await queryRows<{ id: number; name: string }>(
      t.db,
      sql`select id, name from products where country_code = 'cz' order by id limit 1`,
    );
    const [application] = await queryRows<{ id: number }>(
      t.db,
      sql`insert into customer_applications (customer_id, country_code, application_date, driver_id, operator_id)
        values (${customerId}, 'cz', ${DAY}, ${users.driver2}, ${users.operator}) returning id`,
    );
    await t.db.execute(sql`insert into customer_application_products (application_id, part, product_id, position, amount,
        sale, name, price, tax_id, tax, price_without_vat, price_with_vat)
      select ${application?.id}, 'private', p.id, 1, 2.5, 0, p.name, 10, p.tax_id, 21, 25, 30.25 from products p
      where p.id = ${product?.id}`);

    const weekDiff = Math.round((Date.parse(`${DAY}T12:00:00Z`) - Date.now()) / (7 * 86_400_000));
    let day: { own: unknown[]; alien: Record<string, unknown>[] } | undefined;
    for (const diff of [weekDiff - 1, weekDiff, weekDiff + 1]) {
      day ??= (await driver.get(`/v1/calendars/board?weekDiff=${diff}`)).body.dates?.[DAY];
    }
    const event = day?.alien.find((candidate) => candidate.applicationId === application?.id);
    expect(event).toMatchObject({
      ownerId: users.driver2,
      cart: [{ part: 'private', lines: [{ name: product?.name, amount: 2.5 }] }],
      contacts: [{ name: 'Jana Kontaktní', position: 'skladnice', phone: '+420 601 234 567' }],
    });
    expect(String(event?.ownerName)).not.toBe('');
  });

  it('refuses the tick of another driver’s stop (403) and lets the office record it', async () => {
    const [row] = await queryRows<{ customer_id: number; lock_version: number }>(
      t.db,
      sql`select customer_id, lock_version from customer_applications where id = ${ids.alien}`,
    );
    const url = `/v1/customers/${row?.customer_id}/applications/${ids.alien}`;
    const tick = { customerApplication: { applicationRealDate: DAY, lockVersion: row?.lock_version } };
    const refused = await driver.patch(url, tick);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('error.not_your_delivery');
    const [after] = await queryRows<{ application_real_date: string | null }>(
      t.db,
      sql`select application_real_date from customer_applications where id = ${ids.alien}`,
    );
    expect(after?.application_real_date).toBeNull();
    // the driver's own stop, and the office on any stop
    const [own] = await queryRows<{ customer_id: number; lock_version: number }>(
      t.db,
      sql`select customer_id, lock_version from customer_applications where id = ${ids.s1}`,
    );
    const ownTick = await driver.patch(`/v1/customers/${own?.customer_id}/applications/${ids.s1}`, {
      customerApplication: { applicationRealDate: DAY, lockVersion: own?.lock_version },
    });
    expect(ownTick.status).toBe(200);
    expect((await admin.patch(url, tick)).status).toBe(200);
  });

  it('gives the log book the depot as start and the km along the day’s stored route', async () => {
    // every stop of the day delivered on one past day (reports refuse years ahead), in the route order stored here
    const ordered = await route(driver);
    expect(ordered.status).toBe(200);
    await t.db.execute(sql`update customer_applications set application_real_date = '2025-02-03'::date
      where driver_id = ${users.driver} and application_date = ${DAY}::date`);
    const response = await admin.get(`/v1/reports/log-books?userId=${users.driver}&month=2&year=2025`);
    expect(response.status).toBe(200);
    const rows: { date: string; start: string; km: number | null }[] = response.body.logBooks.filter(
      (row: { date: string }) => row.date === '2025-02-03',
    );
    expect(rows).toHaveLength(ordered.body.applications.length);
    expect(rows.every((row) => row.start === DEPOT.address)).toBe(true);
    // the legs add up to the route's km; the stop without GPS (last) has none
    expect(rows.at(-1)?.km).toBeNull();
    expect(rows.slice(0, -1).every((row) => row.km !== null)).toBe(true);
    const total = rows.reduce((sum, row) => sum + (row.km ?? 0), 0);
    expect(total).toBeCloseTo(ordered.body.distanceKm, 0);
    expect(rows[0]?.km).toBeCloseTo(7.2, 0);
    const csv = await admin.get(`/v1/reports/log-books?userId=${users.driver}&month=2&year=2025&asCsv=1`);
    expect(csv.text).toContain('Datum;Start;Město;Ulice;Číslo popisné;km');
    expect(csv.text).toMatch(new RegExp(`03\\.02\\.2025;${DEPOT.address};Obec;Polní;1;7,[12]`));
  });
});
