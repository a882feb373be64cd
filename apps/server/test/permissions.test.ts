import { permissionTable } from '@bo/contract/auth/permissions';
import { roles } from '@bo/contract/auth/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './helpers/api-client';
import { apiRoutesOf } from './helpers/routes';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const clients = new Map<string, { client: ApiClient; id: number }>();
const loginOf = { administrator: 'admin', operator: 'operator', driver: 'driver', accountant: 'accountant' } as const;

beforeAll(async () => {
  t = await startTestApp();
  for (const role of roles) {
    const client = await t.loginAs(loginOf[role]);
    const { user } = (await client.get('/v1/auth/logged')).body;
    clients.set(role, { client, id: user.id });
  }
});
afterAll(() => t.close());

/** Fills path parameters: the caller's own id for :id (self-only routes), else 1 or a valid value. */
const pathFor = (url: string, ownId: number) =>
  url
    .replace(/:locale/, 'cs')
    .replace(/:id\b/, String(ownId))
    .replace(/:[A-Za-z]+/g, '1');

describe('permission table', () => {
  it('covers every registered API route, and every entry is a registered route', () => {
    const registered = apiRoutesOf(t.app.registeredRoutes).map((route) => `${route.method} ${route.url}`);
    const tabled = Object.keys(permissionTable);
    expect(registered.filter((key) => !tabled.includes(key))).toEqual([]);
    expect(tabled.filter((key) => !registered.includes(key))).toEqual([]);
  });

  const routes = Object.entries(permissionTable).filter(([key]) => key !== 'POST /v1/auth/logout');

  it.each(routes)('%s answers as the table says for every role and logged out', async (key, access) => {
    const [method = 'GET', url = ''] = key.split(' ');
    const anonymous = t.client();
    const loggedOut = await anonymous.request(method, pathFor(url, 1), method === 'GET' ? undefined : {});
    if (access.kind === 'public') expect(loggedOut.status).not.toBe(401);
    else expect(loggedOut.status).toBe(401);

    for (const role of roles) {
      const caller = clients.get(role);
      if (!caller) throw new Error(role);
      const response = await caller.client.request(method, pathFor(url, caller.id), method === 'GET' ? undefined : {});
      const isAllowed = access.kind !== 'roles' || access.roles.includes(role);
      if (isAllowed) {
        expect([401, 403], `${role} ${key} → ${response.status} ${response.text}`).not.toContain(response.status);
        expect(response.status, `${role} ${key}`).toBeLessThan(500);
      } else {
        expect(response.status, `${role} ${key}`).toBe(403);
        expect(response.body.error.message).toBe('error.forbidden');
      }
    }
  });

  it('logout answers 401 logged out and 200 to every role', async () => {
    expect((await t.client().post('/v1/auth/logout')).status).toBe(401);
    for (const role of roles) {
      const client = await t.loginAs(loginOf[role]);
      expect((await client.post('/v1/auth/logout')).status).toBe(200);
    }
  });
});
