import { and, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { loginThrottles } from '../../db/schema/index';

/**
 * Failed logins are throttled per login name and address pair — an attacker elsewhere cannot lock
 * the real user out — with a lock that doubles with every further failure, and per address with a
 * limit high enough for an office behind one NAT address. An attempt is counted before its password
 * is checked, in one statement, so parallel attempts cannot slip past the limit; a refused attempt
 * changes nothing, so hammering a lock never extends it. A success clears the pair.
 */
export type ThrottleRule = { threshold: number; baseLockMs: number; maxLockMs: number };

export const PAIR_RULE: ThrottleRule = { threshold: 5, baseLockMs: 30_000, maxLockMs: 15 * 60_000 };
export const ADDRESS_RULE: ThrottleRule = { threshold: 100, baseLockMs: 15 * 60_000, maxLockMs: 15 * 60_000 };
/** Counters start over after this long without a failure (counted from the end of a lock). */
export const QUIET_RESET_MS = 15 * 60_000;
/** Rows quiet for longer are removed by the daily maintenance. */
const STALE_MS = 24 * 60 * 60_000;

/** The address row of the per-address limit. */
const ADDRESS_KEY = '';

export type Attempt = { username: string; ip: string; now: Date };
export type Reservation = { isAllowed: true } | { isAllowed: false; retryAfterSeconds: number };

/**
 * Counts one attempt against a counter unless it is locked; a locked counter is left untouched. Also the
 * public offer's accept form (decision 192), under a key no login pair can have.
 */
export const reserveThrottled = async (
  db: Db,
  key: { username: string; ip: string },
  rule: ThrottleRule,
  now: Date,
) => {
  const at = now.toISOString();
  const failures = sql`case when coalesce(login_throttles.locked_until, login_throttles.last_failure_at)
    < ${at}::timestamptz - ${QUIET_RESET_MS}::float8 * interval '1 millisecond' then 1 else login_throttles.failures + 1 end`;
  const lockFor = (count: SQL) => sql`case when ${count} >= ${rule.threshold}::int
    then ${at}::timestamptz + least(${rule.maxLockMs}::float8,
      ${rule.baseLockMs}::float8 * power(2, ${count} - ${rule.threshold}::int)) * interval '1 millisecond' end`;
  const rows = await queryRows<{ failures: number }>(
    db,
    sql`insert into login_throttles (username, ip, failures, last_failure_at, locked_until)
      values (${key.username}, ${key.ip}, 1, ${at}::timestamptz, ${lockFor(sql`1`)})
      on conflict (username, ip) do update set
        failures = ${failures},
        last_failure_at = ${at}::timestamptz,
        locked_until = ${lockFor(failures)}
      where login_throttles.locked_until is null or login_throttles.locked_until <= ${at}::timestamptz
      returning failures`,
  );
  if (rows.length > 0) return { isAllowed: true } as const;
  const [row] = await db
    .select({ lockedUntil: loginThrottles.lockedUntil })
    .from(loginThrottles)
    .where(and(eq(loginThrottles.username, key.username), eq(loginThrottles.ip, key.ip)));
  const until = row?.lockedUntil ? new Date(row.lockedUntil).getTime() : now.getTime();
  return { isAllowed: false, retryAfterSeconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)) } as const;
};

/** Takes back one counted attempt of the address (a success, or an attempt the pair refused). */
const releaseAddress = (db: Db, ip: string) =>
  db.execute(sql`update login_throttles set
      failures = greatest(failures - 1, 0),
      locked_until = case when failures - 1 >= ${ADDRESS_RULE.threshold}::int then locked_until end
    where username = ${ADDRESS_KEY} and ip = ${ip}`);

/** Reserves an attempt: counted for the address and the pair, or refused with the time to wait. */
export const reserveLoginAttempt = async (db: Db, attempt: Attempt): Promise<Reservation> => {
  const byAddress = await reserveThrottled(db, { username: ADDRESS_KEY, ip: attempt.ip }, ADDRESS_RULE, attempt.now);
  if (!byAddress.isAllowed) return byAddress;
  const byPair = await reserveThrottled(db, { username: attempt.username, ip: attempt.ip }, PAIR_RULE, attempt.now);
  if (!byPair.isAllowed) await releaseAddress(db, attempt.ip);
  return byPair;
};

/** A successful login: the pair starts over and the attempt no longer counts for the address. */
export const clearLoginAttempt = async (db: Db, attempt: Attempt) => {
  await db
    .delete(loginThrottles)
    .where(and(eq(loginThrottles.username, attempt.username), eq(loginThrottles.ip, attempt.ip)));
  await releaseAddress(db, attempt.ip);
};

/** An administrator unlocks a login name: its counters from every address are removed. */
export const unlockLogin = (db: Db, username: string) =>
  db.delete(loginThrottles).where(eq(loginThrottles.username, normalizeLogin(username)));

export const purgeStaleLoginThrottles = (db: Db, now = new Date()) =>
  db.delete(loginThrottles).where(lt(loginThrottles.lastFailureAt, new Date(now.getTime() - STALE_MS)));

export const normalizeLogin = (username: string) => username.trim().toLowerCase().slice(0, 100);
