import type { SessionUser } from '@bo/contract/auth/schemas';
import type { CountryCode } from '@bo/contract/reference/schemas';
import type { Env } from '../config/env';
import type { Db } from '../db/client';
import type { SecretBox } from '../lib/secret-box';
import type { SessionCache } from '../services/auth/session-cache';

export type AppContext = {
  db: Db;
  dbKind: 'pglite' | 'postgres';
  env: Env;
  /** HMAC key of the CSRF tokens, shared by all instances through the database. */
  csrfKey: string;
  appHash: string;
  isSecure: boolean;
  /** Encrypts secrets at rest (SMTP passwords). */
  secretBox: SecretBox;
  /** The users of recent sessions, kept while the database's announcements are heard (decision 214). */
  sessionCache: SessionCache;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    registeredRoutes: { method: string; url: string }[];
  }
  interface FastifyRequest {
    user?: SessionUser;
    sessionId?: string;
    /** The session cookie was looked up (a database error leaves it false). */
    isSessionRead: boolean;
    country: CountryCode;
  }
}
