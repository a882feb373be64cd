import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query';
import { auditLog, sessions, users } from '../src/db/schema/index';
import { readSession } from '../src/services/auth/sessions';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('POST /v1/auth/login', () => {
  it('logs in, sets an httpOnly session cookie and answers the user without any password', async () => {
    const client = t.client();
    const response = await client.post('/v1/auth/login', { username: 'operator', password: 'demo' });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({
      login: 'operator',
      name: 'Jana',
      surname: 'Nováková',
      fullName: 'Jana Nováková',
      role: 'operator',
      roles: ['operator'],
      countryCodes: ['cz'],
    });
    expect(response.text).not.toMatch(/password/i);
    const setCookie = response.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/sid=[^;]+;.*HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const logged = await client.get('/v1/auth/logged');
    expect(logged.status).toBe(200);
    expect(logged.body.user.login).toBe('operator');
  });

  it('accepts the login case-insensitively', async () => {
    const response = await t.client().post('/v1/auth/login', { username: 'ADMIN', password: 'demo' });
    expect(response.status).toBe(200);
    expect(response.body.user.login).toBe('admin');
  });

  it('issues a new session id at login (no fixation)', async () => {
    const client = await t.loginAs('driver');
    const first = client.cookies.get('sid');
    await client.post('/v1/auth/login', { username: 'driver', password: 'demo' });
    const second = client.cookies.get('sid');
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    const old = t.client();
    old.cookies.set('sid', first ?? '');
    expect((await old.get('/v1/auth/logged')).status).toBe(401);
  });

  it('refuses a wrong password and an unknown user with the same message', async () => {
    const wrong = await t.client().post('/v1/auth/login', { username: 'driver2', password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({
      error: { message: 'error.invalid_credentials' },
      flashMessages: [{ message: 'error.invalid_credentials', severity: 'error' }],
    });
    const unknown = await t.client().post('/v1/auth/login', { username: 'nobody', password: 'nope' });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error.message).toBe('error.invalid_credentials');
  });

  it('answers field errors for a missing or too long username and password', async () => {
    const missing = await t.client().post('/v1/auth/login', {});
    expect(missing.status).toBe(400);
    expect(missing.body.error).toEqual({
      message: 'error.validation_failed',
      detail: { fields: { username: 'required', password: 'required' } },
    });
    const long = await t.client().post('/v1/auth/login', { username: 'x'.repeat(101), password: 'y'.repeat(129) });
    expect(long.body.error.detail.fields).toEqual({ username: 'too_long', password: 'too_long' });
    const wrongType = await t.client().post('/v1/auth/login', { username: 5, password: true });
    expect(wrongType.body.error.detail.fields).toEqual({ username: 'invalid_type', password: 'invalid_type' });
  });

  it('refuses a login from another address than the ipLock', async () => {
    await t.db.update(users).set({ ipLock: '10.1.2.3' }).where(eq(users.login, 'accountant2'));
    const refused = await t.client().post('/v1/auth/login', { username: 'accountant2', password: 'demo' });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('error.ip_locked');
    await t.db.update(users).set({ ipLock: '10.1.2.3, 127.0.0.1' }).where(eq(users.login, 'accountant2'));
    const allowed = await t.client().post('/v1/auth/login', { username: 'accountant2', password: 'demo' });
    expect(allowed.status).toBe(200);
  });

  it('refuses a deactivated user and ends their open sessions', async () => {
    const client = await t.loginAs('operator3');
    await t.db.update(users).set({ isActive: false }).where(eq(users.login, 'operator3'));
    expect((await client.get('/v1/auth/logged')).status).toBe(401);
    const again = await t.client().post('/v1/auth/login', { username: 'operator3', password: 'demo' });
    expect(again.status).toBe(401);
    expect(again.body.error.message).toBe('error.user_inactive');
    await t.db.update(users).set({ isActive: true }).where(eq(users.login, 'operator3'));
  });
});

describe('CSRF', () => {
  it('keeps the token of the session when reading the session fails', async () => {
    const client = await t.loginAs('admin');
    const token = client.cookies.get('XSRF-TOKEN');
    expect(token).toBeTruthy();
    await t.db.execute(sql`alter table sessions rename to sessions_away`);
    const failed = await client.get('/v1/auth/logged');
    await t.db.execute(sql`alter table sessions_away rename to sessions`);
    expect(failed.status).toBe(500);
    expect(failed.headers.getSetCookie().join()).not.toContain('XSRF-TOKEN');
    expect(client.cookies.get('XSRF-TOKEN')).toBe(token);
    const { lockVersion } = (await client.get('/v1/configuration')).body.configuration;
    const saved = await client.patch('/v1/configuration', { configuration: { maturityOverdueDays: 20, lockVersion } });
    expect(saved.status).toBe(200);
  });

  it('refuses an unsafe request without the X-XSRF-TOKEN header', async () => {
    const client = await t.loginAs('admin');
    client.sendCsrf = false;
    const response = await client.patch('/v1/configuration', { configuration: { maturityOverdueDays: 20 } });
    expect(response.status).toBe(403);
    expect(response.body.error.message).toBe('error.csrf');
  });

  it('refuses a header that differs from the cookie or a token of another session', async () => {
    const client = await t.loginAs('admin');
    client.extraHeaders['x-xsrf-token'] = 'forged.value';
    client.sendCsrf = false;
    expect((await client.patch('/v1/configuration', { configuration: { mapZoom: 9 } })).status).toBe(403);

    const other = await t.loginAs('admin');
    const victim = await t.loginAs('admin');
    victim.cookies.set('XSRF-TOKEN', other.cookies.get('XSRF-TOKEN') ?? '');
    const response = await victim.patch('/v1/configuration', { configuration: { mapZoom: 9 } });
    expect(response.status).toBe(403);
  });

  it('refuses a cross-site Origin even with a valid token', async () => {
    const client = await t.loginAs('admin');
    client.extraHeaders.origin = 'https://evil.example';
    expect((await client.patch('/v1/configuration', { configuration: { mapZoom: 9 } })).status).toBe(403);
    client.extraHeaders = { 'sec-fetch-site': 'cross-site' };
    expect((await client.patch('/v1/configuration', { configuration: { mapZoom: 9 } })).status).toBe(403);
  });

  it('rotates the token at login, so the anonymous token no longer works', async () => {
    const client = t.client();
    await client.get('/health');
    const anonymous = client.cookies.get('XSRF-TOKEN');
    await client.post('/v1/auth/login', { username: 'admin', password: 'demo' });
    const bound = client.cookies.get('XSRF-TOKEN');
    expect(bound).not.toBe(anonymous);
    client.cookies.set('XSRF-TOKEN', anonymous ?? '');
    expect((await client.patch('/v1/configuration', { configuration: { mapZoom: 9 } })).status).toBe(403);
  });

  it('needs the token for login too', async () => {
    const client = t.client();
    client.sendCsrf = false;
    expect((await client.post('/v1/auth/login', { username: 'admin', password: 'demo' })).status).toBe(403);
  });
});

describe('sessions', () => {
  it('answers 401 when not logged in', async () => {
    const response = await t.client().get('/v1/auth/logged');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      error: { message: 'error.unauthenticated' },
      flashMessages: [{ message: 'error.unauthenticated', severity: 'error' }],
    });
  });

  it('logs out: the session is deleted and the old cookie no longer works', async () => {
    const client = await t.loginAs('accountant');
    const sid = client.cookies.get('sid');
    const response = await client.post('/v1/auth/logout');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ user: null });
    expect((await client.get('/v1/auth/logged')).status).toBe(401);
    const replay = t.client();
    replay.cookies.set('sid', sid ?? '');
    expect((await replay.get('/v1/auth/logged')).status).toBe(401);
  });

  it('keeps a readable session hint beside the session: set at login, removed at logout and when the session ended', async () => {
    const anonymous = t.client();
    await anonymous.get('/v1/auth/logged');
    expect(anonymous.cookies.has('session-hint')).toBe(false);

    const client = t.client();
    const login = await client.post('/v1/auth/login', { username: 'operator', password: 'demo' });
    const hint = login.headers.getSetCookie().find((cookie) => cookie.startsWith('session-hint='));
    expect(hint).toMatch(/^session-hint=1;/);
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(hint).toMatch(/SameSite=Lax/i);
    expect(hint).toMatch(/Max-Age=86400/);
    // It is only a hint: never the session id.
    expect(hint).not.toContain(client.cookies.get('sid') ?? '-');
    expect((await client.get('/v1/auth/logged')).headers.getSetCookie().join()).not.toContain('session-hint');

    await client.post('/v1/auth/logout');
    expect(client.cookies.has('session-hint')).toBe(false);

    // A hint left from a session that has ended goes with the first answer that finds none.
    const stale = t.client();
    stale.cookies.set('sid', 'ended');
    stale.cookies.set('session-hint', '1');
    expect((await stale.get('/v1/auth/logged')).status).toBe(401);
    expect(stale.cookies.has('session-hint')).toBe(false);

    // A valid session without its hint (a session older than the hint) gets one.
    const older = await t.loginAs('operator');
    older.cookies.delete('session-hint');
    await older.get('/v1/auth/logged');
    expect(older.cookies.get('session-hint')).toBe('1');
  });

  it('ends a session after 4 hours of inactivity and after 24 hours in any case', async () => {
    const idle = await t.loginAs('operator2');
    await t.db.update(sessions).set({ lastSeenAt: sql`now() - interval '4 hours 1 minute'` });
    expect((await idle.get('/v1/auth/logged')).status).toBe(401);

    const old = await t.loginAs('operator2');
    await t.db.update(sessions).set({ createdAt: sql`now() - interval '24 hours 1 minute'` });
    expect((await old.get('/v1/auth/logged')).status).toBe(401);

    const fresh = await t.loginAs('operator2');
    await t.db.update(sessions).set({ lastSeenAt: sql`now() - interval '3 hours'` });
    expect((await fresh.get('/v1/auth/logged')).status).toBe(200);
  });

  it('stores only a hash of the session id', async () => {
    const client = await t.loginAs('driver2');
    const rows = await t.db.select().from(sessions);
    expect(rows.some((row) => row.idHash === client.cookies.get('sid'))).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.idHash))).toBe(true);
  });

  it('reads the session with a statement PostgreSQL prepares once per connection, and still sees each change', async () => {
    const client = await t.loginAs('operator2');
    const sid = client.cookies.get('sid') ?? '';
    await t.db.transaction(async (tx) => {
      // one connection: the statement prepared by the first read is the one the second runs
      expect((await readSession(tx, sid))?.record.login).toBe('operator2');
      expect((await readSession(tx, sid))?.record.login).toBe('operator2');
      const prepared = await queryRows<{ name: string }>(tx, sql`select name from pg_prepared_statements`);
      expect(prepared.map((row) => row.name)).toEqual(t.database.kind === 'postgres' ? ['resolve_session'] : []);
      await tx
        .update(sessions)
        .set({ lastSeenAt: sql`now() - interval '4 hours 1 minute'` })
        .where(sql`${sessions.userId} = (select id from users where login = 'operator2')`);
      expect(await readSession(tx, sid)).toBeUndefined();
    });
    expect((await client.get('/v1/auth/logged')).status).toBe(401);
  });
});

describe('response headers and audit', () => {
  it('sends x-app-hash on every response, errors included', async () => {
    expect((await t.client().get('/health')).headers.get('x-app-hash')).toBeTruthy();
    expect((await t.client().get('/v1/auth/logged')).headers.get('x-app-hash')).toBeTruthy();
    expect((await t.client().get('/v1/does-not-exist')).headers.get('x-app-hash')).toBeTruthy();
  });

  it('answers 404 in the error shape for an unknown API route', async () => {
    const response = await t.client().get('/v1/does-not-exist');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      error: { message: 'error.not_found' },
      flashMessages: [{ message: 'error.not_found', severity: 'error' }],
    });
  });

  it('records a mutation with user, entity, route name and page URI', async () => {
    const client = await t.loginAs('admin');
    client.extraHeaders = { 'x-fe-route-name': 'invoice-setting', 'x-page-uri': '/cz/settings/invoice' };
    const { lockVersion } = (await client.get('/v1/configuration')).body.configuration;
    const response = await client.patch('/v1/configuration', {
      configuration: { maturityOverdueDays: 21, lockVersion },
    });
    expect(response.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'configuration'));
    const record = rows.at(-1);
    expect(record).toMatchObject({
      method: 'PATCH',
      entity: 'configuration',
      routeName: 'invoice-setting',
      pageUri: '/cz/settings/invoice',
      statusCode: 200,
      countryCode: 'cz',
    });
    expect(record?.userId).toBeGreaterThan(0);
  });

  it('keeps the request path and the page URI without their query strings', async () => {
    const client = await t.loginAs('admin');
    client.extraHeaders = {
      'x-fe-route-name': 'user-setting-list',
      'x-page-uri': '/cz/settings/users?search=Nov%C3%A1kov%C3%A1&token=secret',
    };
    // a query the route names (a file's name): a query it does not name is refused before it runs
    const [admin] = await t.db.select().from(users).where(eq(users.login, 'admin'));
    const pdf = Buffer.from('%PDF-1.4\n% smlouva\n').toString('base64');
    const file = { customerOfferType: 'lapol', filename: 'smlouva-novak.pdf', content: pdf };
    expect((await client.post(`/v1/users/${admin?.id}/files`, { file })).status).toBe(200);
    const response = await client.delete(
      `/v1/users/${admin?.id}/files?customerOfferType=lapol&filename=smlouva-novak.pdf`,
    );
    expect(response.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.method, 'DELETE'));
    const record = rows.at(-1);
    expect(record).toMatchObject({ path: `/v1/users/${admin?.id}/files`, pageUri: '/cz/settings/users' });
    expect(JSON.stringify(rows)).not.toMatch(/secret|novak|Nov%C3/i);
  });
});
