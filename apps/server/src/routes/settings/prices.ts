import { calculatePricesRequestSchema, calculatePricesResponseSchema } from '@bo/contract/money/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calculatePrices } from '../../services/settings/prices';

export const pricesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/prices/calculate-prices',
    {
      schema: {
        tags: ['catalog'],
        body: calculatePricesRequestSchema,
        response: { 200: calculatePricesResponseSchema },
      },
    },
    async (request) => ({ prices: await calculatePrices(app.ctx.db, request.country, request.body.prices) }),
  );
};
