import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aresCache } from '../src/db/schema/ares';
import { fetchAresSubject } from '../src/services/ares/ares-client';
import type { ApiClient } from './helpers/api-client';
import {
  ARES_FAILING_IC,
  ARES_SLOW_IC,
  ARES_UNKNOWN_IC,
  type AresStandIn,
  startAresStandIn,
} from './helpers/ares-server';
import { startTestApp, type TestApp } from './helpers/test-app';

let ares: AresStandIn;
let t: TestApp;
let operator: ApiClient;

beforeAll(async () => {
  ares = await startAresStandIn();
  t = await startTestApp({ env: { ARES_URL: ares.baseUrl, ARES_TIMEOUT_MS: '700' } });
  operator = await t.loginAs('operator');
});
afterAll(async () => {
  await t.close();
  await ares.close();
});

const unavailable = {
  error: { message: 'error.ares_unavailable' },
  flashMessages: [{ message: 'error.ares_unavailable', severity: 'error' }],
};

describe('GET /v1/ares/{ic}', () => {
  it('fills a Prague company: district as the city, house number with orientation number and letter', async () => {
    const response = await operator.get('/v1/ares/27074358');
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual({
      company: 'Asseco Central Europe, a.s.',
      street: 'Budějovická',
      cp: '778/3a',
      psc: '14000',
      city: 'Praha 4',
      dic: 'CZ27074358',
    });
  });

  it('fills a village company without streets: the part of the municipality stands for the street', async () => {
    const admin = await t.loginAs('admin');
    expect((await admin.get('/v1/ares/281%2003%20505')).body).toEqual({
      company: 'Statek Kněžívka s.r.o.',
      street: 'Kněžívka',
      cp: '174',
      psc: '25267',
      city: 'Tuchoměřice',
      dic: 'CZ28103505',
    });
    // an evidence number, no DIČ (not a VAT payer)
    expect((await admin.get('/v1/ares/05000017')).body).toEqual({
      company: 'Chata Pod Smrkem s.r.o.',
      street: 'Lázně Libverda',
      cp: 'ev. č. 52',
      psc: '46362',
      city: 'Lázně Libverda',
      dic: '',
    });
  });

  it('keeps an answer for a day: the second lookup does not ask ARES; an expired one asks again', async () => {
    const first = await operator.get('/v1/ares/00006947');
    expect(first.body).toEqual({
      company: 'Ministerstvo financí',
      street: 'Letenská',
      cp: '525/15',
      psc: '11800',
      city: 'Praha 1',
      dic: 'CZ00006947',
    });
    expect((await operator.get('/v1/ares/00006947')).body).toEqual(first.body);
    expect(ares.requests.get('00006947')).toBe(1);
    const [row] = await t.db.select().from(aresCache).where(sql`${aresCache.ic} = '00006947'`);
    const ttlHours = ((row?.expiresAt.getTime() ?? 0) - (row?.fetchedAt.getTime() ?? 0)) / 3_600_000;
    expect(ttlHours).toBe(24);

    await t.db
      .update(aresCache)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(sql`${aresCache.ic} = '00006947'`);
    expect((await operator.get('/v1/ares/00006947')).status).toBe(200);
    expect(ares.requests.get('00006947')).toBe(2);
  });

  it('answers 404 for an IČ ARES does not know, and remembers that for an hour', async () => {
    const response = await operator.get(`/v1/ares/${ARES_UNKNOWN_IC}`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      error: { message: 'error.ares_not_found' },
      flashMessages: [{ message: 'error.ares_not_found', severity: 'error' }],
    });
    expect((await operator.get(`/v1/ares/${ARES_UNKNOWN_IC}`)).status).toBe(404);
    expect(ares.requests.get(ARES_UNKNOWN_IC)).toBe(1);
    const [row] = await t.db.select().from(aresCache).where(sql`${aresCache.ic} = ${ARES_UNKNOWN_IC}`);
    expect(row?.company ?? null).toBeNull();
    expect(((row?.expiresAt.getTime() ?? 0) - (row?.fetchedAt.getTime() ?? 0)) / 3_600_000).toBe(1);
  });

  it('answers 503 with a clear message when ARES fails or does not answer in time, and caches nothing', async () => {
    for (const ic of [ARES_FAILING_IC, ARES_SLOW_IC]) {
      const response = await operator.get(`/v1/ares/${ic}`);
      expect(response.status, ic).toBe(503);
      expect(response.body).toEqual(unavailable);
    }
    expect((await operator.get(`/v1/ares/${ARES_FAILING_IC}`)).status).toBe(503);
    expect(ares.requests.get(ARES_FAILING_IC)).toBe(2);
    const rows = await t.db
      .select()
      .from(aresCache)
      .where(sql`${aresCache.ic} in (${ARES_FAILING_IC}, ${ARES_SLOW_IC})`);
    expect(rows).toEqual([]);
  });

  it.each([
    ['12345678', 'invalid_ic'],
    ['1234567', 'invalid_ic'],
    ['2707435A', 'invalid_ic'],
    ['%20', 'invalid_ic'],
  ])('refuses the IČ %s with a field error and does not ask ARES', async (ic, key) => {
    const before = [...ares.requests.values()].reduce((sum, count) => sum + count, 0);
    const response = await operator.get(`/v1/ares/${ic}`);
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({ message: 'error.validation_failed', detail: { fields: { ic: key } } });
    expect([...ares.requests.values()].reduce((sum, count) => sum + count, 0)).toBe(before);
  });

  it('refuses anonymous callers (401), drivers and accountants (403)', async () => {
    expect((await t.client().get('/v1/ares/27074358')).status).toBe(401);
    for (const login of ['driver', 'accountant']) {
      const client = await t.loginAs(login);
      const response = await client.get('/v1/ares/27074358');
      expect(response.status, login).toBe(403);
      expect(response.body.error.message).toBe('error.forbidden');
    }
  });
});

describe('the ARES client against the recorded answers', () => {
  const options = () => ({ baseUrl: ares.baseUrl, timeoutMs: 700 });

  it('reads a subject, tells "not found", and refuses what ARES refuses', async () => {
    const found = await fetchAresSubject('76543218', options());
    expect(found).toMatchObject({
      kind: 'found',
      subject: { ico: '76543218', obchodniJmeno: 'Jan Dvořák', sidlo: { nazevUlice: 'Havlíčkovo náměstí' } },
    });
    expect(await fetchAresSubject(ARES_UNKNOWN_IC, options())).toEqual({ kind: 'not_found' });
    await expect(fetchAresSubject('123', options())).rejects.toMatchObject({
      statusCode: 400,
      detail: { fields: { ic: 'invalid_ic' } },
    });
  });

  it('tells an unreachable register, a timeout and a base URL with a trailing slash apart from answers', async () => {
    const closed = await startAresStandIn();
    const closedUrl = closed.baseUrl;
    await closed.close();
    await expect(fetchAresSubject('27074358', { baseUrl: closedUrl, timeoutMs: 2000 })).rejects.toMatchObject({
      statusCode: 503,
      messageKey: 'error.ares_unavailable',
    });
    const started = Date.now();
    await expect(fetchAresSubject(ARES_SLOW_IC, { baseUrl: ares.baseUrl, timeoutMs: 300 })).rejects.toMatchObject({
      statusCode: 503,
    });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await fetchAresSubject('27074358', { ...options(), baseUrl: `${ares.baseUrl}/` })).toMatchObject({
      kind: 'found',
    });
  });
});
