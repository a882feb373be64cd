import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findUserByLogin, type UserRecord } from '../users/load-user';
import { clearLoginAttempt, normalizeLogin, reserveLoginAttempt } from './login-throttle';
import { dummyPasswordHash, verifyPassword } from './password';

export type LoginOptions = { username: string; password: string; ip: string; now?: Date };

/** The error of a refused attempt; `retryAfterSeconds` becomes the Retry-After header. */
export class TooManyAttemptsError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'error.too_many_login_attempts');
  }
}

/**
 * Checks the credentials under the login throttle (login-throttle.ts). An IP-locked user is
 * refused from another address before the password is looked at, so the answer never tells
 * whether the password was right (and no password can be tried from there at all).
 */
export const login = async (db: Db, options: LoginOptions): Promise<UserRecord> => {
  const attempt = { username: normalizeLogin(options.username), ip: options.ip, now: options.now ?? new Date() };
  const reservation = await reserveLoginAttempt(db, attempt);
  if (!reservation.isAllowed) throw new TooManyAttemptsError(reservation.retryAfterSeconds);

  const user = await findUserByLogin(db, attempt.username);
  if (user?.ipLock && !ipMatches(user.ipLock, options.ip)) throw new AppError(403, 'error.ip_locked');
  const isValid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), options.password);
  if (!user || !isValid) throw new AppError(401, 'error.invalid_credentials');
  if (!user.isActive) throw new AppError(401, 'error.user_inactive');

  await clearLoginAttempt(db, attempt);
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
