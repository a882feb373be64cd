import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRowsPrepared } from '../../db/query';
import { sessions } from '../../db/schema/index';
import { selectUsers, toRecord, type UserRecord, type UserRow } from '../users/load-user';

/** DESIGN §3: inactivity timeout 4 h, absolute lifetime 24 h. */
export const SESSION_IDLE_MS = 4 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reads do not turn into writes. */
const TOUCH_INTERVAL_MS = 60 * 1000;

/** A session id as the database stores it (its SHA-256): the cookie's value itself is never kept. */
export const hashSessionId = (sessionId: string) => createHash('sha256').update(sessionId).digest('hex');

export const newSessionId = () => randomBytes(16).toString('base64url');

export type CreateSessionOptions = { userId: number; ip?: string; userAgent?: string };

export const createSession = async (db: Db, options: CreateSessionOptions) => {
  const sessionId = newSessionId();
  await db.insert(sessions).values({
    idHash: hashSessionId(sessionId),
    userId: options.userId,
    ip: options.ip ?? null,
    userAgent: options.userAgent?.slice(0, 300) ?? null,
  });
  return sessionId;
};

type SessionUserRow = UserRow & { session_created_at: string | Date; session_last_seen_at: string | Date };

/** A live session's user and times, as the database holds them after this read. */
export type LiveSession = { record: UserRecord; createdAt: number; lastSeenAt: number };

/** Whether a session of these times is still live at `now` (DESIGN §3: idle 4 h, absolute 24 h). */
export const isSessionLive = (session: { createdAt: number; lastSeenAt: number }, now: number) =>
  now - session.lastSeenAt <= SESSION_IDLE_MS && now - session.createdAt <= SESSION_ABSOLUTE_MS;

/**
 * The user of a live session in one query, with the session's times, or undefined; expired sessions and sessions of
 * deactivated users are removed on sight.
 */
export const readSession = async (db: Db, sessionId: string, now = new Date()): Promise<LiveSession | undefined> => {
  const idHash = hashSessionId(sessionId);
  const [row] = await queryRowsPrepared<SessionUserRow>(
    db,
    'resolve_session',
    selectUsers(sql`s.id_hash = ${idHash}`, {
      columns: sql`s.created_at as session_created_at, s.last_seen_at as session_last_seen_at,`,
      joins: sql`join sessions s on s.user_id = u.id`,
    }),
  );
  if (!row) return undefined;
  const createdAt = new Date(row.session_created_at).getTime();
  let lastSeenAt = new Date(row.session_last_seen_at).getTime();
  if (!isSessionLive({ createdAt, lastSeenAt }, now.getTime()) || !row.is_active) {
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    return undefined;
  }
  if (now.getTime() - lastSeenAt > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
    lastSeenAt = now.getTime();
  }
  return { record: toRecord(row), createdAt, lastSeenAt };
};

export const deleteSession = (db: Db, sessionId: string) =>
  db.delete(sessions).where(eq(sessions.idHash, hashSessionId(sessionId)));

/** Ends every session of a user (deactivation, password change). */
export const deleteUserSessions = (db: Db, userId: number) => db.delete(sessions).where(eq(sessions.userId, userId));

export const purgeExpiredSessions = (db: Db, now = new Date()) =>
  db
    .delete(sessions)
    .where(
      or(
        lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
        lt(sessions.createdAt, new Date(now.getTime() - SESSION_ABSOLUTE_MS)),
      ),
    );

/**
 * Signed double-submit CSRF token (OWASP): `nonce.hmac(key, binding.nonce)`, bound to the session
 * id when there is one, so a token from one session is worthless in another.
 */
export const createCsrfToken = (key: string, sessionId: string | undefined) => {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${sign(key, sessionId, nonce)}`;
};

export const verifyCsrfToken = (key: string, sessionId: string | undefined, token: string | undefined) => {
  if (!token) return false;
  const [nonce, signature] = token.split('.');
  if (!nonce || !signature) return false;
  const expected = Buffer.from(sign(key, sessionId, nonce));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
};

const sign = (key: string, sessionId: string | undefined, nonce: string) =>
  createHmac('sha256', key)
    .update(`${sessionId ?? 'anonymous'}.${nonce}`)
    .digest('base64url');
