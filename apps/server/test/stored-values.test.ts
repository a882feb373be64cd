import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './helpers/api-client';
import { createCustomer, customerBody } from './helpers/customers';
import { startTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 24: what is stored always reads back. Each number and date is bounded at input by the rules its
 * answer states (packages/contract/src/common/fields.ts dayField and instantField, money/schemas.ts decimal):
 * values the attack saved — and that broke a list or the history afterwards — are field errors now.
 */
let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs('admin');
});
afterAll(() => t.close());

const productBody = async (overrides: Record<string, unknown>) => {
  const units = (await admin.get('/v1/units')).body.units;
  const taxes = (await admin.get('/v1/taxes')).body.taxes;
  const ekokoms = (await admin.get('/v1/ekokoms')).body.ekokoms;
  return {
    product: {
      code: `W-${Math.random().toString(36).slice(2, 8)}`,
      name: 'Krabice',
      unit: units[0].id,
      idTaxPrice: taxes[0].id,
      price: 10,
      ekokoms: [{ ekokomId: ekokoms[0].id, weight: 0.5 }],
      ...overrides,
    },
  };
};

describe('an EKO-KOM weight', () => {
  it('of 5e-324 (stored as 0) is refused, and the product list still answers', async () => {
    const ekokoms = (await admin.get('/v1/ekokoms')).body.ekokoms;
    for (const weight of [5e-324, 1e-300, 0.0004]) {
      const refused = await admin.post(
        '/v1/products',
        await productBody({ ekokoms: [{ ekokomId: ekokoms[0].id, weight }] }),
      );
      expect(refused.status, refused.text).toBe(400);
      expect(refused.body.error.detail.fields).toEqual({ 'ekokoms.0.weight': 'invalid_number' });
    }
    const list = await admin.get('/v1/products');
    expect(list.status, list.text).toBe(200);
  });

  it('of one step (0.001) is saved and reads back as 0.001', async () => {
    const ekokoms = (await admin.get('/v1/ekokoms')).body.ekokoms;
    const saved = await admin.post(
      '/v1/products',
      await productBody({ ekokoms: [{ ekokomId: ekokoms[0].id, weight: 0.001 }] }),
    );
    expect(saved.status, saved.text).toBe(200);
    const list = await admin.get('/v1/products');
    expect(list.status, list.text).toBe(200);
    const product = list.body.products.find((row: { id: number }) => row.id === saved.body.id);
    expect(product.ekokoms[0].weight).toBe(0.001);
  });
});

describe('dates are between 1900 and 2100', () => {
  it('a customer’s next call in the year 999 or 9999 is a field error; at the bounds it is kept', async () => {
    for (const nextCall of ['0999-06-01T10:00:00.000Z', '9999-12-31T10:00:00.000Z', '1899-12-31T12:00:00.000Z']) {
      const refused = await admin.post('/v1/customers', { customer: customerBody({ nextCall }) });
      expect(refused.status, refused.text).toBe(400);
      expect(refused.body.error.detail.fields).toEqual({ nextCall: 'date_out_of_range' });
    }
    const id = await createCustomer(admin, { nextCall: '2100-12-31T10:00:00.000Z' });
    const detail = await admin.get(`/v1/customers/${id}`);
    expect(detail.status, detail.text).toBe(200);
    expect(detail.body.customer.nextCall).toBe('2100-12-31T10:00:00.000Z');
    const history = await admin.get(`/v1/history?entity=customer&id=${id}`);
    expect(history.status, history.text).toBe(200);
  });

  it('a map of the year 999 or of 9999-12-31 is a field error, not a server error', async () => {
    for (const day of ['0999-01-04', '9999-12-31', '0001-01-01']) {
      const refused = await admin.get(`/v1/maps?selectedDates=${day}&driverApplications=0`);
      expect(refused.status, refused.text).toBe(400);
      expect(refused.body.error.detail.fields).toEqual({ 'selectedDates.0': 'date_out_of_range' });
    }
    const bound = await admin.get('/v1/maps?selectedDates=2100-12-31&driverApplications=0');
    expect(bound.status, bound.text).toBe(200);
  });
});
