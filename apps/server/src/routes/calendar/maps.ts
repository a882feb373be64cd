import { errorResponseSchema } from '@bo/contract/errors/error-response';
import {
  mapDetailParamsSchema,
  mapDetailResponseSchema,
  mapQuerySchema,
  mapResponseSchema,
} from '@bo/contract/map/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadMap, loadMapDetail } from '../../services/map/map';

const tags = ['map'];

/** The map of applications (overview §2.7). */
export const mapsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/maps',
    {
      schema: {
        tags,
        description:
          'Applications planned on the selected days (comma list; the current week when absent), driver orders ' +
          'apart when `driverApplications=1`, and the week’s best operators by call count.',
        querystring: mapQuerySchema,
        response: { 200: mapResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) =>
      loadMap(db, {
        countryCode: request.country,
        selectedDates: request.query.selectedDates,
        driverApplications: request.query.driverApplications === '1',
      }),
  );

  app.get(
    '/maps/customers/:id/applications/:appId',
    {
      schema: {
        tags,
        params: mapDetailParamsSchema,
        response: { 200: mapDetailResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) =>
      loadMapDetail(db, {
        countryCode: request.country,
        customerId: request.params.id,
        applicationId: request.params.appId,
      }),
  );
};
