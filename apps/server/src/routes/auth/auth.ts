import { loginRequestSchema, sessionUserSchema, userResponseSchema } from '@bo/contract/auth/schemas';
import { errorResponseSchema } from '@bo/contract/errors/error-response';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionCookieName } from '../../plugins/auth';
import { login, TooManyAttemptsError } from '../../services/auth/login';
import { createSession, deleteSession, SESSION_ABSOLUTE_MS } from '../../services/auth/sessions';
import { toSessionUser } from '../../services/users/load-user';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, isSecure } = app.ctx;
  const cookieName = sessionCookieName(isSecure);
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: isSecure,
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  };

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        body: loginRequestSchema,
        response: {
          200: userResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const record = await login(db, { ...request.body, ip: request.ip }).catch((error: unknown) => {
        if (error instanceof TooManyAttemptsError) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      });
      if (request.sessionId) await deleteSession(db, request.sessionId);
      const sessionId = await createSession(db, {
        userId: record.id,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      request.sessionId = sessionId;
      request.user = toSessionUser(record);
      reply.setCookie(cookieName, sessionId, cookieOptions);
      return { user: request.user };
    },
  );

  app.post(
    '/auth/logout',
    { schema: { tags, response: { 200: z.object({ user: sessionUserSchema.nullable() }) } } },
    async (request, reply) => {
      if (request.sessionId) await deleteSession(db, request.sessionId);
      request.sessionId = undefined;
      request.user = undefined;
      reply.clearCookie(cookieName, { path: '/' });
      return { user: null };
    },
  );

  app.get('/auth/logged', { schema: { tags, response: { 200: userResponseSchema } } }, async (request) => {
    return { user: request.user as NonNullable<typeof request.user> };
  });
};
