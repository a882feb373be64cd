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
