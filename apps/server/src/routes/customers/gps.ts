import { flashOnlyResponseSchema } from '@bo/contract/customers/detail-schemas';
import { customerIdParamsSchema, customerSubIdParamsSchema } from '@bo/contract/customers/fields';
import {
  gpsBodySchema,
  gpsCreatedResponseSchema,
  gpsListResponseSchema,
  gpsSavedResponseSchema,
  gpsUpdateBodySchema,
} from '@bo/contract/customers/gps-schemas';
import { errorResponseSchema } from '@bo/contract/errors/error-response';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successFlash } from '../../lib/flash';
import { createGps, deleteGps, listGps, updateGps } from '../../services/customers/gps';

const tags = ['customers'];
const errors = { 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const saved = () => successFlash('message.customer_gps_saved');

/** GPS points of a customer (overview §2.6 detail tab). */
export const customerGpsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/customers/:id/gps',
    { schema: { tags, params: customerIdParamsSchema, response: { 200: gpsListResponseSchema, ...errors } } },
    async (request) => ({ gps: await listGps(db, { customerId: request.params.id, countryCode: request.country }) }),
  );

  app.post(
    '/customers/:id/gps',
    {
      schema: {
        tags,
        params: customerIdParamsSchema,
        body: gpsBodySchema,
        response: { 200: gpsCreatedResponseSchema, ...errors },
      },
    },
    async (request) => ({
      id: await createGps(db, { customerId: request.params.id, countryCode: request.country, input: request.body.gps }),
      flashMessages: saved(),
    }),
  );

  app.put(
    '/customers/:id/gps/:subId',
    {
      schema: {
        tags,
        params: customerSubIdParamsSchema,
        body: gpsUpdateBodySchema,
        response: { 200: gpsSavedResponseSchema, ...errors },
      },
    },
    async (request) => ({
      gps: await updateGps(db, {
        customerId: request.params.id,
        countryCode: request.country,
        gpsId: request.params.subId,
        input: request.body.gps,
        lockVersion: request.body.gps.lockVersion,
        actorId: request.user?.id ?? null,
      }),
      flashMessages: saved(),
    }),
  );

  app.delete(
    '/customers/:id/gps/:subId',
    { schema: { tags, params: customerSubIdParamsSchema, response: { 200: flashOnlyResponseSchema, ...errors } } },
    async (request) => {
      await deleteGps(db, { customerId: request.params.id, countryCode: request.country, gpsId: request.params.subId });
      return { flashMessages: saved() };
    },
  );
};
