import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './helpers/api-client';
import { createCustomer, createSlovakCustomer } from './helpers/customers';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: ApiClient;
let operator: ApiClient;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs('admin');
  operator = await t.loginAs('operator');
});
afterAll(() => t.close());

const saved = [{ message: 'message.customer_gps_saved', severity: 'success' }];

describe('GPS of a customer', () => {
  it('adds, lists in order, edits and deletes points', async () => {
    const id = await createCustomer(admin);
    expect((await operator.get(`/v1/customers/${id}/gps`)).body).toEqual({ gps: [] });

    const first = await operator.post(`/v1/customers/${id}/gps`, {
      gps: { title: 'Provozovna', coordinates: '50.0755, 14.4378' },
    });
    expect(first.status, first.text).toBe(200);
    expect(first.body).toEqual({ id: expect.any(Number), flashMessages: saved });
    const second = await operator.post(`/v1/customers/${id}/gps`, {
      gps: { title: 'Sklad', coordinates: `50°4'31.8"N, 14°26'16.1"E` },
    });
    const { gps } = (await operator.get(`/v1/customers/${id}/gps`)).body;
    expect(gps).toEqual([
      {
        id: first.body.id,
        customerId: id,
        title: 'Provozovna',
        coordinates: '50.0755, 14.4378',
        latitude: 50.0755,
        longitude: 14.4378,
        lockVersion: 1,
      },
      {
        id: second.body.id,
        customerId: id,
        title: 'Sklad',
        coordinates: `50°4'31.8"N, 14°26'16.1"E`,
        latitude: expect.closeTo(50.0755, 4),
        longitude: expect.closeTo(14.437806, 5),
        lockVersion: 1,
      },
    ]);

    const edited = await operator.put(`/v1/customers/${id}/gps/${first.body.id}`, {
      gps: { title: 'Brána', coordinates: '49,1951; 16,6068', lockVersion: 1 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual({
      gps: {
        id: first.body.id,
        customerId: id,
        title: 'Brána',
        coordinates: '49,1951; 16,6068',
        latitude: 49.1951,
        longitude: 16.6068,
        lockVersion: 2,
      },
      flashMessages: saved,
    });
    expect((await operator.delete(`/v1/customers/${id}/gps/${second.body.id}`)).body).toEqual({ flashMessages: saved });
    expect((await operator.get(`/v1/customers/${id}/gps`)).body.gps.map((point: { id: number }) => point.id)).toEqual([
      first.body.id,
    ]);
  });

  it.each([
    ['50.0755N, 14.4378E', 50.0755, 14.4378],
    ['-33.8688, 151.2093', -33.8688, 151.2093],
    [`34°36'S, 58°22'W`, -34.6, -58.3666667],
    ['50 14', 50, 14],
  ])('reads %s', async (coordinates, latitude, longitude) => {
    const id = await createCustomer(admin);
    await operator.post(`/v1/customers/${id}/gps`, { gps: { coordinates } });
    const [point] = (await operator.get(`/v1/customers/${id}/gps`)).body.gps;
    expect(point).toMatchObject({ title: '', latitude, longitude });
  });

  it.each([
    [{ coordinates: '91, 14' }, { coordinates: 'invalid_gps' }],
    [{ coordinates: '50, 180.5' }, { coordinates: 'invalid_gps' }],
    [{ coordinates: `50°60'0"N, 14°0'0"E` }, { coordinates: 'invalid_gps' }],
    [{ coordinates: 'Praha' }, { coordinates: 'invalid_gps' }],
    [{ coordinates: '' }, { coordinates: 'required' }],
    [{ title: 'x' }, { coordinates: 'required' }],
    [{ coordinates: '50, 14', title: 'x'.repeat(101) }, { title: 'too_long' }],
    [{ coordinates: 50 }, { coordinates: 'invalid_type' }],
  ])('refuses %o with its field error', async (gps, fields) => {
    const id = await createCustomer(admin);
    const [post, put] = [
      await operator.post(`/v1/customers/${id}/gps`, { gps }),
      await operator.put(`/v1/customers/${id}/gps/1`, { gps: { ...gps, lockVersion: 1 } }),
    ];
    for (const response of [post, put]) {
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        error: { message: 'error.validation_failed', detail: { fields } },
        flashMessages: [{ message: 'error.validation_failed', severity: 'error' }],
      });
    }
    expect((await operator.get(`/v1/customers/${id}/gps`)).body.gps).toEqual([]);
  });

  it('answers 404 for a point of another customer', async () => {
    const id = await createCustomer(admin);
    const other = await createCustomer(admin);
    const foreign = (await operator.post(`/v1/customers/${other}/gps`, { gps: { coordinates: '50, 14' } })).body.id;
    expect(
      (await operator.put(`/v1/customers/${id}/gps/${foreign}`, { gps: { coordinates: '49, 15', lockVersion: 1 } }))
        .status,
    ).toBe(404);
    expect((await operator.delete(`/v1/customers/${id}/gps/${foreign}`)).status).toBe(404);
    expect((await operator.get(`/v1/customers/${other}/gps`)).body.gps[0].latitude).toBe(50);
  });
});

describe('roles, 404 and country', () => {
  it('lets a driver keep GPS points; refuses accountants (403) and anonymous callers (401)', async () => {
    const id = await createCustomer(admin);
    const driver = await t.loginAs('driver');
    const added = await driver.post(`/v1/customers/${id}/gps`, { gps: { coordinates: '50, 14' } });
    expect(added.status).toBe(200);
    expect(
      (await driver.put(`/v1/customers/${id}/gps/${added.body.id}`, { gps: { coordinates: '50, 15', lockVersion: 1 } }))
        .status,
    ).toBe(200);
    expect((await driver.get(`/v1/customers/${id}/gps`)).status).toBe(200);
    const accountant = await t.loginAs('accountant');
    expect((await accountant.get(`/v1/customers/${id}/gps`)).status).toBe(403);
    expect((await accountant.post(`/v1/customers/${id}/gps`, { gps: { coordinates: '50, 14' } })).status).toBe(403);
    expect((await accountant.delete(`/v1/customers/${id}/gps/${added.body.id}`)).status).toBe(403);
    expect((await t.client().get(`/v1/customers/${id}/gps`)).status).toBe(401);
    expect((await driver.delete(`/v1/customers/${id}/gps/${added.body.id}`)).status).toBe(200);
  });

  it('answers 404 for a missing customer and one of another country', async () => {
    const skId = await createSlovakCustomer(t);
    for (const customerId of [99_999_999, skId]) {
      expect((await admin.get(`/v1/customers/${customerId}/gps`)).status).toBe(404);
      expect((await admin.post(`/v1/customers/${customerId}/gps`, { gps: { coordinates: '50, 14' } })).status).toBe(
        404,
      );
    }
  });
});
