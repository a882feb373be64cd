import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('PUT /v1/users/me/language', () => {
  it('starts with no choice (the country language) and remembers the choice across logins', async () => {
    const driver = await t.loginAs('driver');
    expect((await driver.get('/v1/auth/logged')).body.user.language).toBeNull();

    const chosen = await driver.put('/v1/users/me/language', { language: 'en' });
    expect(chosen.status, chosen.text).toBe(200);
    expect(chosen.body.user).toMatchObject({ login: 'driver', language: 'en' });
    expect((await driver.get('/v1/auth/logged')).body.user.language).toBe('en');

    const again = await t.loginAs('driver');
    expect((await again.get('/v1/auth/logged')).body.user.language).toBe('en');
    expect((await again.put('/v1/users/me/language', { language: 'sk' })).body.user.language).toBe('sk');
    expect((await again.get('/v1/auth/logged')).body.user.language).toBe('sk');
    expect((await again.put('/v1/users/me/language', { language: 'cs' })).body.user.language).toBe('cs');
  });

  it('lets every role choose, only for itself', async () => {
    for (const login of ['admin', 'operator', 'accountant']) {
      const client = await t.loginAs(login);
      const response = await client.put('/v1/users/me/language', { language: 'en' });
      expect(response.status, login).toBe(200);
      expect(response.body.user.login).toBe(login);
    }
    const [operator] = await t.db.select().from(users).where(eq(users.login, 'operator'));
    const [driver2] = await t.db.select().from(users).where(eq(users.login, 'driver2'));
    expect(operator?.language).toBe('en');
    expect(driver2?.language ?? null).toBeNull();
  });

  it('refuses an unknown language with a field error and changes nothing; 401 logged out', async () => {
    const admin = await t.loginAs('admin2');
    for (const body of [{ language: 'de' }, { language: 'SK' }, { language: '' }, {}, { language: null }]) {
      const response = await admin.put('/v1/users/me/language', body);
      expect(response.status).toBe(400);
      expect(response.body.error.detail.fields).toHaveProperty('language');
    }
    expect((await admin.get('/v1/auth/logged')).body.user.language).toBeNull();
    expect((await t.client().put('/v1/users/me/language', { language: 'en' })).status).toBe(401);
  });

  it('answers translated texts in the language the app asks for (Accept-Language)', async () => {
    const admin = await t.loginAs('admin');
    admin.extraHeaders['accept-language'] = 'en';
    expect((await admin.get('/v1/payment-types')).body.paymentTypes[0].title).toBe('Bank transfer');
    admin.extraHeaders['accept-language'] = 'cs';
    expect((await admin.get('/v1/payment-types')).body.paymentTypes[0].title).toBe('Převodem');
    admin.extraHeaders['accept-language'] = 'sk';
    expect((await admin.get('/v1/payment-types')).body.paymentTypes[0].title).toBe('Prevodom');
    admin.extraHeaders['accept-language'] = 'de-DE,de;q=0.9';
    expect((await admin.get('/v1/payment-types')).body.paymentTypes[0].title).toBe('Převodem');
  });
});
