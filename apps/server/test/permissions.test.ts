import { permissionTable } from '@bo/contract/auth/permissions';
import { type Role, roles } from '@bo/contract/auth/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './helpers/api-client';
import { type AresStandIn, startAresStandIn } from './helpers/ares-server';
import { type OpenApiDocument, requestShapesOf } from './helpers/request-shapes';
import { prepareRouteCalls, type RouteCall } from './helpers/route-calls';
import { apiRoutesOf } from './helpers/routes';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let ares: AresStandIn;
const clients = new Map<Role, { client: ApiClient; id: number }>();
const loginOf = { administrator: 'admin', operator: 'operator', driver: 'driver', accountant: 'accountant' } as const;
let callOf: (key: string, role: Role) => Promise<RouteCall>;

beforeAll(async () => {
  ares = await startAresStandIn();
  t = await startTestApp({ env: { ARES_URL: ares.baseUrl, CALLS_API_TOKEN: 'walk-exchange-token' } });
  for (const role of roles) {
    const client = await t.loginAs(loginOf[role]);
    const { user } = (await client.get('/v1/auth/logged')).body;
    clients.set(role, { client, id: user.id });
  }
  // routes whose body has required fields answer an empty body with their validation
  const shapes = requestShapesOf(t.app.swagger() as unknown as OpenApiDocument);
  const bodyRoutes = new Set(
    shapes
      .filter((shape) => ((shape.body as { required?: string[] } | undefined)?.required ?? []).length > 0)
      .map((shape) => `${shape.method} ${shape.url}`),
  );
  callOf = await prepareRouteCalls(
    t,
    Object.fromEntries(clients) as Record<Role, { client: ApiClient; id: number }>,
    bodyRoutes,
  );
});
afterAll(async () => {
  await t.close();
  await ares.close();
});

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
    // public routes answer without a session; the telephone exchange asks for its own bearer token instead
    if (access.kind === 'public' && key !== 'POST /v1/calls/exchange') expect(loggedOut.status).not.toBe(401);
    else expect(loggedOut.status).toBe(401);

    for (const role of roles) {
      const caller = clients.get(role);
      if (!caller) throw new Error(role);
      const isAllowed = access.kind !== 'roles' || access.roles.includes(role);
      if (isAllowed) {
        // the route's real answer to a real call: its success, or for an empty body its validation
        const call = await callOf(key, role);
        const response = await caller.client.request(method, call.path, call.body);
        expect(response.status, `${role} ${key} ${call.path} → ${response.text.slice(0, 300)}`).toBe(call.status);
        if (call.status === 400) expect(response.body.error.message).toBe('error.validation_failed');
      } else {
        const response = await caller.client.request(
          method,
          pathFor(url, caller.id),
          method === 'GET' ? undefined : {},
        );
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
