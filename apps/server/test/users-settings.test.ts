import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, sessions, userProfits, users } from '../src/db/schema/index';
import type { ApiClient } from './helpers/api-client';
import { badSamples, samples } from './helpers/sample-files';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs('admin');
});
afterAll(() => t.close());

const newUser = (overrides: Record<string, unknown> = {}) => ({
  name: 'Karolína',
  surname: 'Žáková',
  login: `kzakova${Math.floor(Math.random() * 1e6)}`,
  password: 'bezpecne-heslo',
  roles: ['operator', 'driver'],
  countryCodes: ['sk', 'cz'],
  email: 'karolina.zakova@ekosvoz.cz',
  emailSMTP: 'smtp.ekosvoz.cz',
  emailPort: 587,
  emailPassword: 'smtp-tajne',
  phone: '+420 602 123 456',
  offerApplicationSubject: 'Nabídka aplikace',
  offerApplicationBody: 'Dobrý den,\nzasíláme nabídku.',
  offerLapolSubject: 'Nabídka čištění lapolu',
  offerLapolBody: 'Dobrý den,\nv příloze nabídka.',
  userLines: [],
  ...overrides,
});

const findUser = async (id: number) => {
  const response = await admin.get('/v1/users?ignoreCountry=1');
  return response.body.users.find((user: { id: number }) => user.id === id);
};

describe('POST /v1/users', () => {
  it('creates a user with two roles and two countries in order, never returning secrets', async () => {
    const input = newUser();
    const created = await admin.post('/v1/users', { user: input });
    expect(created.status).toBe(200);
    const user = await findUser(created.body.id);
    expect(user).toMatchObject({
      name: 'Karolína',
      surname: 'Žáková',
      fullName: 'Karolína Žáková',
      role: 'operator',
      roles: ['operator', 'driver'],
      countryCodes: ['sk', 'cz'],
      emailSMTP: 'smtp.ekosvoz.cz',
      emailPort: 587,
      hasEmailPassword: true,
      isActive: true,
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, created.body.id));
    expect(row?.emailPasswordEncrypted).toBeTruthy();
    expect(row?.emailPasswordEncrypted).not.toContain('smtp-tajne');
    expect(t.app.ctx.secretBox.decrypt(row?.emailPasswordEncrypted ?? '')).toBe('smtp-tajne');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const login = await t.client().post('/v1/auth/login', { username: input.login, password: 'bezpecne-heslo' });
    expect(login.status).toBe(200);
    expect(login.body.user.countryCodes).toEqual(['sk', 'cz']);
  });

  it.each([
    [{ name: '' }, { name: 'required' }],
    [{ login: 'ab' }, { login: 'too_short' }],
    [{ login: 'with space' }, { login: 'invalid' }],
    [{ password: undefined }, { password: 'required' }],
    [{ password: 'short' }, { password: 'too_short' }],
    [{ password: 'x'.repeat(129) }, { password: 'too_long' }],
    [{ roles: [] }, { roles: 'too_small' }],
    [{ roles: ['boss'] }, { 'roles.0': 'invalid' }],
    [{ countryCodes: [] }, { countryCodes: 'too_small' }],
    [{ countryCodes: ['cz', 'cz'] }, { countryCodes: 'duplicate' }],
    [{ email: 'not-an-email' }, { email: 'invalid_email' }],
    [{ emailPort: 70000 }, { emailPort: 'too_big' }],
    [{ phone: '1'.repeat(31) }, { phone: 'too_long' }],
    [{ userLines: [{ externalLineId: 999, isDefault: true }] }, { 'userLines.0.externalLineId': 'not_found' }],
  ])('refuses invalid input (case %#) field by field', async (overrides, fields) => {
    const before = (await admin.get('/v1/users?ignoreCountry=1')).body.users.length;
    const response = await admin.post('/v1/users', { user: newUser(overrides) });
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({ message: 'error.validation_failed', detail: { fields } });
    expect((await admin.get('/v1/users?ignoreCountry=1')).body.users.length).toBe(before);
  });

  it.each(['admin', 'ADMIN'])('refuses the taken login %s with 409 on login', async (login) => {
    const response = await admin.post('/v1/users', { user: newUser({ login }) });
    expect(response.status).toBe(409);
    expect(response.body.error).toEqual({
      message: 'error.already_exists',
      detail: { fields: { login: 'already_used' } },
    });
  });

  it.each(['operator', 'driver', 'accountant'])('answers 403 to %s and 401 logged out', async (login) => {
    const client = await t.loginAs(login);
    expect((await client.post('/v1/users', { user: newUser() })).status).toBe(403);
    expect((await t.client().post('/v1/users', { user: newUser() })).status).toBe(401);
  });
});

describe('voip lines', () => {
  it('offers only lines not held by another user, and saves one default line', async () => {
    const free = await admin.get('/v1/call/lines');
    expect(free.status).toBe(200);
    const names = free.body.voipLines.map((line: { name: string }) => line.name);
    expect(names).not.toContain('Linka 201 – dispečink'); // the demo operator holds it
    const line = free.body.voipLines[0];
    const created = await admin.post('/v1/users', {
      user: newUser({ userLines: [{ externalLineId: line.id, isDefault: true }] }),
    });
    expect(created.status).toBe(200);
    const user = await findUser(created.body.id);
    expect(user.userLines).toEqual([{ externalLineId: line.id, isDefault: true, userId: created.body.id }]);
    const forOthers = await admin.get('/v1/call/lines');
    expect(forOthers.body.voipLines.map((entry: { id: number }) => entry.id)).not.toContain(line.id);
    const forHolder = await admin.get(`/v1/call/lines?userId=${created.body.id}`);
    expect(forHolder.body.voipLines.map((entry: { id: number }) => entry.id)).toContain(line.id);

    const clash = await admin.post('/v1/users', {
      user: newUser({ userLines: [{ externalLineId: line.id, isDefault: true }] }),
    });
    expect(clash.body.error.detail.fields).toEqual({ 'userLines.0.externalLineId': 'not_available' });
    const twoDefaults = await admin.post('/v1/users', {
      user: newUser({
        userLines: forOthers.body.voipLines
          .slice(0, 2)
          .map((entry: { id: number }) => ({ externalLineId: entry.id, isDefault: true })),
      }),
    });
    expect(twoDefaults.body.error.detail.fields).toEqual({ userLines: 'one_default_line' });
  });

  it('refuses the line list to non-administrators', async () => {
    expect((await (await t.loginAs('operator')).get('/v1/call/lines')).status).toBe(403);
    expect((await admin.get('/v1/call/lines?userId=abc')).status).toBe(400);
  });
});

describe('PUT /v1/users/{id}', () => {
  it('keeps the password when none is sent, and a new one ends the user’s sessions', async () => {
    const input = newUser();
    const { id } = (await admin.post('/v1/users', { user: input })).body;
    const session = await t.loginAs(input.login).catch(() => undefined);
    expect(session).toBeUndefined(); // demo password is not theirs
    const own = t.client();
    await own.post('/v1/auth/login', { username: input.login, password: input.password });
    expect((await own.get('/v1/auth/logged')).status).toBe(200);

    const { password: _password, emailPassword: _emailPassword, ...rest } = input;
    const renamed = await admin.put(`/v1/users/${id}`, { user: { ...rest, surname: 'Nováková', lockVersion: 1 } });
    expect(renamed.status).toBe(200);
    expect((await findUser(id)).surname).toBe('Nováková');
    expect((await findUser(id)).hasEmailPassword).toBe(true);
    expect((await own.get('/v1/auth/logged')).status).toBe(200);

    await admin.put(`/v1/users/${id}`, {
      user: { ...rest, password: 'uplne-nove-heslo', emailPassword: '', lockVersion: 2 },
    });
    expect((await own.get('/v1/auth/logged')).status).toBe(401);
    expect((await findUser(id)).hasEmailPassword).toBe(false);
    const again = await t.client().post('/v1/auth/login', { username: input.login, password: 'uplne-nove-heslo' });
    expect(again.status).toBe(200);
  });

  it('deactivating ends the sessions and refuses the login', async () => {
    const input = newUser();
    const { id } = (await admin.post('/v1/users', { user: input })).body;
    const own = t.client();
    await own.post('/v1/auth/login', { username: input.login, password: input.password });
    await admin.put(`/v1/users/${id}`, { user: { ...input, password: undefined, isActive: false, lockVersion: 1 } });
    expect((await own.get('/v1/auth/logged')).status).toBe(401);
    const [count] = await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(sessions)
      .where(eq(sessions.userId, id));
    expect(Number(count?.count)).toBe(0);
  });

  it('does not let an administrator lock themselves out', async () => {
    const self = (await admin.get('/v1/auth/logged')).body.user;
    const me = await findUser(self.id);
    const response = await admin.put(`/v1/users/${self.id}`, {
      user: { ...me, roles: ['operator'], password: undefined, email: null, userLines: [] },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.detail.fields).toEqual({ roles: 'cannot_change_self' });
  });

  it('answers 404 for a missing user and 403 for other roles', async () => {
    expect((await admin.put('/v1/users/99999', { user: { ...newUser(), lockVersion: 1 } })).status).toBe(404);
    expect((await (await t.loginAs('operator')).put('/v1/users/1', { user: newUser() })).status).toBe(403);
  });
});

describe('DELETE /v1/users/{id}', () => {
  it('deletes a user without history', async () => {
    const { id } = (await admin.post('/v1/users', { user: newUser() })).body;
    const response = await admin.delete(`/v1/users/${id}`);
    expect(response.body).toEqual({ id, isHidden: false });
    expect(await findUser(id)).toBeUndefined();
  });

  it('deactivates a user who owns data, keeping their name', async () => {
    const { id } = (await admin.post('/v1/users', { user: newUser() })).body;
    // a history row in a table that refers to users (as customers or invoices will)
    await t.db.execute(
      sql`create table if not exists test_history (id serial primary key, user_id int references users(id))`,
    );
    await t.db.execute(sql`insert into test_history (user_id) values (${id})`);
    const response = await admin.delete(`/v1/users/${id}`);
    expect(response.body).toEqual({ id, isHidden: true });
    const user = await findUser(id);
    expect(user).toMatchObject({ isActive: false, surname: 'Žáková' });
    const operatorView = await (await t.loginAs('operator2')).get('/v1/users');
    expect(operatorView.body.users.map((entry: { id: number }) => entry.id)).not.toContain(id);
  });

  it('refuses deleting oneself, a missing user, and other roles', async () => {
    const self = (await admin.get('/v1/auth/logged')).body.user;
    const response = await admin.delete(`/v1/users/${self.id}`);
    expect(response.status).toBe(409);
    expect(response.body.error.message).toBe('error.cannot_delete_self');
    expect((await admin.delete('/v1/users/99999')).status).toBe(404);
    expect((await (await t.loginAs('driver')).delete(`/v1/users/${self.id}`)).status).toBe(403);
    expect((await t.client().delete(`/v1/users/${self.id}`)).status).toBe(401);
  });
});

describe('user files', () => {
  const pdf = Buffer.from('%PDF-1.4\n% Ceník kontejnerů\n').toString('base64');

  it('uploads, lists by offer type, replaces by name and deletes', async () => {
    const { id } = (await admin.post('/v1/users', { user: newUser() })).body;
    const upload = await admin.post(`/v1/users/${id}/files`, {
      file: { customerOfferType: 'application', filename: 'Ceník 2026.pdf', content: pdf },
    });
    expect(upload.status).toBe(200);
    await admin.post(`/v1/users/${id}/files`, {
      file: { customerOfferType: 'lapol', filename: 'lapol.pdf', content: pdf },
    });
    await admin.post(`/v1/users/${id}/files`, {
      file: {
        customerOfferType: 'application',
        filename: 'Ceník 2026.pdf',
        content: Buffer.from('%PDF-1.7 nový').toString('base64'),
      },
    });
    const listed = await admin.get(`/v1/users/${id}/files`);
    expect(listed.body.files).toEqual({
      application: [{ filename: 'Ceník 2026.pdf', size: Buffer.from('%PDF-1.7 nový').length }],
      lapol: [{ filename: 'lapol.pdf', size: Buffer.from(pdf, 'base64').length }],
    });
    const removed = await admin.delete(`/v1/users/${id}/files?customerOfferType=lapol&filename=lapol.pdf`);
    expect(removed.status).toBe(200);
    expect((await admin.get(`/v1/users/${id}/files`)).body.files.lapol).toEqual([]);
    expect((await admin.delete(`/v1/users/${id}/files?customerOfferType=lapol&filename=lapol.pdf`)).status).toBe(404);
  });

  it('validates the upload field by field', async () => {
    const self = (await admin.get('/v1/auth/logged')).body.user;
    const bad = await admin.post(`/v1/users/${self.id}/files`, {
      file: { customerOfferType: 'other', filename: '../etc/passwd', content: '' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.detail.fields).toEqual({
      customerOfferType: 'invalid',
      filename: 'invalid',
      content: 'required',
    });
    const notBase64 = await admin.post(`/v1/users/${self.id}/files`, {
      file: { customerOfferType: 'lapol', filename: 'x.pdf', content: '***' },
    });
    expect(notBase64.body.error.detail.fields).toEqual({ content: 'invalid' });
    const tooBig = await admin.post(`/v1/users/${self.id}/files`, {
      file: {
        customerOfferType: 'lapol',
        filename: 'big.bin',
        content: Buffer.alloc(10 * 1024 * 1024 + 1).toString('base64'),
      },
    });
    expect(tooBig.status).toBe(413);
  });

  it.each(Object.entries(badSamples))('refuses %s content under any name, storing nothing', async (_kind, bytes) => {
    const self = (await admin.get('/v1/auth/logged')).body.user;
    const before = await t.db.select({ id: files.id }).from(files);
    const response = await admin.post(`/v1/users/${self.id}/files`, {
      file: { customerOfferType: 'lapol', filename: 'cenik.pdf', content: bytes.toString('base64') },
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({
      message: 'error.validation_failed',
      detail: { fields: { content: 'unsupported_file_type' } },
    });
    expect(await t.db.select({ id: files.id }).from(files)).toHaveLength(before.length);
  });

  it('accepts every allowed type and stores it under a clean name with its real type', async () => {
    const { id } = (await admin.post('/v1/users', { user: newUser() })).body;
    for (const [kind, bytes] of Object.entries(samples)) {
      const response = await admin.post(`/v1/users/${id}/files`, {
        file: { customerOfferType: 'application', filename: `soubor-${kind}`, content: bytes.toString('base64') },
      });
      expect(response.status, kind).toBe(200);
    }
    const tricky = await admin.post(`/v1/users/${id}/files`, {
      file: {
        customerOfferType: 'lapol',
        filename: 'faktura\r\n"x" \u202Efdp.exe',
        content: samples.pdf.toString('base64'),
      },
    });
    expect(tricky.status).toBe(200);
    const listed = (await admin.get(`/v1/users/${id}/files`)).body.files;
    expect(listed.lapol).toEqual([{ filename: 'faktura x fdp.exe.pdf', size: samples.pdf.length }]);
    expect(listed.application).toHaveLength(Object.keys(samples).length);
    const [stored] = await t.db.select().from(files).where(eq(files.name, 'faktura x fdp.exe.pdf'));
    expect(stored?.type).toBe('application/pdf');
  });

  it('lets an operator read only their own files', async () => {
    const operator = await t.loginAs('operator');
    const self = (await operator.get('/v1/auth/logged')).body.user;
    expect((await operator.get(`/v1/users/${self.id}/files`)).status).toBe(200);
    expect((await operator.get(`/v1/users/${self.id + 1}/files`)).status).toBe(403);
    expect((await operator.post(`/v1/users/${self.id}/files`, { file: {} })).status).toBe(403);
    expect((await (await t.loginAs('driver')).get(`/v1/users/${self.id}/files`)).status).toBe(403);
  });
});

describe('user profits', () => {
  it('lists every product of the country with the commissions set, and saves them', async () => {
    const operatorId = (await (await t.loginAs('operator')).get('/v1/auth/logged')).body.user.id;
    const listed = await admin.get(`/v1/users/${operatorId}/profits`);
    expect(listed.status).toBe(200);
    expect(listed.body.userProfits.length).toBeGreaterThan(15);
    const [first, second] = listed.body.userProfits;
    expect(first).toMatchObject({ productName: 'Kontejner 3 m³ – pronájem a odvoz', productPrice: 2890 });
    const saved = await admin.put(`/v1/users/${operatorId}/profits`, {
      userProfits: [
        {
          productId: first.productId,
          repeaterPercent: 7.5,
          repeaterPrice: null,
          newPercent: 12,
          newPrice: null,
          lockVersion: first.lockVersion,
        },
        {
          productId: second.productId,
          repeaterPercent: null,
          repeaterPrice: null,
          newPercent: null,
          newPrice: null,
          lockVersion: second.lockVersion,
        },
      ],
    });
    expect(saved.status).toBe(200);
    const reread = (await admin.get(`/v1/users/${operatorId}/profits`)).body.userProfits;
    expect(reread[0]).toMatchObject({ repeaterPercent: 7.5, newPercent: 12, repeaterPrice: null });
    expect(reread[0].lockVersion).toBe((first.lockVersion ?? 0) + 1);
    expect(reread[1]).toMatchObject({ repeaterPercent: null, repeaterPrice: null, newPercent: null, newPrice: null });
  });

  it('validates percent 0–100 and price ≥ 0, and unknown products', async () => {
    const self = (await admin.get('/v1/auth/logged')).body.user;
    const bad = await admin.put(`/v1/users/${self.id}/profits`, {
      userProfits: [
        { productId: 1, repeaterPercent: 101, repeaterPrice: -1, newPercent: -0.5, newPrice: 'x', lockVersion: null },
      ],
    });
    expect(bad.body.error.detail.fields).toEqual({
      '0.repeaterPercent': 'too_big',
      '0.repeaterPrice': 'too_small',
      '0.newPercent': 'too_small',
      '0.newPrice': 'invalid_number',
    });
    const unknown = await admin.put(`/v1/users/${self.id}/profits`, {
      userProfits: [
        {
          productId: 99999,
          repeaterPercent: 1,
          repeaterPrice: null,
          newPercent: null,
          newPrice: null,
          lockVersion: null,
        },
      ],
    });
    expect(unknown.body.error.detail.fields).toEqual({ '0.productId': 'not_found' });
    expect((await admin.get('/v1/users/99999/profits')).status).toBe(404);
  });

  it('answers 404 for a user not allowed in the current country, and changes nothing', async () => {
    const created = await admin.post('/v1/users', { user: newUser({ countryCodes: ['sk'] }) });
    expect(created.status).toBe(200);
    const userId = created.body.id;
    const listed = await admin.get(`/v1/users/${userId}/profits`);
    expect(listed.status).toBe(404);
    expect(listed.body.error.message).toBe('error.not_found');
    const product = (await admin.get('/v1/products')).body.products[0];
    const profit = {
      productId: product.id,
      repeaterPercent: 5,
      repeaterPrice: null,
      newPercent: null,
      newPrice: null,
      lockVersion: null,
    };
    expect((await admin.put(`/v1/users/${userId}/profits`, { userProfits: [profit] })).status).toBe(404);
    expect(await t.db.select().from(userProfits).where(eq(userProfits.userId, userId))).toEqual([]);

    // in its own country the same user's commissions are reachable
    const slovakAdmin = await t.loginAs('admin');
    slovakAdmin.country = 'sk';
    const slovak = await slovakAdmin.get(`/v1/users/${userId}/profits`);
    expect(slovak.status, slovak.text).toBe(200);
    expect(slovak.body.userProfits.every((row: { productId: number }) => row.productId !== product.id)).toBe(true);
  });

  it('answers 403 to other roles', async () => {
    for (const login of ['operator', 'driver', 'accountant']) {
      expect((await (await t.loginAs(login)).get('/v1/users/1/profits')).status).toBe(403);
    }
  });
});
