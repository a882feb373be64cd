import { configurationPatchSchema, configurationResponseSchema } from '@bo/contract/configuration/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getConfiguration, patchConfiguration } from '../../services/configuration/configuration';

const tags = ['configuration'];

export const configurationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get('/configuration', { schema: { tags, response: { 200: configurationResponseSchema } } }, async (request) => ({
    configuration: await getConfiguration(db, request.country),
  }));

  app.patch(
    '/configuration',
    { schema: { tags, body: configurationPatchSchema, response: { 200: configurationResponseSchema } } },
    async (request) => ({
      configuration: await patchConfiguration(db, {
        countryCode: request.country,
        patch: request.body.configuration,
        actorId: request.user?.id ?? null,
      }),
    }),
  );
};
