import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** PATCH with the lockVersion just read, as the app sends it. */
const patch = async (configuration: object, login = 'admin', country?: string) => {
  const client = await t.loginAs(login);
  client.country = country;
  const { lockVersion } = (await client.get('/v1/configuration')).body.configuration;
  return client.patch('/v1/configuration', { configuration: { lockVersion, ...configuration } });
};

describe('GET /v1/configuration', () => {
  it('answers the configuration of the current country to every role', async () => {
    for (const login of ['admin', 'operator', 'driver', 'accountant']) {
      const response = await (await t.loginAs(login)).get('/v1/configuration');
      expect(response.status).toBe(200);
      expect(response.body.configuration).toMatchObject({ locale: 'cs', maturityOverdueDays: 14, mapZoom: 8 });
    }
    const client = await t.loginAs('admin');
    client.country = 'sk';
    expect((await client.get('/v1/configuration')).body.configuration.locale).toBe('sk');
  });

  it('answers 401 when logged out', async () => {
    expect((await t.client().get('/v1/configuration')).status).toBe(401);
  });

  it('answers 403 for a country the user may not work in', async () => {
    const client = await t.loginAs('operator'); // cz only
    client.country = 'sk';
    const response = await client.get('/v1/configuration');
    expect(response.status).toBe(403);
    expect(response.body.error.message).toBe('error.country_forbidden');
  });
});

describe('PATCH /v1/configuration', () => {
  it('changes one key, keeps it, and leaves the other country alone', async () => {
    const response = await patch({ maturityOverdueDays: 30 });
    expect(response.status).toBe(200);
    expect(response.body.configuration.maturityOverdueDays).toBe(30);
    const reread = await (await t.loginAs('operator')).get('/v1/configuration');
    expect(reread.body.configuration.maturityOverdueDays).toBe(30);
    const sk = await t.loginAs('admin');
    sk.country = 'sk';
    expect((await sk.get('/v1/configuration')).body.configuration.maturityOverdueDays).toBe(14);
  });

  it('changes each kind of key', async () => {
    expect((await patch({ enableVoip: true })).body.configuration.enableVoip).toBe(true);
    expect((await patch({ defaultInspectionNote: 'Kontrola kontejneru' })).body.configuration).toMatchObject({
      defaultInspectionNote: 'Kontrola kontejneru',
    });
    expect((await patch({ locale: 'en' })).body.configuration.locale).toBe('en');
    expect((await patch({ systemUserId: null })).body.configuration.systemUserId).toBeNull();
    expect((await patch({ mapCenterLatitude: 50.08 })).body.configuration.mapCenterLatitude).toBe(50.08);
    await patch({ locale: 'cs' });
  });

  it.each([
    [{ maturityOverdueDays: -1 }, { maturityOverdueDays: 'too_small' }],
    [{ maturityOverdueDays: 366 }, { maturityOverdueDays: 'too_big' }],
    [{ maturityOverdueDays: 1.5 }, { maturityOverdueDays: 'invalid_number' }],
    [{ maturityOverdueDays: 'abc' }, { maturityOverdueDays: 'invalid_number' }],
    [{ enableVoip: 'yes' }, { enableVoip: 'invalid_type' }],
    [{ locale: 'de' }, { locale: 'invalid' }],
    [{ mapZoom: 25 }, { mapZoom: 'too_big' }],
    [{ mapCenterLatitude: 91 }, { mapCenterLatitude: 'too_big' }],
    [{ systemUserId: 99999 }, { systemUserId: 'not_found' }],
    [{ defaultInspectionNote: 'x'.repeat(2001) }, { defaultInspectionNote: 'too_long' }],
    [{ color: 'red' }, { color: 'unknown_field', configuration: 'exactly_one_field' }],
    [{}, { configuration: 'exactly_one_field' }],
    [{ maturityOverdueDays: 10, mapZoom: 5 }, { configuration: 'exactly_one_field' }],
  ])('refuses a bad value (case %#) with its field error and changes nothing', async (body, fields) => {
    const before = (await (await t.loginAs('admin')).get('/v1/configuration')).body.configuration;
    const response = await patch(body);
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({ message: 'error.validation_failed', detail: { fields } });
    const after = (await (await t.loginAs('admin')).get('/v1/configuration')).body.configuration;
    expect(after).toEqual(before);
  });

  it('refuses a body without the configuration envelope', async () => {
    const client = await t.loginAs('admin');
    const response = await client.patch('/v1/configuration', { maturityOverdueDays: 10 });
    expect(response.status).toBe(400);
    expect(response.body.error.detail.fields.configuration).toBe('required');
  });

  it.each(['operator', 'driver', 'accountant'])('answers 403 to %s', async (login) => {
    const response = await patch({ maturityOverdueDays: 5 }, login);
    expect(response.status).toBe(403);
    expect(response.body.error.message).toBe('error.forbidden');
  });

  it('answers 401 when logged out', async () => {
    expect((await t.client().patch('/v1/configuration', { configuration: { mapZoom: 5 } })).status).toBe(401);
  });
});
