import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { queryRows } from '../src/db/query';
import { roles, sessions, userRoles, users } from '../src/db/schema/index';
import { loggerOptions } from '../src/lib/logging';
import { createSessionCache } from '../src/services/auth/session-cache';
import { createSession } from '../src/services/auth/sessions';
import { postgresAdminUrl, testDbKind } from './helpers/database';
import { databaseUrl } from './helpers/seeded-template';
import { startTestApp, type TestApp } from './helpers/test-app';

// Decision 214: the users of recent sessions are kept in memory while the database's announcements are heard.

/** The server's warnings and notices, which say when the announcements stop being heard and come back. */
const logMessages: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) logMessages.push(JSON.parse(line).msg);
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ logger: loggerOptions('info', sink) });
});
afterAll(() => t.close());

const userIdOf = async (login: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.login, login)))[0]?.id as number;

/** Runs `statements` with the tables' triggers off, so nothing is announced: what a request then sees was kept. */
const changeUnannounced = (db: Db, statements: (tx: Db) => Promise<unknown>) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await statements(tx as unknown as Db);
  });

/** The process's cache is in use once the database's listening connection is up (PostgreSQL: a moment after start). */
const untilWatching = async () => {
  const login = await t.loginAs('driver3');
  for (let attempt = 0; attempt < 100; attempt += 1) {
    await login.get('/v1/auth/logged');
    if (t.app.ctx.sessionCache.size > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the session cache never started');
};

describe('the session cache', () => {
  beforeAll(untilWatching);

  it("keeps a session's user between requests, and forgets it when a change is announced", async () => {
    const client = await t.loginAs('operator2');
    const id = await userIdOf('operator2');
    expect((await client.get('/v1/auth/logged')).body.user.name).toBe('Tomáš');
    // unannounced (triggers off), the change is not seen: the user came from memory
    await changeUnannounced(t.db, (tx) => tx.update(users).set({ name: 'Pavel' }).where(eq(users.id, id)));
    expect((await client.get('/v1/auth/logged')).body.user.name).toBe('Tomáš');
    // announced, the next request reads the database again
    await t.db.execute(sql`select pg_notify('session_changes', ${String(id)})`);
    expect((await client.get('/v1/auth/logged')).body.user.name).toBe('Pavel');
    await t.db.update(users).set({ name: 'Tomáš' }).where(eq(users.id, id));
    expect((await client.get('/v1/auth/logged')).body.user.name).toBe('Tomáš');
  });

  it('ends a session at the next request after a change committed through this process', async () => {
    const client = await t.loginAs('accountant2');
    const id = await userIdOf('accountant2');
    expect((await client.get('/v1/auth/logged')).status).toBe(200);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, id));
    expect((await client.get('/v1/auth/logged')).status).toBe(401);
    await t.db.update(users).set({ isActive: true }).where(eq(users.id, id));

    const again = await t.loginAs('accountant2');
    expect((await again.get('/v1/auth/logged')).status).toBe(200);
    await t.db.delete(sessions).where(eq(sessions.userId, id));
    expect((await again.get('/v1/auth/logged')).status).toBe(401);

    const third = await t.loginAs('accountant2');
    expect((await third.get('/v1/auth/logged')).status).toBe(200);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '4 hours 1 minute'` })
      .where(eq(sessions.userId, id));
    expect((await third.get('/v1/auth/logged')).status).toBe(401);
  });

  it("takes a user's new roles and countries at the next request", async () => {
    const client = await t.loginAs('driver2');
    const id = await userIdOf('driver2');
    expect((await client.get('/v1/auth/logged')).body.user.roles).toEqual(['driver']);
    expect((await client.get('/v1/users/role')).status).toBe(403);
    const [admin] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'administrator'));
    await t.db.insert(userRoles).values({ userId: id, roleId: admin?.id as number, position: 1 });
    expect((await client.get('/v1/auth/logged')).body.user.roles).toEqual(['driver', 'administrator']);
    expect((await client.get('/v1/users/role')).status).toBe(200);
    await t.db.delete(userRoles).where(sql`${userRoles.userId} = ${id} and ${userRoles.position} = 1`);
    expect((await client.get('/v1/users/role')).status).toBe(403);
    await t.db.execute(sql`insert into user_countries (user_id, country_code, position) values (${id}, 'sk', 5)`);
    expect((await client.get('/v1/auth/logged')).body.user.countryCodes).toEqual(['cz', 'sk']);
    await t.db.execute(sql`delete from user_countries where user_id = ${id} and country_code = 'sk'`);
    expect((await client.get('/v1/auth/logged')).body.user.countryCodes).toEqual(['cz']);
  });

  it('does not keep a read that an announcement overtook, keeps at most its size, and no longer than its time', async () => {
    const cache = createSessionCache({ ttlMs: 1000, size: 2 });
    cache.listener.onWatching(true);
    const id = await userIdOf('operator3');
    const ids = [await createSession(t.db, { userId: id }), await createSession(t.db, { userId: id })];
    const third = await createSession(t.db, { userId: id });
    const reading = cache.resolve(t.db, third);
    cache.listener.onChange('');
    expect((await reading)?.login).toBe('operator3');
    expect(cache.size).toBe(0);
    for (const sessionId of [...ids, third]) await cache.resolve(t.db, sessionId);
    expect(cache.size).toBe(2);
    // another user's announcement leaves these be; their user's drops them
    cache.listener.onChange(String(id + 1000));
    expect(cache.size).toBe(2);
    cache.listener.onChange(String(id));
    expect(cache.size).toBe(0);

    const now = new Date();
    await cache.resolve(t.db, third, now);
    await changeUnannounced(t.db, (tx) => tx.update(users).set({ surname: 'Kept' }).where(eq(users.id, id)));
    expect((await cache.resolve(t.db, third, new Date(now.getTime() + 999)))?.surname).not.toBe('Kept');
    expect((await cache.resolve(t.db, third, new Date(now.getTime() + 1000)))?.surname).toBe('Kept');
    // not watching: every read goes to the database
    cache.listener.onWatching(false);
    await changeUnannounced(t.db, (tx) => tx.update(users).set({ surname: 'Read' }).where(eq(users.id, id)));
    expect((await cache.resolve(t.db, third))?.surname).toBe('Read');
    expect(cache.size).toBe(0);
    await t.db.update(users).set({ surname: 'Horváthová' }).where(eq(users.id, id));
  });

  it.runIf(testDbKind() === 'postgres')(
    "hears another instance's change as it commits, and reads every session while it cannot hear",
    async () => {
      const [{ name } = { name: '' }] = await queryRows<{ name: string }>(t.db, sql`select current_database() as name`);
      const other = new pg.Client({ connectionString: databaseUrl(postgresAdminUrl(), name) });
      await other.connect();
      try {
        const client = await t.loginAs('admin2');
        const id = await userIdOf('admin2');
        expect((await client.get('/v1/auth/logged')).status).toBe(200);
        // another instance (or an administrator by hand) ends the user's sessions: heard within moments
        await other.query('delete from sessions where user_id = $1', [id]);
        let status = 200;
        for (let attempt = 0; attempt < 100 && status === 200; attempt += 1) {
          status = (await client.get('/v1/auth/logged')).status;
          if (status === 200) await new Promise((resolve) => setTimeout(resolve, 20));
        }
        expect(status).toBe(401);

        // the listening connection lost: nothing is kept, so an unannounced change is seen at once
        const again = await t.loginAs('admin2');
        expect((await again.get('/v1/auth/logged')).status).toBe(200);
        // the start itself is no loss: nothing was said until now
        expect(logMessages.filter((message) => message.startsWith('session announcements'))).toEqual([]);
        await other.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and application_name = 'bo-session-changes'`,
        );
        for (let attempt = 0; attempt < 100 && t.app.ctx.sessionCache.size > 0; attempt += 1) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        expect(t.app.ctx.sessionCache.size).toBe(0);
        expect(logMessages).toContain(
          'session announcements not heard: every request reads its session from the database',
        );
        await changeUnannounced(t.db, (tx) => tx.update(users).set({ name: 'Nikdo' }).where(eq(users.id, id)));
        expect((await again.get('/v1/auth/logged')).body.user.name).toBe('Nikdo');
        await t.db.update(users).set({ name: 'Lenka' }).where(eq(users.id, id));
        // it reconnects within a second or two, and keeps sessions again
        await untilWatching();
        expect(logMessages).toContain('session announcements heard again');
      } finally {
        await other.end();
      }
    },
  );
});
