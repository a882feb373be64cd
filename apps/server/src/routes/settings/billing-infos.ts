import { idParamsSchema } from '@bo/contract/common/fields';
import { errorResponseSchema } from '@bo/contract/errors/error-response';
import {
  billingInfoBodySchema,
  billingInfoResponseSchema,
  billingInfoUpdateBodySchema,
} from '@bo/contract/settings/billing-infos';
import { idResponseSchema, okResponseSchema } from '@bo/contract/settings/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createBillingInfo,
  deleteBillingInfo,
  getBillingInfo,
  updateBillingInfo,
} from '../../services/settings/billing-infos';

const tags = ['settings'];
const errors = { 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

/**
 * Settings → Fakturační subjekty (decision 174): one billing info of the request's country. The list is
 * `GET /v1/billing-info` (routes/reference).
 */
export const billingInfosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/billing-info/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: billingInfoResponseSchema, ...errors } } },
    async (request) => ({
      billingInfo: await getBillingInfo(db, { countryCode: request.country, id: request.params.id }),
    }),
  );

  app.post(
    '/billing-info',
    { schema: { tags, body: billingInfoBodySchema, response: { 200: idResponseSchema, ...errors } } },
    async (request) => ({
      id: await createBillingInfo(db, { countryCode: request.country, input: request.body.billingInfo }),
    }),
  );

  app.put(
    '/billing-info/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: billingInfoUpdateBodySchema,
        response: { 200: billingInfoResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { lockVersion, ...input } = request.body.billingInfo;
      return {
        billingInfo: await updateBillingInfo(db, {
          countryCode: request.country,
          id: request.params.id,
          input,
          lockVersion,
          actorId: request.user?.id ?? null,
        }),
      };
    },
  );

  app.delete(
    '/billing-info/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: okResponseSchema, ...errors } } },
    async (request) => {
      await deleteBillingInfo(db, { countryCode: request.country, id: request.params.id });
      return { ok: true as const };
    },
  );
};
