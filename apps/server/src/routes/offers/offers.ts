import { flashMessagesField, flashOnlyResponseSchema } from '@bo/contract/customers/detail-schemas';
import { customerIdParamsSchema } from '@bo/contract/customers/fields';
import {
  cartResponseSchema,
  cartSaveBodySchema,
  cartSavedResponseSchema,
  customerOfferResponseSchema,
  customerOffersResponseSchema,
  offerCallsResponseSchema,
  offerCreateBodySchema,
  offerCreatedResponseSchema,
  offerDetailParamsSchema,
  offerParamsSchema,
  offerPartBodySchema,
  offerSavedResponseSchema,
  offerUpdateBodySchema,
  offerVideosResponseSchema,
  offerVideosUpdateBodySchema,
} from '@bo/contract/offers/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldError } from '../../lib/app-error';
import { successFlash } from '../../lib/flash';
import { createApplicationFromOffer } from '../../services/offers/create-application';
import { getOfferCart, saveOfferCart } from '../../services/offers/offer-products';
import {
  createOffer,
  deleteOffer,
  getOffer,
  listOfferCalls,
  listOffers,
  updateOffer,
  updateOfferPart,
} from '../../services/offers/offers';
import { listOfferVideos, updateOfferVideos } from '../../services/videos/videos';
import { offerErrors, offerRefOf, offerTags } from './offer-route-parts';

const tags = offerTags;
const errors = offerErrors;

/** The offers tab (overview §2.6), administrators and operators (rules §7). */
export const customerOffersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const userIdOf = (user: { id: number } | undefined) => user?.id ?? 0;
  const refOf = offerRefOf;

  app.get(
    '/customers/:id/offers',
    { schema: { tags, params: customerIdParamsSchema, response: { 200: customerOffersResponseSchema, ...errors } } },
    async (request) => ({
      customerOffers: await listOffers(db, { customerId: request.params.id, countryCode: request.country }),
    }),
  );

  app.post(
    '/customers/:id/offers',
    {
      schema: {
        tags,
        params: customerIdParamsSchema,
        body: offerCreateBodySchema,
        response: { 200: offerCreatedResponseSchema, ...errors },
      },
    },
    async (request) => ({
      id: await createOffer(db, {
        customerId: request.params.id,
        countryCode: request.country,
        userId: userIdOf(request.user),
        offer: request.body.customerOffer,
      }),
      flashMessages: successFlash('message.offer_created'),
    }),
  );

  app.get(
    '/customers/:id/offers/:offerId',
    { schema: { tags, params: offerParamsSchema, response: { 200: customerOfferResponseSchema, ...errors } } },
    async (request) => ({ customerOffer: await getOffer(db, refOf(request)) }),
  );

  app.put(
    '/customers/:id/offers/:offerId',
    {
      schema: {
        tags,
        params: offerParamsSchema,
        body: offerUpdateBodySchema,
        response: { 200: offerSavedResponseSchema, ...errors },
      },
    },
    async (request) => ({
      customerOffer: await updateOffer(db, {
        ...refOf(request),
        userId: userIdOf(request.user),
        offer: request.body.customerOffer,
      }),
      flashMessages: successFlash('message.offer_saved'),
    }),
  );

  app.delete(
    '/customers/:id/offers/:offerId',
    { schema: { tags, params: offerParamsSchema, response: { 200: flashOnlyResponseSchema, ...errors } } },
    async (request) => {
      await deleteOffer(db, refOf(request));
      return { flashMessages: successFlash('message.offer_deleted') };
    },
  );

  app.put(
    '/customers/:id/offers/:offerId/:detail',
    {
      schema: {
        tags,
        summary: 'Saves one part (application or lapol) of a version 1 offer',
        params: offerDetailParamsSchema,
        body: offerPartBodySchema,
        response: { 200: offerSavedResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { detail } = request.params;
      const body = request.body.customerOffer;
      const chosen = detail === 'application' ? body.application : body.lapol;
      if (!chosen) throw fieldError({ [detail]: 'required' });
      return {
        customerOffer: await updateOfferPart(db, {
          ...refOf(request),
          userId: userIdOf(request.user),
          detail,
          part: chosen,
          lockVersion: body.lockVersion,
        }),
        flashMessages: successFlash('message.offer_saved'),
      };
    },
  );

  app.get(
    '/customers/:id/offers/:offerId/calls',
    { schema: { tags, params: offerParamsSchema, response: { 200: offerCallsResponseSchema, ...errors } } },
    async (request) => ({ customerOfferCalls: await listOfferCalls(db, refOf(request)) }),
  );

  app.get(
    '/customers/:id/offers/:offerId/products',
    { schema: { tags, params: offerParamsSchema, response: { 200: cartResponseSchema, ...errors } } },
    async (request) => getOfferCart(db, refOf(request)),
  );

  app.post(
    '/customers/:id/offers/:offerId/products',
    {
      schema: {
        tags,
        summary: "Replaces the offer's cart; the server recomputes every line from the catalogue",
        params: offerParamsSchema,
        body: cartSaveBodySchema,
        response: { 200: cartSavedResponseSchema, ...errors },
      },
    },
    async (request) => ({
      ...(await saveOfferCart(db, {
        ...refOf(request),
        userId: userIdOf(request.user),
        products: request.body.products,
        lockVersion: request.body.lockVersion,
      })),
      flashMessages: successFlash('message.offer_products_updated'),
    }),
  );

  app.get(
    '/customers/:id/offers/:offerId/videos',
    { schema: { tags, params: offerParamsSchema, response: { 200: offerVideosResponseSchema, ...errors } } },
    async (request) => ({ offerVideos: await listOfferVideos(db, refOf(request)) }),
  );

  app.put(
    '/customers/:id/offers/:offerId/videos',
    {
      schema: {
        tags,
        params: offerParamsSchema,
        body: offerVideosUpdateBodySchema,
        response: { 200: offerVideosResponseSchema.extend({ flashMessages: flashMessagesField }), ...errors },
      },
    },
    async (request) => ({
      offerVideos: await updateOfferVideos(db, { ...refOf(request), offerVideos: request.body.offerVideos }),
      flashMessages: successFlash('message.offer_videos_saved'),
    }),
  );

  app.post(
    '/customers/:id/applications/create-from-offer/:offerId',
    {
      schema: {
        tags,
        summary: "A new application whose company cart is a copy of the offer's cart",
        params: offerParamsSchema,
        response: { 200: offerCreatedResponseSchema, ...errors },
      },
    },
    async (request) => ({
      id: await createApplicationFromOffer(db, { ...refOf(request), userId: userIdOf(request.user) }),
      flashMessages: successFlash('message.application_created_from_offer'),
    }),
  );
};
