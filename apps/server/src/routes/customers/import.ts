import { customerImportBodySchema, customerImportResponseSchema } from '@bo/contract/customers/import/import-schemas';
import { errorResponseSchema } from '@bo/contract/errors/error-response';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jsonOrFileAnswer } from '../../lib/openapi';
import { importCustomers } from '../../services/customers/import/import-customers';
import { importRefusalsCsv, REFUSALS_FILE_NAME } from '../../services/customers/import/import-refusals';
import { downloadHeaders } from '../../services/files/files';
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
        description:
          'Counts and the first refused rows (`refusedCount` counts them all). With `refusalsFile: true` the answer ' +
          'is the refusals file instead: every refused row with its cells and reason, as CSV (UTF-8 with BOM, `;`), ' +
          'and nothing is written. Limits (decision 184): 10 MB, 100,000 data rows, an XLSX at most 100 MB unpacked.',
        body: customerImportBodySchema,
        response: {
          200: jsonOrFileAnswer(
            customerImportResponseSchema,
            'text/csv',
            'The refusals file, when refusalsFile is true',
          ),
          400: errorResponseSchema,
          413: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const options = { countryCode: request.country, body: request.body };
      if (!request.body.refusalsFile) return importCustomers(db, { ...options, actor: actorOf(request) });
      const csv = await importRefusalsCsv(db, options);
      const size = Buffer.byteLength(csv, 'utf8');
      reply.headers(downloadHeaders({ name: REFUSALS_FILE_NAME, type: 'text/csv; charset=utf-8', size }));
      return reply.send(csv);
    },
  );
};
