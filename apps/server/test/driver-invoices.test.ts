import { permissionTable } from '@bo/contract/auth/permissions';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query';
import type { ApiClient, ApiResponse } from './helpers/api-client';
import { userIdOf } from './helpers/customers';
import { startTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 24: a driver sees the invoices of their own deliveries only (the applications whose driver they are); any
 * other invoice is a 404, single or bulk (plugins/driver-invoice-scope.ts). One case per route the permission
 * table opens to drivers that names invoices — a new such route without a case here fails the first test.
 */
let t: TestApp;
let driver: ApiClient;
let operator: ApiClient;
let own: number;
let foreign: number;
let unlinked: number;

const calls: Record<string, (id: number) => Promise<ApiResponse>> = {
  'GET /v1/invoices/:id': (id) => driver.get(`/v1/invoices/${id}`),
  'GET /v1/invoices/:id/items': (id) => driver.get(`/v1/invoices/${id}/items`),
  'GET /v1/invoices/:id/e-invoice': (id) => driver.get(`/v1/invoices/${id}/e-invoice`),
  'GET /v1/invoices/:id/credit-notes': (id) => driver.get(`/v1/invoices/${id}/credit-notes`),
  'GET /v1/invoices/:id/reminders': (id) => driver.get(`/v1/invoices/${id}/reminders`),
  'GET /v1/invoices/:id/payments': (id) => driver.get(`/v1/invoices/${id}/payments`),
  'POST /v1/invoices/download': (id) => driver.post('/v1/invoices/download', { invoiceIds: [id] }),
};

beforeAll(async () => {
  t = await startTestApp();
  driver = await t.loginAs('driver');
  operator = await t.loginAs('operator');
  const driverId = await userIdOf(t, 'driver');
  const invoiceOf = async (condition: ReturnType<typeof sql>) => {
    const [row] = await queryRows<{ id: number }>(
      t.db,
      sql`select i.id from invoices i left join customer_applications a on a.id = i.customer_application_id
        where i.country_code = 'cz' and ${condition} order by i.id limit 1`,
    );
    if (!row) throw new Error('the demo data lacks an invoice this test needs');
    return row.id;
  };
  own = await invoiceOf(sql`a.driver_id = ${driverId}`);
  foreign = await invoiceOf(sql`a.driver_id is distinct from ${driverId} and a.id is not null`);
  unlinked = await invoiceOf(sql`a.id is null`);
});
afterAll(() => t.close());

describe('a driver and invoices', () => {
  it('has a case for every route the permission table opens to drivers that names invoices', () => {
    const opened = Object.entries(permissionTable)
      .filter(([route]) => /^(GET|POST|PUT|PATCH|DELETE) \/v1\/invoices\//.test(route))
      .filter(([, access]) => access.kind === 'roles' && access.roles.includes('driver'))
      .map(([route]) => route);
    expect(opened.sort()).toEqual(Object.keys(calls).sort());
  });

  it.each(Object.keys(calls))('%s: the invoice of the driver’s own delivery answers', async (route) => {
    const response = await calls[route]?.(own);
    expect(response?.status, response?.text).toBe(200);
  });

  it('reads its own delivery’s invoice with every field disabled', async () => {
    const response = await driver.get(`/v1/invoices/${own}`);
    expect(Object.keys(response.body.invoice.disabledFields)).toContain('items');
    expect(Object.keys(response.body.invoice.disabledFields)).toHaveLength(21);
  });

  it.each(Object.keys(calls))('%s: another delivery’s invoice, or one of no delivery, is a 404', async (route) => {
    for (const id of [foreign, unlinked]) {
      const response = await calls[route]?.(id);
      expect(response?.status, `${id}: ${response?.text}`).toBe(404);
      expect(response?.body.error.message).toBe('error.not_found');
    }
    // the office still reads it
    expect((await operator.get(`/v1/invoices/${foreign}`)).status).toBe(200);
  });

  it('downloads a bulk PDF of own invoices only: one foreign id among them is a 404 for the whole call', async () => {
    const mixed = await driver.post('/v1/invoices/download', { invoiceIds: [own, foreign] });
    expect(mixed.status, mixed.text).toBe(404);
  });
});
