import { aresCompanySchema, aresParamsSchema } from '@bo/contract/customers/ares-schemas';
import { errorResponseSchema } from '@bo/contract/errors/error-response';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { lookupCompany } from '../../services/ares/lookup-company';

const tags = ['customers'];

/** Company lookup in the public register ARES: fills a customer's or an invoice's party. */
export const aresRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, env } = app.ctx;
  const ares = { baseUrl: env.ARES_URL, timeoutMs: env.ARES_TIMEOUT_MS };

  app.get(
    '/ares/:ic',
    {
      schema: {
        tags,
        summary: 'A company from ARES by its IČ (cached for a day)',
        params: aresParamsSchema,
        response: {
          200: aresCompanySchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request) => {
      try {
        return await lookupCompany(db, { ic: request.params.ic, ares });
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 503) {
          request.log.warn({ ic: request.params.ic, cause: error.cause }, 'ARES unavailable');
        }
        throw error;
      }
    },
  );
};
