import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index';
import { loggerOptions } from '../src/lib/logging';
import { startTestApp, type TestApp } from './helpers/test-app';

/** Every log line the server writes, at debug level. */
const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ logger: loggerOptions('debug', sink) });
});
afterAll(() => t.close());

const logText = () => lines.join('\n');

describe('logs', () => {
  it('log a failed query by code, constraint and route — never its parameters, hashes or secrets', async () => {
    const admin = await t.loginAs('admin');
    // A database failure on insert, as a lost disk would produce (an I/O error: the app cannot answer 4xx).
    await t.db.execute(sql`create function refuse_users() returns trigger language plpgsql as $$
      begin raise exception 'refused' using errcode = '58030', constraint = 'users_forced_check'; end $$`);
    await t.db.execute(
      sql`create trigger refuse_users before insert on users for each row execute function refuse_users()`,
    );
    lines.length = 0;
    const response = await admin.post('/v1/users', {
      user: {
        name: 'Karolína',
        surname: 'Žáková',
        login: 'kzakova-log',
        password: 'heslo-do-logu-nepatri',
        roles: ['operator'],
        countryCodes: ['cz'],
        email: 'karolina.zakova@ekosvoz.cz',
        emailSMTP: 'smtp.ekosvoz.cz',
        emailPort: 587,
        emailPassword: 'smtp-tajne-heslo',
        phone: '+420 602 123 456',
        userLines: [],
      },
    });
    await t.db.execute(sql`drop trigger refuse_users on users`);
    await t.db.execute(sql`drop function refuse_users()`);
    expect(response.status).toBe(500);

    // a query string the route takes (a search) stays out of the log as well
    expect((await admin.get('/v1/customers?search=query-secret-123')).status).toBe(200);
    const text = logText();
    const failure = lines.map((line) => JSON.parse(line)).find((line) => line.err?.type === 'DatabaseError');
    expect(failure?.err).toMatchObject({ code: '58030', constraint: 'users_forced_check' });
    expect(failure?.path).toBe('/v1/users');
    for (const secret of [
      '$argon2',
      'heslo-do-logu-nepatri',
      'smtp-tajne-heslo',
      'karolina.zakova@ekosvoz.cz',
      '602 123 456',
      'Žáková',
      'query-secret-123',
      'params',
      admin.cookies.get('sid') ?? 'no-sid',
      admin.cookies.get('XSRF-TOKEN') ?? 'no-token',
    ]) {
      expect(text).not.toContain(secret);
    }
    const [stored] = await t.db.select().from(users).where(eq(users.login, 'admin'));
    expect(text).not.toContain(stored?.passwordHash);
    expect(text).not.toMatch(/v1\.[A-Za-z0-9+/=]{8,}\./);
  });

  it('log requests at debug and errors at info, by path without the query string', async () => {
    lines.length = 0;
    await t.client().get('/v1/translations/cs?secret=abc');
    const completed = lines.map((line) => JSON.parse(line)).filter((line) => line.msg === 'request completed');
    expect(completed.length).toBeGreaterThan(0);
    expect(completed.every((line) => line.level === 20)).toBe(true);
    expect(completed[0].req.path).toBe('/v1/translations/cs');
    expect(logText()).not.toContain('secret=abc');
  });
});
