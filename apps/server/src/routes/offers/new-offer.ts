import { customerIdParamsSchema } from '@bo/contract/customers/fields';
import { errorResponseSchema } from '@bo/contract/errors/error-response';
import {
  cartResponseSchema,
  customerOfferResponseSchema,
  offerVideosResponseSchema,
} from '@bo/contract/offers/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newOfferCart } from '../../services/offers/offer-products';
import { newOfferTemplate } from '../../services/offers/offers';
import { newOfferVideos } from '../../services/videos/videos';

const tags = ['offers'];
const errors = { 400: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/**
 * What a new offer's screen starts from, nothing stored (decision 193): the offer (version, the user's template
 * texts, the customer's e-mails), an empty cart with the supplier's VAT status, the catalogue's videos, all shown.
 */
export const newOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const refOf = (request: { params: { id: number }; country: string }) => ({
    customerId: request.params.id,
    countryCode: request.country,
  });

  app.get(
    '/customers/:id/offers/new',
    {
      schema: {
        tags,
        summary: 'The offer a new form starts from (version, template texts, customer e-mails); nothing stored',
        params: customerIdParamsSchema,
        response: { 200: customerOfferResponseSchema, ...errors },
      },
    },
    async (request) => ({
      customerOffer: await newOfferTemplate(db, { ...refOf(request), userId: request.user?.id ?? 0 }),
    }),
  );

  app.get(
    '/customers/:id/offers/new/products',
    {
      schema: {
        tags,
        summary: "A new offer's cart: empty, with the supplier's VAT status; nothing stored",
        params: customerIdParamsSchema,
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request) => newOfferCart(db, refOf(request)),
  );

  app.get(
    '/customers/:id/offers/new/videos',
    {
      schema: {
        tags,
        summary: "A new offer's videos: every catalogue video of the country, shown; nothing stored",
        params: customerIdParamsSchema,
        response: { 200: offerVideosResponseSchema, ...errors },
      },
    },
    async (request) => ({ offerVideos: await newOfferVideos(db, refOf(request)) }),
  );
};
