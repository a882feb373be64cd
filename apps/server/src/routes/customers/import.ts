import { customerImportBodySchema, customerImportResponseSchema } from '@bo/contract/customers/import/import-schemas';
import { errorResponseSchema } from '@bo/contract/errors/error-response';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importCustomers } from '../../services/customers/import/import-customers';
import { actorOf } from '../request-actor';

/** Settings → Import zákazníků: one call for inspecting, previewing, dry-running and importing a file. */
export const customerImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  app.post(
    '/customers/import',
    {
      // the body is flat, not an envelope: field errors keep their whole name (mapping.<column>)
      config: { fullFieldNames: true },
      schema: {
        tags: ['customers'],
        body: customerImportBodySchema,
        response: { 200: customerImportResponseSchema, 400: errorResponseSchema, 413: errorResponseSchema },
      },
    },
    async (request) =>
      importCustomers(db, {
        countryCode: request.country,
        actor: actorOf(request),
        body: request.body,
      }),
  );
};
