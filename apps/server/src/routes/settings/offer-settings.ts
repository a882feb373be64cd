import { idParamsSchema } from '@bo/contract/common/fields';
import {
  offerPriceBodySchema,
  offerPriceTypeSchema,
  offerRatingBodySchema,
  offerSettingsResponseSchema,
} from '@bo/contract/settings/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getOfferSettings, saveOfferPrice, saveOfferRating } from '../../services/settings/offer-settings';

const tags = ['catalog'];

export const offerSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get('/offer-settings', { schema: { tags, response: { 200: offerSettingsResponseSchema } } }, async (request) =>
    getOfferSettings(db, request.country),
  );

  app.put(
    '/offer-settings/price/:type',
    {
      schema: {
        tags,
        params: z.object({ type: offerPriceTypeSchema }),
        body: offerPriceBodySchema,
        response: { 200: offerSettingsResponseSchema },
      },
    },
    async (request) => {
      await saveOfferPrice(db, {
        countryCode: request.country,
        type: request.params.type,
        ...request.body,
        actorId: request.user?.id ?? null,
      });
      return getOfferSettings(db, request.country);
    },
  );

  app.put(
    '/offer-settings/rating/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: offerRatingBodySchema,
        response: { 200: offerSettingsResponseSchema },
      },
    },
    async (request) => {
      await saveOfferRating(db, {
        countryCode: request.country,
        id: request.params.id,
        ...request.body,
        actorId: request.user?.id ?? null,
      });
      return getOfferSettings(db, request.country);
    },
  );
};
