import { accessFor, decideAccess } from '@bo/contract/auth/permissions';
import { sessionHintCookieName } from '@bo/contract/auth/session-hint';
import { type CountryCode, countryCodes } from '@bo/contract/reference/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { createCsrfToken, SESSION_ABSOLUTE_MS, verifyCsrfToken } from '../services/auth/sessions';
import { toSessionUser } from '../services/users/load-user';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';

/**
 * Machine-to-machine routes that authenticate with their own bearer token (never a cookie), so a
 * forged cross-site request has nothing to ride on: they are exempt from the CSRF check.
 */
export const BEARER_TOKEN_ROUTES: ReadonlySet<string> = new Set(['POST /v1/calls/exchange']);

export const sessionCookieName = (isSecure: boolean) => (isSecure ? '__Host-sid' : 'sid');

const isCountryCode = (value: unknown): value is CountryCode =>
  typeof value === 'string' && (countryCodes as readonly string[]).includes(value);

/** Refuses requests whose browser says they come from another site. */
const isCrossSite = (request: FastifyRequest) => {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') return true;
  const origin = request.headers.origin;
  if (!origin || origin === 'null') return origin === 'null';
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
};

/**
 * Sessions, CSRF, roles and countries — all driven by the one permission table of the contract.
 * Runs before body parsing, so a refused request is never validated or executed.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  const { db, csrfKey, isSecure, sessionCache } = app.ctx;
  const cookieName = sessionCookieName(isSecure);
  const hintCookieName = sessionHintCookieName(isSecure);
  app.decorateRequest('user', undefined);
  app.decorateRequest('sessionId', undefined);
  app.decorateRequest('isSessionRead', false);
  app.decorateRequest('country', 'cz');

  app.addHook('onRequest', async (request, reply) => {
    const routeUrl = request.routeOptions.url;
    if (!routeUrl || !isApiRoute(routeUrl)) return;
    await loadSession(request, reply);
    const access = accessFor(request.method, routeUrl);
    const decision = decideAccess(access, request.user);
    if (decision === 'unauthenticated') throw new AppError(401, 'error.unauthenticated');
    const isBearerRoute = BEARER_TOKEN_ROUTES.has(`${request.method} ${routeUrl}`);
    if (UNSAFE_METHODS.has(request.method) && !isBearerRoute && !isCsrfValid(request)) {
      throw new AppError(403, 'error.csrf');
    }
    if (decision === 'forbidden') {
      if (!access) request.log.error({ route: `${request.method} ${routeUrl}` }, 'route missing from permission table');
      throw new AppError(403, 'error.forbidden');
    }
    const requested = request.headers['x-country'];
    const user = request.user;
    if (!user) {
      request.country = isCountryCode(requested) ? requested : 'cz';
      return;
    }
    const allowed = user.countryCodes;
    if (isCountryCode(requested) && allowed.includes(requested)) {
      request.country = requested;
    } else if (requested && access && access.kind !== 'public' && access.countryScoped) {
      throw new AppError(403, 'error.country_forbidden');
    } else {
      request.country = allowed[0] ?? 'cz';
    }
  });

  /** Every response carries a CSRF cookie valid for the session it ends with. */
  app.addHook('onSend', async (request, reply, payload) => {
    // Only API responses know the session (static files and the page shell do not load it),
    // so only they may judge and replace the token.
    const routeUrl = request.routeOptions.url;
    if (!routeUrl || !isApiRoute(routeUrl)) return payload;
    // A failed session read (database error) knows no session: a token issued now would be bound
    // to none and replace the user's valid one, failing their next save.
    if (!request.isSessionRead) return payload;
    const current = request.cookies[CSRF_COOKIE];
    const rotated = reply.getHeader('set-cookie')?.toString().includes(`${CSRF_COOKIE}=`);
    if (!rotated && !verifyCsrfToken(csrfKey, request.sessionId, current)) {
      reply.setCookie(CSRF_COOKIE, createCsrfToken(csrfKey, request.sessionId), {
        path: '/',
        sameSite: 'lax',
        secure: isSecure,
        httpOnly: false,
      });
    }
    // The readable hint that a session exists (contract auth/session-hint.ts): it follows the
    // session the response ends with, so login sets it and logout or an expired session removes it.
    const hasHint = request.cookies[hintCookieName] === '1';
    if (request.sessionId && !hasHint) {
      reply.setCookie(hintCookieName, '1', {
        path: '/',
        sameSite: 'lax',
        secure: isSecure,
        httpOnly: false,
        maxAge: SESSION_ABSOLUTE_MS / 1000,
      });
    } else if (!request.sessionId && request.cookies[hintCookieName] !== undefined) {
      reply.clearCookie(hintCookieName, { path: '/' });
    }
    return payload;
  });

  const loadSession = async (request: FastifyRequest, reply: FastifyReply) => {
    const sessionId = request.cookies[cookieName];
    if (!sessionId) {
      request.isSessionRead = true;
      return;
    }
    const record = await sessionCache.resolve(db, sessionId);
    request.isSessionRead = true;
    if (!record) {
      reply.clearCookie(cookieName, { path: '/' });
      return;
    }
    request.sessionId = sessionId;
    request.user = toSessionUser(record);
  };

  const isCsrfValid = (request: FastifyRequest) => {
    if (isCrossSite(request)) return false;
    const header = request.headers[CSRF_HEADER];
    const cookie = request.cookies[CSRF_COOKIE];
    if (typeof header !== 'string' || header !== cookie) return false;
    return verifyCsrfToken(csrfKey, request.sessionId, header);
  };
});

export const isApiRoute = (url: string) => url.startsWith('/v1/') || url.startsWith('/v2/') || url === '/health';
