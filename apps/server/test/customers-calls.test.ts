import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import { ApiClient } from './helpers/api-client';
import { createCustomer, createSlovakCustomer, userIdOf } from './helpers/customers';
import { startTestApp, type TestApp } from './helpers/test-app';

const TOKEN = 'exchange-token-0123456789abcdef';
const mp3 = readFileSync(join(import.meta.dirname, '../src/db/seed/recordings/call-2.mp3'));

let t: TestApp;
/** A second instance on the same database with CALLS_API_TOKEN set (the first has none). */
let withToken: App;
let exchangeUrl: string;
let admin: ApiClient;
let operator: ApiClient;
let customerId: number;
let otherCustomerId: number;

const exchange = (body: unknown, token: string | null = TOKEN, url = exchangeUrl) => {
  const client = new ApiClient(url);
  client.sendCsrf = false; // a machine client: no cookie, no CSRF token
  if (token !== null) client.extraHeaders.authorization = `Bearer ${token}`;
  return client.post('/v1/calls/exchange', body);
};

const call = (overrides: Record<string, unknown> = {}) => ({
  call: {
    externalId: `ext-${Math.random().toString(36).slice(2)}`,
    startDate: '2025-03-10T09:15:42.000+01:00',
    direction: 'in',
    phone: '+420777888999',
    ...overrides,
  },
});

beforeAll(async () => {
  t = await startTestApp();
  withToken = await buildApp({
    env: { ...t.app.ctx.env, CALLS_API_TOKEN: TOKEN },
    database: t.database,
    logger: false,
    webDist: null,
  });
  await withToken.listen({ port: 0, host: '127.0.0.1' });
  exchangeUrl = `http://127.0.0.1:${(withToken.server.address() as AddressInfo).port}`;
  admin = await t.loginAs('admin');
  operator = await t.loginAs('operator');
  customerId = await createCustomer(admin, { deliveryAddress: { company: 'Volající s.r.o.' } });
  otherCustomerId = await createCustomer(admin, { deliveryAddress: { company: 'Jiná s.r.o.' } });
  await admin.put(`/v1/customers/${customerId}/contacts`, {
    contacts: [
      { name: 'Jan Volající', phone: '777 888 999' },
      { name: 'Eva Druhá', phone: '602 000 001' },
    ],
  });
  await admin.put(`/v1/customers/${otherCustomerId}/contacts`, {
    contacts: [{ name: 'Petr Jiný', phone: '731 000 002' }],
  });
  const line = (await t.db.execute(
    sql`insert into voip_lines (name, caller_id) values ('Linka 201', '201') returning id`,
  )) as unknown as { rows: { id: number }[] };
  await t.db.execute(
    sql`insert into user_lines (user_id, voip_line_id, is_default) values (${await userIdOf(t, 'operator')}, ${line.rows[0]?.id}, true)`,
  );
});
afterAll(async () => {
  await withToken.close();
  await t.close();
});

describe('POST /v1/calls/exchange', () => {
  it('is documented in the OpenAPI document with its token', async () => {
    const docs = await t.client().get('/v1/docs/json');
    const operation = docs.body.paths['/v1/calls/exchange'].post;
    expect(operation.description).toContain('CALLS_API_TOKEN');
    expect(docs.body.paths['/v1/customers/{customerId}/calls/{callId}/play']).toBeDefined();
  });

  it('does not exist while no token is configured', async () => {
    const response = await exchange(call(), TOKEN, t.url);
    expect(response.status).toBe(404);
    expect(response.body.error.message).toBe('error.not_found');
  });

  it('answers 401 without the token or with a wrong one, and stores nothing', async () => {
    const body = call({ externalId: 'never-stored' });
    for (const token of [null, 'wrong-token-0123456789abcdef', `${TOKEN}x`, '']) {
      const response = await exchange(body, token);
      expect(response.status).toBe(401);
      expect(response.body.error.message).toBe('error.unauthenticated');
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
    }
    const client = new ApiClient(exchangeUrl);
    client.sendCsrf = false;
    client.extraHeaders.authorization = TOKEN; // not "Bearer …"
    expect((await client.post('/v1/calls/exchange', body)).status).toBe(401);
    const stored = (await t.db.execute(
      sql`select count(*)::int as count from customer_calls where external_id = 'never-stored'`,
    )) as unknown as { rows: { count: number }[] };
    expect(Number(stored.rows[0]?.count)).toBe(0);
  });

  it('records a call, matches customers by normalized phone, and is idempotent on externalId', async () => {
    const body = call({ externalId: 'ext-match', phone: '00420 777 888 999', operatorLine: '201' });
    const first = await exchange(body);
    expect(first.status, first.text).toBe(200);
    expect(first.body).toEqual({ id: expect.any(Number), customerIds: [customerId] });
    const again = await exchange(body);
    expect(again.body.id).toBe(first.body.id);
    const unknown = await exchange(call({ phone: '+49 30 1234567' }));
    expect(unknown.body.customerIds).toEqual([]);
  });

  it('keeps the length the exchange reports', async () => {
    const response = await exchange(call({ externalId: 'ext-duration', phone: '+420601000111', duration: 187 }));
    expect(response.status, response.text).toBe(200);
    const stored = (await t.db.execute(
      sql`select duration_seconds from customer_calls where external_id = 'ext-duration'`,
    )) as unknown as { rows: { duration_seconds: number | null }[] };
    expect(stored.rows[0]?.duration_seconds).toBe(187);
  });

  it.each([
    [{ direction: 'sideways' }, { direction: 'invalid' }],
    [{ startDate: '10. 3. 2025' }, { startDate: 'invalid_date' }],
    [{ phone: '' }, { phone: 'required' }],
    [{ duration: -1 }, { duration: 'too_small' }],
    [{ externalId: 'x'.repeat(101) }, { externalId: 'too_long' }],
    [{ recording: 'not base64!' }, { recording: 'invalid' }],
    [{ recording: Buffer.from('%PDF-1.4 not audio').toString('base64') }, { recording: 'unsupported_file_type' }],
  ])('refuses %o with its field error', async (overrides, fields) => {
    const response = await exchange(call(overrides));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: { message: 'error.validation_failed', detail: { fields } },
      flashMessages: [{ message: 'error.validation_failed', severity: 'error' }],
    });
  });
});

describe('GET /v1/customers/{id}/calls and play', () => {
  let recordedId: number;
  let plainId: number;
  beforeAll(async () => {
    recordedId = (
      await exchange(
        call({
          externalId: 'ext-recorded',
          startDate: '2025-03-11T08:00:05Z',
          direction: 'out',
          phone: '+420602000001',
          operatorLine: '201',
          recording: mp3.toString('base64'),
        }),
      )
    ).body.id;
    plainId = (await exchange(call({ externalId: 'ext-plain', startDate: '2025-03-09T17:30:59Z', phone: '777888999' })))
      .body.id;
    await exchange(call({ externalId: 'ext-other', phone: '731000002' }));
  });

  it('lists the customer’s calls newest first with operator, contact and recording availability', async () => {
    const response = await operator.get(`/v1/customers/${customerId}/calls`);
    expect(response.status).toBe(200);
    const { calls, recordingsAvailability } = response.body;
    expect(calls.map((item: { id: number }) => item.id)).toEqual([
      recordedId,
      expect.any(Number), // ext-match, 2025-03-10 08:15:42Z
      plainId,
    ]);
    expect(calls[0]).toEqual({
      id: recordedId,
      customerId,
      startDate: '2025-03-11T08:00:05.000Z',
      direction: 'out',
      phone: '+420602000001',
      operator: 'Jana Nováková',
      customer: 'Eva Druhá, +420602000001',
    });
    expect(calls[1]).toMatchObject({ startDate: '2025-03-10T08:15:42.000Z', operator: 'Jana Nováková' });
    expect(calls[2]).toMatchObject({ operator: null, customer: 'Jan Volající, 777888999', direction: 'in' });
    expect(recordingsAvailability).toEqual({ [recordedId]: true, [calls[1].id]: false, [plainId]: false });
    const other = (await operator.get(`/v1/customers/${otherCustomerId}/calls`)).body.calls;
    expect(other.map((item: { phone: string }) => item.phone)).toEqual(['731000002']);
  });

  it('answers an empty list for a customer without calls', async () => {
    const id = await createCustomer(admin);
    expect((await operator.get(`/v1/customers/${id}/calls`)).body).toEqual({ calls: [], recordingsAvailability: {} });
  });

  it('streams the recording as audio/mpeg, with byte ranges', async () => {
    const path = `/v1/customers/${customerId}/calls/${recordedId}/play`;
    const whole = await fetch(`${t.url}${path}`, { headers: { cookie: cookieOf(operator) } });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/mpeg');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await whole.arrayBuffer()).equals(mp3)).toBe(true);

    const part = await fetch(`${t.url}${path}`, { headers: { cookie: cookieOf(operator), range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${mp3.length}`);
    expect(part.headers.get('content-length')).toBe('100');
    expect(Buffer.from(await part.arrayBuffer()).equals(mp3.subarray(100, 200))).toBe(true);

    const tail = await fetch(`${t.url}${path}`, { headers: { cookie: cookieOf(operator), range: 'bytes=-10' } });
    expect(Buffer.from(await tail.arrayBuffer()).equals(mp3.subarray(mp3.length - 10))).toBe(true);

    const beyond = await fetch(`${t.url}${path}`, {
      headers: { cookie: cookieOf(operator), range: `bytes=${mp3.length}-` },
    });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${mp3.length}`);
  });

  it('answers 404 for a call without recording, another customer’s call or a missing one', async () => {
    expect((await operator.get(`/v1/customers/${customerId}/calls/${plainId}/play`)).status).toBe(404);
    expect((await operator.get(`/v1/customers/${otherCustomerId}/calls/${recordedId}/play`)).status).toBe(404);
    expect((await operator.get(`/v1/customers/${customerId}/calls/99999999/play`)).status).toBe(404);
    expect((await operator.get(`/v1/customers/${customerId}/calls/abc/play`)).status).toBe(400);
  });

  it('refuses drivers and accountants (403), anonymous callers (401), and other countries (404)', async () => {
    for (const login of ['driver', 'accountant']) {
      const client = await t.loginAs(login);
      expect((await client.get(`/v1/customers/${customerId}/calls`)).status).toBe(403);
      expect((await client.get(`/v1/customers/${customerId}/calls/${recordedId}/play`)).status).toBe(403);
    }
    expect((await t.client().get(`/v1/customers/${customerId}/calls`)).status).toBe(401);
    expect((await t.client().get(`/v1/customers/${customerId}/calls/${recordedId}/play`)).status).toBe(401);
    const skId = await createSlovakCustomer(t);
    expect((await admin.get(`/v1/customers/${skId}/calls`)).status).toBe(404);
    expect((await admin.get(`/v1/customers/99999999/calls`)).status).toBe(404);
    const sk = await t.loginAs('admin');
    sk.country = 'sk';
    expect((await sk.get(`/v1/customers/${customerId}/calls/${recordedId}/play`)).status).toBe(404);
  });
});

const cookieOf = (client: ApiClient) => [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
