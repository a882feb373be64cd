import { idParamsSchema } from '@bo/contract/common/fields';
import {
  deleteResultSchema,
  idResponseSchema,
  productBodySchema,
  productsQuerySchema,
  productsResponseSchema,
  productUpdateBodySchema,
} from '@bo/contract/settings/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createProduct, deleteProduct, listProducts, updateProduct } from '../../services/settings/products';

const tags = ['catalog'];

export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/products',
    { schema: { tags, querystring: productsQuerySchema, response: { 200: productsResponseSchema } } },
    async (request) => ({
      products: await listProducts(db, {
        countryCode: request.country,
        onlyVisible: request.query.onlyVisible === '1' || request.query.onlyVisible === 'true',
        search: request.query.search,
      }),
    }),
  );

  app.post(
    '/products',
    { schema: { tags, body: productBodySchema, response: { 200: idResponseSchema } } },
    async (request) => ({
      id: await createProduct(db, request.country, request.body.product),
    }),
  );

  app.put(
    '/products/:id',
    { schema: { tags, params: idParamsSchema, body: productUpdateBodySchema, response: { 200: idResponseSchema } } },
    async (request) => {
      const { lockVersion, ...input } = request.body.product;
      await updateProduct(db, request.country, request.params.id, input, {
        lockVersion,
        actorId: request.user?.id ?? null,
      });
      return { id: request.params.id };
    },
  );

  app.delete(
    '/products/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: deleteResultSchema } } },
    async (request) => deleteProduct(db, request.country, request.params.id),
  );
};
