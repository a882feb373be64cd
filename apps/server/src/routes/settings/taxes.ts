import { idParamsSchema } from '@bo/contract/common/fields';
import {
  idResponseSchema,
  okResponseSchema,
  taxBodySchema,
  taxesResponseSchema,
  taxUpdateBodySchema,
} from '@bo/contract/settings/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createTax, deleteTax, listTaxes, updateTax } from '../../services/settings/taxes';

const tags = ['catalog'];

export const taxesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get('/taxes', { schema: { tags, response: { 200: taxesResponseSchema } } }, async (request) => ({
    taxes: await listTaxes(db, request.country),
  }));

  app.post(
    '/taxes',
    { schema: { tags, body: taxBodySchema, response: { 200: idResponseSchema } } },
    async (request) => ({
      id: await createTax(db, request.country, request.body),
    }),
  );

  app.put(
    '/taxes/:id',
    { schema: { tags, params: idParamsSchema, body: taxUpdateBodySchema, response: { 200: idResponseSchema } } },
    async (request) => {
      await updateTax(db, request.country, request.params.id, { ...request.body, actorId: request.user?.id ?? null });
      return { id: request.params.id };
    },
  );

  app.delete(
    '/taxes/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: okResponseSchema } } },
    async (request) => {
      await deleteTax(db, request.country, request.params.id);
      return { ok: true as const };
    },
  );
};
