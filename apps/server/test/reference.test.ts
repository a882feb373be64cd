import { catalogCs } from '@bo/contract/i18n/catalog-cs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../src/services/users/notifications';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /v1/translations/{locale}', () => {
  it('answers the Czech and English catalogs without login, with the same keys', async () => {
    const cs = await t.client().get('/v1/translations/cs');
    const en = await t.client().get('/v1/translations/en');
    expect(cs.status).toBe(200);
    expect(cs.body.translations['login.submit']).toBe('Přihlásit se');
    expect(en.body.translations['login.submit']).toBe('Sign in');
    expect(Object.keys(en.body.translations).sort()).toEqual(Object.keys(cs.body.translations).sort());
    expect(Object.keys(cs.body.translations).length).toBe(Object.keys(catalogCs).length);
  });

  it('answers Slovak with its own texts (every Czech key) and the currency of the country', async () => {
    const client = t.client();
    const cs = await client.get('/v1/translations/cs');
    expect(cs.body.currency).toEqual({ value: 'Kč' });
    client.country = 'sk';
    const sk = await client.get('/v1/translations/sk');
    expect(sk.body.currency).toEqual({ value: '€' });
    expect(sk.body.translations['login.submit']).toBe('Prihlásiť sa');
    expect(Object.keys(sk.body.translations).sort()).toEqual(Object.keys(cs.body.translations).sort());
  });

  it('answers 404 for an unknown locale', async () => {
    expect((await t.client().get('/v1/translations/xx')).status).toBe(404);
  });
});

describe('reference lists', () => {
  it('lists the countries', async () => {
    const response = await (await t.loginAs('driver')).get('/v1/countries');
    expect(response.body.countries).toEqual([
      { countryCode: 'cz', langCode: 'cs', currency: 'Kč' },
      { countryCode: 'sk', langCode: 'sk', currency: '€' },
    ]);
  });

  it('lists the districts of the current country', async () => {
    const client = await t.loginAs('admin');
    const cz = await client.get('/v1/districts');
    expect(cz.body.districts).toHaveLength(77);
    expect(cz.body.districts.map((district: { name: string }) => district.name)).toContain('Žďár nad Sázavou');
    client.country = 'sk';
    const sk = await client.get('/v1/districts');
    expect(sk.body.districts).toHaveLength(79);
    expect(sk.body.districts.map((district: { name: string }) => district.name)).toContain('Bánovce nad Bebravou');
  });

  it('refuses districts to the accountant', async () => {
    expect((await (await t.loginAs('accountant')).get('/v1/districts')).status).toBe(403);
  });

  it('lists the billing infos of the current country', async () => {
    const client = await t.loginAs('accountant');
    const cz = await client.get('/v1/billing-info');
    expect(cz.body.billingInfoList).toHaveLength(2);
    expect(cz.body.billingInfoList[0]).toMatchObject({ name: 'EkoSvoz s.r.o.', ic: '27082440', vatPayer: true });
    client.country = 'sk';
    expect((await client.get('/v1/billing-info')).body.billingInfoList).toHaveLength(1);
  });
});

describe('users', () => {
  it('lists the users of the current country, and all of them with ignoreCountry for an administrator', async () => {
    const client = await t.loginAs('admin');
    const cz = await client.get('/v1/users');
    expect(cz.status).toBe(200);
    const logins = cz.body.users.map((user: { login: string }) => user.login);
    expect(logins).toContain('operator');
    expect(logins).not.toContain('operator3'); // sk only
    expect(cz.text).not.toMatch(/"(password|passwordHash|emailPassword|emailPasswordEncrypted)"/);
    expect(cz.text).not.toMatch(/argon2/);
    const all = await client.get('/v1/users?ignoreCountry=1');
    expect(all.body.users.map((user: { login: string }) => user.login)).toContain('operator3');
  });

  it('sorts users by surname in Czech order', async () => {
    const response = await (await t.loginAs('operator')).get('/v1/users');
    const surnames = response.body.users.map((user: { surname: string }) => user.surname);
    expect(surnames).toEqual([...surnames].sort(new Intl.Collator('cs').compare));
  });

  it('refuses the user list to the accountant and a bad query', async () => {
    expect((await (await t.loginAs('accountant')).get('/v1/users')).status).toBe(403);
    const bad = await (await t.loginAs('admin')).get('/v1/users?ignoreCountry=maybe');
    expect(bad.status).toBe(400);
    expect(bad.body.error.detail.fields).toEqual({ ignoreCountry: 'invalid' });
  });

  it('lists the roles for administrators only', async () => {
    const response = await (await t.loginAs('admin')).get('/v1/users/role');
    expect(response.body.roles.map((role: { name: string }) => role.name)).toEqual([
      'administrator',
      'operator',
      'driver',
      'accountant',
    ]);
    expect((await (await t.loginAs('operator')).get('/v1/users/role')).status).toBe(403);
  });

  it('answers a user their own countries; others only to administrators', async () => {
    const operator = await t.loginAs('operator2');
    const self = operator.cookies && (await operator.get('/v1/auth/logged')).body.user;
    const own = await operator.get(`/v1/users/${self.id}/countries`);
    expect(own.body.countries).toEqual([
      { countryCode: 'cz', langCode: 'cs' },
      { countryCode: 'sk', langCode: 'sk' },
    ]);
    expect((await operator.get(`/v1/users/${self.id + 1}/countries`)).status).toBe(403);
    const admin = await t.loginAs('admin');
    expect((await admin.get(`/v1/users/${self.id}/countries`)).status).toBe(200);
    expect((await admin.get('/v1/users/99999/countries')).status).toBe(404);
    expect((await admin.get('/v1/users/abc/countries')).status).toBe(400);
  });

  it('answers a user their own notifications, newest first, and nobody else', async () => {
    const operator = await t.loginAs('operator');
    const self = (await operator.get('/v1/auth/logged')).body.user;
    await notify(t.db, { userId: self.id, message: 'notification.offer_viewed', url: '/cz/customers/1/offers/1' });
    await notify(t.db, { userId: self.id, message: 'notification.second', data: { count: 2 } });
    const response = await operator.get(`/v1/users/${self.id}/notifications`);
    expect(response.status).toBe(200);
    // the list also holds the day's next-call reminders the refresh produces (decision 076)
    const own = response.body.notifications.filter(
      (entry: { message: string }) => entry.message !== 'notification.next_call_today',
    );
    expect(own.map((entry: { message: string }) => entry.message)).toEqual([
      'notification.second',
      'notification.offer_viewed',
    ]);
    expect(own[1]).toMatchObject({ url: '/cz/customers/1/offers/1', isRead: false });
    const admin = await t.loginAs('admin');
    expect((await admin.get(`/v1/users/${self.id}/notifications`)).status).toBe(403);
  });
});
