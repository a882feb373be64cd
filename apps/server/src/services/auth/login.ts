import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { findUserByLogin, type UserRecord } from '../users/load-user';
import { dummyPasswordHash, verifyPassword } from './password';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_USERNAME = 5;
export const MAX_FAILURES_PER_IP = 20;

export type LoginOptions = { username: string; password: string; ip: string; now?: Date };

/**
 * Checks the credentials. Failures are counted per username and per address; past the limit
 * every attempt is refused with 429 and still counted, so hammering keeps the lock growing.
 */
export const login = async (db: Db, options: LoginOptions): Promise<UserRecord> => {
  const now = options.now ?? new Date();
  const username = options.username.trim().toLowerCase();
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);

  const [byUsername, byIp] = await Promise.all([
    countFailures(db, and(eq(loginFailures.username, username), gte(loginFailures.at, since))),
    countFailures(db, and(eq(loginFailures.ip, options.ip), gte(loginFailures.at, since))),
  ]);
  if (byUsername >= MAX_FAILURES_PER_USERNAME || byIp >= MAX_FAILURES_PER_IP) {
    await recordFailure(db, username, options.ip, now);
    throw new AppError(429, 'error.too_many_login_attempts');
  }

  const user = await findUserByLogin(db, username);
  const isValid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), options.password);
  if (!user || !isValid) {
    await recordFailure(db, username, options.ip, now);
    throw new AppError(401, 'error.invalid_credentials');
  }
  if (!user.isActive) throw new AppError(401, 'error.user_inactive');
  if (user.ipLock && !ipMatches(user.ipLock, options.ip)) throw new AppError(403, 'error.ip_locked');

  await db.delete(loginFailures).where(eq(loginFailures.username, username));
  return user;
};

/** ipLock may list several addresses separated by commas or spaces. */
export const ipMatches = (ipLock: string, ip: string) => {
  const normalized = ip.replace(/^::ffff:/, '');
  return ipLock
    .split(/[\s,;]+/)
    .filter(Boolean)
    .some((allowed) => allowed === normalized || allowed === ip);
};

const countFailures = async (db: Db, where: ReturnType<typeof and>) => {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(loginFailures).where(where);
  return Number(row?.count ?? 0);
};

const recordFailure = (db: Db, username: string, ip: string, at: Date) =>
  db.insert(loginFailures).values({ username: username.slice(0, 100), ip, at });
