import {
  customerBodySchema,
  customerCreatedResponseSchema,
  customerResponseSchema,
  customerSavedResponseSchema,
  customerUpdateBodySchema,
  flashOnlyResponseSchema,
} from '@bo/contract/customers/detail-schemas';
import { customerIdParamsSchema } from '@bo/contract/customers/fields';
import { customerListQuerySchema, customerListResponseSchema } from '@bo/contract/customers/list-schemas';
import { errorResponseSchema } from '@bo/contract/errors/error-response';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successFlash } from '../../lib/flash';
import { getCustomer } from '../../services/customers/customer-detail';
import { listCustomers } from '../../services/customers/list-customers';
import { createCustomer, deleteCustomer, updateCustomer } from '../../services/customers/save-customer';

const tags = ['customers'];
const errors = { 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

/** The customer list and the customer itself (overview §2.5, §2.6 detail tab). */
export const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const actorOf = (user: { id: number; roles: readonly string[] } | undefined) => ({
    id: user?.id ?? 0,
    roles: user?.roles ?? [],
  });

  app.get(
    '/customers',
    { schema: { tags, querystring: customerListQuerySchema, response: { 200: customerListResponseSchema } } },
    async (request) => {
      const { page, ...filter } = request.query;
      return listCustomers(db, { countryCode: request.country, filter, page });
    },
  );

  app.post(
    '/customers',
    { schema: { tags, body: customerBodySchema, response: { 200: customerCreatedResponseSchema, ...errors } } },
    async (request) => ({
      id: await createCustomer(db, {
        countryCode: request.country,
        input: request.body.customer,
        actor: actorOf(request.user),
      }),
      flashMessages: successFlash('message.customer_successfully_saved'),
    }),
  );

  app.get(
    '/customers/:id',
    { schema: { tags, params: customerIdParamsSchema, response: { 200: customerResponseSchema, ...errors } } },
    async (request) => ({
      customer: await getCustomer(db, {
        customerId: request.params.id,
        countryCode: request.country,
        roles: request.user?.roles ?? [],
      }),
    }),
  );

  app.put(
    '/customers/:id',
    {
      schema: {
        tags,
        params: customerIdParamsSchema,
        body: customerUpdateBodySchema,
        response: { 200: customerSavedResponseSchema, ...errors },
      },
    },
    async (request) => {
      const ref = { customerId: request.params.id, countryCode: request.country };
      const { lockVersion, ...input } = request.body.customer;
      await updateCustomer(db, { ...ref, input, lockVersion, actor: actorOf(request.user) });
      return {
        customer: await getCustomer(db, { ...ref, roles: request.user?.roles ?? [] }),
        flashMessages: successFlash('message.customer_successfully_saved'),
      };
    },
  );

  app.delete(
    '/customers/:id',
    {
      schema: {
        tags,
        params: customerIdParamsSchema,
        response: { 200: flashOnlyResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request) => {
      await deleteCustomer(db, { customerId: request.params.id, countryCode: request.country });
      return { flashMessages: successFlash('message.customer_successfully_deleted') };
    },
  );
};
