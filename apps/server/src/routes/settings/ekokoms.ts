import { idParamsSchema } from '@bo/contract/common/fields';
import {
  ekokomBodySchema,
  ekokomsResponseSchema,
  ekokomUpdateBodySchema,
  idResponseSchema,
  okResponseSchema,
} from '@bo/contract/settings/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createEkokom, deleteEkokom, listEkokoms, updateEkokom } from '../../services/settings/ekokoms';

const tags = ['catalog'];

export const ekokomsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get('/ekokoms', { schema: { tags, response: { 200: ekokomsResponseSchema } } }, async (request) => ({
    ekokoms: await listEkokoms(db, request.country),
  }));

  app.post(
    '/ekokoms',
    { schema: { tags, body: ekokomBodySchema, response: { 200: idResponseSchema } } },
    async (request) => ({
      id: await createEkokom(db, request.country, request.body.ekokom.name),
    }),
  );

  app.put(
    '/ekokoms/:id',
    { schema: { tags, params: idParamsSchema, body: ekokomUpdateBodySchema, response: { 200: idResponseSchema } } },
    async (request) => {
      await updateEkokom(db, {
        countryCode: request.country,
        id: request.params.id,
        ...request.body.ekokom,
        actorId: request.user?.id ?? null,
      });
      return { id: request.params.id };
    },
  );

  app.delete(
    '/ekokoms/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: okResponseSchema } } },
    async (request) => {
      await deleteEkokom(db, request.country, request.params.id);
      return { ok: true as const };
    },
  );
};
