import { createHash, timingSafeEqual } from 'node:crypto';
import { exchangeCallBodySchema, exchangeCallResponseSchema } from '@bo/contract/customers/call-schemas';
import { errorResponseSchema } from '@bo/contract/errors/error-response';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error';
import { recordExchangeCall } from '../../services/customers/calls';

/** Constant-time comparison of the bearer token (hashing first makes the lengths equal). */
export const isBearerValid = (header: string | undefined, expected: string) => {
  const match = /^Bearer\s+(.+)$/i.exec(header ?? '');
  if (!match?.[1]) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(match[1].trim()), digest(expected));
};

/**
 * The telephone exchange reports finished calls here (machine to machine, no session): it sends
 * `Authorization: Bearer <CALLS_API_TOKEN>`. Without CALLS_API_TOKEN configured the endpoint does
 * not exist (404). The permission table marks it public; this token is its authentication.
 */
export const callsExchangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, env } = app.ctx;

  app.post(
    '/calls/exchange',
    {
      onRequest: async (_request, reply) => {
        if (!env.CALLS_API_TOKEN) throw notFound();
        if (!isBearerValid(_request.headers.authorization, env.CALLS_API_TOKEN)) {
          reply.header('www-authenticate', 'Bearer');
          throw new AppError(401, 'error.unauthenticated');
        }
      },
      schema: {
        tags: ['calls'],
        summary: 'A finished call from the telephone exchange',
        description:
          "Authenticated by `Authorization: Bearer <token>`, the token being the server's CALLS_API_TOKEN (no cookie, no CSRF). " +
          'Matched to customers by the normalized phone of their contacts (+420… for Czech numbers). Idempotent on externalId. ' +
          'recording: optional base64 MP3, at most 10 MB. Answers 404 while CALLS_API_TOKEN is not set.',
        headers: z.object({ authorization: z.string().optional() }),
        body: exchangeCallBodySchema,
        response: { 200: exchangeCallResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => recordExchangeCall(db, request.body.call),
  );
};
