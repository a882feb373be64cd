import { idParamsSchema } from '@bo/contract/common/fields';
import {
  userProfitsBodySchema,
  userProfitsResponseSchema,
  voipLinesQuerySchema,
  voipLinesResponseSchema,
} from '@bo/contract/users/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listUserProfits, saveUserProfits } from '../../services/users/profits';
import { listAvailableLines } from '../../services/users/voip-lines';

const tags = ['users'];

/** A user's commissions per product (overview §2.10 user profit) and the telephone lines a user can be given. */
export const userProfitsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/users/:id/profits',
    { schema: { tags, params: idParamsSchema, response: { 200: userProfitsResponseSchema } } },
    async (request) => ({
      userProfits: await listUserProfits(db, { userId: request.params.id, countryCode: request.country }),
    }),
  );

  app.put(
    '/users/:id/profits',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: userProfitsBodySchema,
        response: { 200: userProfitsResponseSchema },
      },
    },
    async (request) => {
      await saveUserProfits(db, {
        userId: request.params.id,
        countryCode: request.country,
        profits: request.body.userProfits,
        actorId: request.user?.id ?? null,
      });
      return { userProfits: await listUserProfits(db, { userId: request.params.id, countryCode: request.country }) };
    },
  );

  app.get(
    '/call/lines',
    { schema: { tags, querystring: voipLinesQuerySchema, response: { 200: voipLinesResponseSchema } } },
    async (request) => ({ voipLines: await listAvailableLines(db, request.query.userId) }),
  );
};
