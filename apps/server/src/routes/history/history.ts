import { errorResponseSchema } from '@bo/contract/errors/error-response';
import { historyQuerySchema, historyResponseSchema } from '@bo/contract/history/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listHistory } from '../../services/history/list-history';
import { actorOf } from '../request-actor';

/** GET /v1/history?entity=customer&id=…: a record's change history (decision 151). */
export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  app.get(
    '/history',
    {
      schema: {
        tags: ['history'],
        querystring: historyQuerySchema,
        response: {
          200: historyResponseSchema,
          400: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) =>
      listHistory(db, {
        ...request.query,
        countryCode: request.country,
        actor: actorOf(request),
      }),
  );
};
