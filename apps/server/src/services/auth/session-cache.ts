import type { Db } from '../../db/client';
import type { SessionChangeListener } from '../../db/session-changes';
import type { UserRecord } from '../users/load-user';
import { hashSessionId, isSessionLive, type LiveSession, readSession } from './sessions';

/** How long a session's user is kept without a read of the database, at most (decision 214). */
export const SESSION_CACHE_MS = 10_000;
/** How many sessions are kept at most; past that the one kept longest is dropped. */
export const SESSION_CACHE_SIZE = 10_000;

type Entry = LiveSession & { userId: number; cachedAt: number };

/**
 * The users of recent sessions, kept in this process for up to SESSION_CACHE_MS so that a burst of requests reads its
 * session once (decision 214). It is used only while the database's announcements are heard (`listener`): every change
 * that can end a session or change its user (migration 0045) drops that user's sessions here as it commits, so a
 * logout, a deactivation, a new password or new roles take effect on the next request, on every instance.
 *
 * A read that was under way when an announcement came is not kept (`generation`): it may have seen the data before
 * the change. Times are checked on every use, so a kept session never outlives its idle or absolute limit.
 */
export const createSessionCache = (options: { ttlMs?: number; size?: number } = {}) => {
  const ttlMs = options.ttlMs ?? SESSION_CACHE_MS;
  const size = options.size ?? SESSION_CACHE_SIZE;
  const entries = new Map<string, Entry>();
  let generation = 0;
  let isWatching = false;

  const forget = (payload: string) => {
    generation += 1;
    const userId = Number(payload);
    if (payload === '' || !Number.isSafeInteger(userId)) {
      entries.clear();
      return;
    }
    for (const [key, entry] of entries) if (entry.userId === userId) entries.delete(key);
  };

  const listener: SessionChangeListener = {
    onChange: forget,
    onWatching: (value) => {
      isWatching = value;
      forget('');
    },
  };

  /** The user of a live session, from memory when kept and still live, else from the database (then kept). */
  const resolve = async (db: Db, sessionId: string, now = new Date()): Promise<UserRecord | undefined> => {
    const key = hashSessionId(sessionId);
    const time = now.getTime();
    const kept = isWatching ? entries.get(key) : undefined;
    if (kept && time - kept.cachedAt < ttlMs && isSessionLive(kept, time)) return kept.record;
    if (kept) entries.delete(key);
    const startedIn = generation;
    const session = await readSession(db, sessionId, now);
    if (session && isWatching && generation === startedIn) {
      if (entries.size >= size) entries.delete(entries.keys().next().value as string);
      // shared by the requests that use it: frozen, so none can change it for the others
      Object.freeze(session.record.roles);
      Object.freeze(session.record.countryCodes);
      entries.set(key, {
        ...session,
        record: Object.freeze(session.record),
        userId: session.record.id,
        cachedAt: time,
      });
    }
    return session?.record;
  };

  return {
    resolve,
    listener,
    /** How many sessions are kept (tests). */
    get size() {
      return entries.size;
    },
  };
};

export type SessionCache = ReturnType<typeof createSessionCache>;

/**
 * `listener` with what an operator should hear: a warning when the database's announcements stop being heard after
 * they were (every request reads its session from the database meanwhile), a notice when they are heard again.
 * Nothing at the start, and nothing once `close` is called (the app's own stop is no loss).
 */
export const loggedWatching = (
  listener: SessionChangeListener,
  log: { warn: (message: string) => void; info: (message: string) => void },
) => {
  let phase: 'starting' | 'watching' | 'lost' | 'closed' = 'starting';
  return {
    listener: {
      onChange: listener.onChange,
      onWatching: (isWatching: boolean) => {
        listener.onWatching(isWatching);
        if (phase === 'closed') return;
        if (!isWatching && phase === 'watching') {
          phase = 'lost';
          log.warn('session announcements not heard: every request reads its session from the database');
        } else if (isWatching && phase !== 'watching') {
          if (phase === 'lost') log.info('session announcements heard again');
          phase = 'watching';
        }
      },
    } satisfies SessionChangeListener,
    close: () => {
      phase = 'closed';
    },
  };
};
