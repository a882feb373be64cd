import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runWithChangeContext } from '../services/history/change-context';
import { screenOf } from './audit';

/**
 * Runs each handler inside its change context (user, country, screen), for the change history
 * (decision 151). A callback-style preHandler: the handler is called from `done`, so it and every
 * promise it starts see the context (the body was read before, in another async scope).
 */
export const historyContextPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preHandler', (request, _reply, done) => {
    runWithChangeContext(
      { userId: request.user?.id ?? null, countryCode: request.country, ...screenOf(request) },
      done,
    );
  });
});
