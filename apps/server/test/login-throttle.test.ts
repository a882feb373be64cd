import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query';
import { loginThrottles, users } from '../src/db/schema/index';
import type { ApiClient } from './helpers/api-client';
import { startTestApp, type TestApp } from './helpers/test-app';

/** One reverse proxy in front (TRUST_PROXY=1): the test client plays the proxy and names the address. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(loginThrottles);
});

const from = (address: string) => {
  const client = t.client();
  client.extraHeaders['x-forwarded-for'] = address;
  return client;
};
const attempt = (client: ApiClient, username: string, password: string) =>
  client.post('/v1/auth/login', { username, password });

const pairRow = async (username: string, ip: string) => {
  const rows = await t.db.select().from(loginThrottles).where(eq(loginThrottles.username, username));
  return rows.find((row) => row.ip === ip);
};

describe('login throttling per login name and address', () => {
  it('locks the pair after 5 failures; the real user elsewhere still logs in', async () => {
    const attacker = from('203.0.113.7');
    for (let index = 0; index < 5; index += 1) {
      expect((await attempt(attacker, 'driver3', 'wrong')).status).toBe(401);
    }
    const locked = await attempt(attacker, 'driver3', 'demo');
    expect(locked.status).toBe(429);
    expect(locked.body.error.message).toBe('error.too_many_login_attempts');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await attempt(from('198.51.100.20'), 'driver3', 'demo')).status).toBe(200);
  });

  it('never extends a lock by refused attempts, and grows the lock with further failures', async () => {
    const client = from('203.0.113.8');
    for (let index = 0; index < 5; index += 1) await attempt(client, 'driver2', 'wrong');
    const lockedUntil = (await pairRow('driver2', '203.0.113.8'))?.lockedUntil;
    expect(lockedUntil).toBeTruthy();
    for (let index = 0; index < 5; index += 1) expect((await attempt(client, 'driver2', 'wrong')).status).toBe(429);
    const after = await pairRow('driver2', '203.0.113.8');
    expect(after?.lockedUntil).toEqual(lockedUntil);
    expect(after?.failures).toBe(5);

    // The lock runs out; the next failure locks again, twice as long.
    await t.db.execute(
      sql`update login_throttles set locked_until = now() - interval '1 second', last_failure_at = now() - interval '31 seconds'`,
    );
    expect((await attempt(client, 'driver2', 'wrong')).status).toBe(401);
    const [grown] = await queryRows<{ seconds: number; failures: number }>(
      t.db,
      sql`select extract(epoch from locked_until - last_failure_at)::float8 as seconds, failures
        from login_throttles where username = 'driver2'`,
    );
    expect(grown?.failures).toBe(6);
    expect(Number(grown?.seconds)).toBe(60);
    expect((await attempt(client, 'driver2', 'demo')).status).toBe(429);
  });

  it('counts parallel attempts exactly: of 60 wrong passwords at once only 5 are checked', async () => {
    const client = from('203.0.113.9');
    await client.get('/health');
    const answers = await Promise.all(Array.from({ length: 60 }, () => attempt(client, 'accountant', 'wrong')));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(55);
  });

  it('lets an office behind one address log in after 20 failures across accounts', async () => {
    const office = from('192.0.2.50');
    for (let index = 0; index < 20; index += 1) {
      expect((await attempt(office, `typo${index}`, 'wrong')).status).toBe(401);
    }
    expect((await attempt(office, 'operator2', 'demo')).status).toBe(200);
  });

  it('locks an address after 100 failures across accounts, without extending it', async () => {
    await t.db.insert(loginThrottles).values({ username: '', ip: '192.0.2.60', failures: 99 });
    const client = from('192.0.2.60');
    expect((await attempt(client, 'someone', 'wrong')).status).toBe(401);
    const refused = await attempt(client, 'operator2', 'demo');
    expect(refused.status).toBe(429);
    const [row] = await t.db.select().from(loginThrottles).where(eq(loginThrottles.ip, '192.0.2.60'));
    expect(row?.failures).toBe(100);
    expect((await attempt(from('192.0.2.61'), 'operator2', 'demo')).status).toBe(200);
  });

  it('a success clears the pair and does not count against the address', async () => {
    const client = from('192.0.2.70');
    for (let index = 0; index < 4; index += 1) await attempt(client, 'operator3', 'wrong');
    expect((await attempt(client, 'operator3', 'demo')).status).toBe(200);
    expect(await pairRow('operator3', '192.0.2.70')).toBeUndefined();
    const [address] = await t.db.select().from(loginThrottles).where(eq(loginThrottles.username, ''));
    expect(address?.failures).toBe(4);
  });
});

describe('POST /v1/users/{id}/unlock', () => {
  it('lets an administrator lift the lock of a user from every address', async () => {
    for (const address of ['203.0.113.30', '203.0.113.31']) {
      for (let index = 0; index < 5; index += 1) await attempt(from(address), 'operator', 'wrong');
    }
    expect((await attempt(from('203.0.113.30'), 'operator', 'demo')).status).toBe(429);
    const [user] = await t.db.select().from(users).where(eq(users.login, 'operator'));
    const operator = await t.loginAs('operator2');
    expect((await operator.post(`/v1/users/${user?.id}/unlock`)).status).toBe(403);
    const admin = await t.loginAs('admin');
    const unlocked = await admin.post(`/v1/users/${user?.id}/unlock`);
    expect(unlocked.status).toBe(200);
    expect(unlocked.body).toEqual({ ok: true });
    expect((await attempt(from('203.0.113.30'), 'operator', 'demo')).status).toBe(200);
    expect((await attempt(from('203.0.113.31'), 'operator', 'demo')).status).toBe(200);
    expect((await admin.post('/v1/users/999999/unlock')).status).toBe(404);
  });
});

describe('client address behind the proxy', () => {
  it('takes the address the proxy saw, not one the client wrote into X-Forwarded-For', async () => {
    await t.db.update(users).set({ ipLock: '10.20.30.40' }).where(eq(users.login, 'accountant2'));
    // The client claims the locked address; the proxy appends the one it really came from.
    const spoofed = from('10.20.30.40, 198.51.100.99');
    const refused = await attempt(spoofed, 'accountant2', 'demo');
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('error.ip_locked');
    expect((await attempt(from('198.51.100.99, 10.20.30.40'), 'accountant2', 'demo')).status).toBe(200);
    await t.db.update(users).set({ ipLock: null }).where(eq(users.login, 'accountant2'));
  });

  it('answers an IP-locked user from elsewhere the same whether the password is right or wrong', async () => {
    await t.db.update(users).set({ ipLock: '10.20.30.41' }).where(eq(users.login, 'driver'));
    const right = await attempt(from('198.51.100.98'), 'driver', 'demo');
    const wrong = await attempt(from('198.51.100.98'), 'driver', 'not-the-password');
    expect(right.status).toBe(403);
    expect(wrong.status).toBe(right.status);
    expect(wrong.body).toEqual(right.body);
    await t.db.update(users).set({ ipLock: null }).where(eq(users.login, 'driver'));
  });
});
