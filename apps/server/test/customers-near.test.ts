import { NEAR_CUSTOMERS_LIMIT } from '@bo/contract/customers/near-schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query';
import { findNearRows, nearCustomersSql } from '../src/services/customers/near';
import type { ApiClient } from './helpers/api-client';
import { createCustomer, createSlovakCustomer, userIdOf } from './helpers/customers';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: ApiClient;
const ids: Record<string, number> = {};
let adminId: number;
let operator2Id: number;

/** In the Šumava forest, far from every demo customer. One degree of latitude is 111.195 km. */
const ORIGIN = { latitude: 49, longitude: 13.6 };
const KM_PER_DEGREE = 111.195;
const north = (km: number) => `${ORIGIN.latitude + km / KM_PER_DEGREE}, ${ORIGIN.longitude}`;

const customerAt = async (key: string, points: string[], operatorId: number) => {
  ids[key] = await createCustomer(admin, { operatorId, deliveryAddress: { company: `Soused ${key}` } });
  for (const coordinates of points) {
    await admin.post(`/v1/customers/${ids[key]}/gps`, { gps: { title: key, coordinates } });
  }
};

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs('admin');
  adminId = await userIdOf(t, 'admin');
  operator2Id = await userIdOf(t, 'operator2');
  // the origin's own second point is near but never listed; its first point is the centre
  await customerAt('origin', [`${ORIGIN.latitude}, ${ORIGIN.longitude}`, north(0.5)], adminId);
  await customerAt('a3', [north(3)], adminId);
  await customerAt('b2', [north(-2)], adminId);
  await customerAt('c49', [north(4.9)], adminId);
  await customerAt('d51', [north(5.1)], adminId);
  await customerAt('e50', [north(50)], adminId);
  await customerAt('f4', [north(20), north(4)], adminId);
  await customerAt('other', [north(1)], operator2Id);
  await customerAt('none', [], adminId);
  const skId = await createSlovakCustomer(t, { operatorId: adminId });
  const sk = await t.loginAs('admin');
  sk.country = 'sk';
  await sk.post(`/v1/customers/${skId}/gps`, { gps: { coordinates: north(1) } });
});
afterAll(() => t.close());

const near = (query = '', client = admin) => client.get(`/v1/customers/${ids.origin}/near${query}`);
const keyOf = (customerId: number) => Object.keys(ids).find((key) => ids[key] === customerId);

describe('GET /v1/customers/{id}/near', () => {
  it('lists the current user’s customers within 5 km by default, nearest first, with distances', async () => {
    const response = await near();
    expect(response.status, response.text).toBe(200);
    expect(response.body.origin).toEqual(ORIGIN);
    expect(response.body).toMatchObject({ radius: 5, user: adminId });
    expect(response.body.nearCustomers).toEqual([
      {
        customerId: ids.b2,
        company: 'Soused b2',
        distance: 2,
        latitude: expect.closeTo(ORIGIN.latitude - 2 / KM_PER_DEGREE, 6),
        longitude: 13.6,
        gpsTitle: 'b2',
      },
      expect.objectContaining({ customerId: ids.a3, distance: 3 }),
      expect.objectContaining({ customerId: ids.f4, distance: 4, gpsTitle: 'f4' }),
      expect.objectContaining({ customerId: ids.c49, distance: 4.9 }),
    ]);
  });

  it('widens to 100 km (50 km inside, the other operator and country outside)', async () => {
    const response = await near('?radius=100');
    expect(response.body.nearCustomers.map((row: { customerId: number }) => keyOf(row.customerId))).toEqual([
      'b2',
      'a3',
      'f4',
      'c49',
      'd51',
      'e50',
    ]);
    expect(response.body.nearCustomers.at(-1).distance).toBe(50);
  });

  it('keeps 50 km out of radius 49 and 5.1 km out of radius 5', async () => {
    const keys = async (radius: number) =>
      (await near(`?radius=${radius}`)).body.nearCustomers.map((row: { customerId: number }) => keyOf(row.customerId));
    expect(await keys(49)).not.toContain('e50');
    expect(await keys(5)).not.toContain('d51');
    expect(await keys(1)).toEqual([]);
  });

  it('searches the customers of the chosen operator', async () => {
    const response = await near(`?user=${operator2Id}`);
    expect(response.body.user).toBe(operator2Id);
    expect(response.body.nearCustomers).toEqual([expect.objectContaining({ customerId: ids.other, distance: 1 })]);
    const operator = await t.loginAs('operator2');
    expect((await near('', operator)).body.nearCustomers.map((row: { customerId: number }) => row.customerId)).toEqual([
      ids.other,
    ]);
  });

  it('takes empty parameters as the defaults', async () => {
    const response = await near('?radius=&user=');
    expect(response.body).toMatchObject({ radius: 5, user: adminId });
    expect(response.body.nearCustomers).toHaveLength(4);
  });

  it('answers no origin and no neighbours for a customer without GPS', async () => {
    const response = await admin.get(`/v1/customers/${ids.none}/near`);
    expect(response.body).toEqual({ nearCustomers: [], origin: null, radius: 5, user: adminId });
  });

  it.each([
    ['?radius=0', { radius: 'too_small' }],
    ['?radius=101', { radius: 'too_big' }],
    ['?radius=2.5', { radius: 'invalid_number' }],
    ['?radius=far', { radius: 'invalid_number' }],
    ['?user=me', { user: 'invalid_number' }],
  ])('refuses %s', async (query, fields) => {
    const response = await near(query);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: { message: 'error.validation_failed', detail: { fields } },
      flashMessages: [{ message: 'error.validation_failed', severity: 'error' }],
    });
  });

  it('refuses drivers and accountants, anonymous callers, and answers 404 for missing or foreign customers', async () => {
    for (const login of ['driver', 'accountant']) {
      const response = await near('', await t.loginAs(login));
      expect(response.status).toBe(403);
    }
    expect((await near('', t.client())).status).toBe(401);
    expect((await admin.get('/v1/customers/99999999/near')).status).toBe(404);
    const skId = await createSlovakCustomer(t);
    expect((await admin.get(`/v1/customers/${skId}/near`)).status).toBe(404);
  });
});

/** In the North Sea, far from everything above: 260 customers of five points each, 0.3 km apart. */
const CROWD = { latitude: 55, longitude: 5 };
const CROWD_SIZE = 260;

const insertCrowd = async (operatorId: number) => {
  const [origin] = await queryRows<{ id: number }>(
    t.db,
    sql`insert into customers (country_code, operator_id, delivery_company) values ('cz', ${operatorId}, 'Střed')
      returning id`,
  );
  const rows = await queryRows<{ id: number }>(
    t.db,
    sql`insert into customers (country_code, operator_id, delivery_company)
      select 'cz', ${operatorId}, 'Dav ' || i from generate_series(0, ${CROWD_SIZE - 1}) i order by i returning id`,
  );
  // customer i: its nearest point at 0.1 + 0.3 i km north, four more up to 0.2 km beyond, inserted farthest first
  await t.db.execute(sql`
    insert into customer_gps (customer_id, operator_id, title, coordinates, latitude, longitude)
    select c.id, ${operatorId}, 'bod ' || j, '', ${CROWD.latitude}::float8 + (0.1 + 0.3 * i + 0.05 * j) / ${KM_PER_DEGREE}::float8,
      ${CROWD.longitude}::float8
    from unnest(${sql.raw(`array[${rows.map((row) => row.id).join(',')}]`)}::int[]) with ordinality as c(id, n),
      lateral (select (c.n - 1)::int as i) k, generate_series(4, 0, -1) j
    order by c.n, j desc`);
  await t.db.execute(sql`
    insert into customer_gps (customer_id, operator_id, title, coordinates, latitude, longitude)
    values (${origin?.id}, ${operatorId}, 'střed', '', ${CROWD.latitude}, ${CROWD.longitude})`);
  return { originId: Number(origin?.id), crowdIds: rows.map((row) => row.id) };
};

describe('near search over many points', () => {
  it('answers the nearest customers at their nearest points, each once, when more points than one scan reads', async () => {
    const { originId, crowdIds } = await insertCrowd(adminId);
    const response = await admin.get(`/v1/customers/${originId}/near?radius=100`);
    expect(response.status, response.text).toBe(200);
    const found = response.body.nearCustomers as { customerId: number; distance: number; gpsTitle: string }[];
    expect(found).toHaveLength(NEAR_CUSTOMERS_LIMIT);
    expect(found.map((row) => row.customerId)).toEqual(crowdIds.slice(0, NEAR_CUSTOMERS_LIMIT));
    expect(found.map((row) => row.distance)).toEqual(
      crowdIds.slice(0, NEAR_CUSTOMERS_LIMIT).map((_, i) => Math.round((0.1 + 0.3 * i) * 100) / 100),
    );
    expect(new Set(found.map((row) => row.gpsTitle))).toEqual(new Set(['bod 0']));
    const within = (await admin.get(`/v1/customers/${originId}/near?radius=3`)).body.nearCustomers;
    expect(within.map((row: { customerId: number }) => row.customerId)).toEqual(crowdIds.slice(0, 10));
  });

  it('runs its scan as one statement PostgreSQL plans once per connection, with the same answer every time', async () => {
    // a crowd of its own: the other operator's
    const { originId, crowdIds } = await insertCrowd(operator2Id);
    const search = { customerId: originId, countryCode: 'cz', operatorId: operator2Id, origin: CROWD, radiusKm: 100 };
    await t.db.transaction(async (tx) => {
      // one connection; past PostgreSQL's five custom plans it may plan the statement once for all values
      for (let run = 0; run < 7; run += 1) {
        const rows = await findNearRows(tx, run % 2 === 0 ? search : { ...search, radiusKm: 3 });
        const expected = crowdIds.slice(0, run % 2 === 0 ? NEAR_CUSTOMERS_LIMIT : 10);
        expect(rows.map((row) => row.customer_id)).toEqual(expected);
      }
      const prepared = await queryRows<{ name: string }>(tx, sql`select name from pg_prepared_statements`);
      // the connection may hold the session's statement too (decision 212)
      const names = prepared.map((row) => row.name).filter((name) => name !== 'resolve_session');
      expect(names).toEqual(t.database.kind === 'postgres' ? ['near_customers'] : []);
    });
  });

  it('reads the operator’s points nearest first from the GiST index (the query’s position is the indexed one)', async () => {
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const query = nearCustomersSql({
        customerId: 1,
        countryCode: 'cz',
        operatorId: adminId,
        origin: CROWD,
        radiusKm: 100,
        scanLimit: 800,
      });
      return queryRows<{ 'QUERY PLAN': string }>(tx, sql`explain ${query}`);
    });
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toMatch(/Index Scan using customer_gps_operator_position_idx/);
    expect(text).toMatch(/Order By: \(cube\(/);
  });
});
