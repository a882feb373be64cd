import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutesOf } from './helpers/routes';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const malformedBodies = ['{bad json', '[]', '"text"', 'null', '{"x":1}', JSON.stringify({ a: 'x'.repeat(100_000) })];

/** Everything an administrator can read, to prove a refused request changed nothing. */
const snapshot = async () => {
  const client = await t.loginAs('admin');
  const reads = ['/v1/configuration', '/v1/users?ignoreCountry=1', '/v1/billing-info', '/v1/districts'];
  return Promise.all(reads.map(async (path) => (await client.get(path)).text));
};

describe('malformed input', () => {
  it('answers every mutating route with 4xx, never 5xx, and changes nothing', async () => {
    const before = await snapshot();
    const routes = apiRoutesOf(t.app.registeredRoutes).filter(
      (route) => route.method !== 'GET' && route.url !== '/v1/auth/logout',
    );
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      // One login per route, not per body: logins hash passwords and the walk grows with every route.
      const client = await t.loginAs('admin');
      for (const body of malformedBodies) {
        const path = route.url.replace(/:[A-Za-z]+/g, 'abc');
        const response = await client.request(route.method, path, undefined, body);
        expect(
          response.status,
          `${route.method} ${route.url} ${body.slice(0, 20)} → ${response.text}`,
        ).toBeGreaterThanOrEqual(400);
        expect(response.status, `${route.method} ${route.url}`).toBeLessThan(500);
        expect(response.body.error?.message, `${route.method} ${route.url}`).toMatch(/^error\./);
      }
    }
    expect(await snapshot()).toEqual(before);
    // Every route × every body: minutes, not seconds, on a busy machine.
  }, 300_000);

  it('answers 413 to a body over the limit', async () => {
    const client = await t.loginAs('admin');
    const huge = JSON.stringify({ configuration: { defaultInspectionNote: 'x'.repeat(16 * 1024 * 1024) } });
    const response = await client.request('PATCH', '/v1/configuration', undefined, huge);
    expect(response.status).toBe(413);
    expect(response.body.error.message).toBe('error.too_large');
  });

  it('answers 400 to a wrong content type', async () => {
    const client = await t.loginAs('admin');
    await client.get('/health');
    const response = await fetch(`${t.url}/v1/configuration`, {
      method: 'PATCH',
      headers: {
        'content-type': 'text/plain',
        cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '',
      },
      body: 'maturityOverdueDays=3',
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});
