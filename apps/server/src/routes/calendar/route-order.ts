import { calendarDayParamsSchema, calendarDayQuerySchema } from '@bo/contract/calendar/schemas';
import { errorResponseSchema } from '@bo/contract/errors/error-response';
import { routeOrderPutSchema, routeOrderResponseSchema } from '@bo/contract/route/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderDayRoute, putDayRoute, type RouteContext } from '../../services/route/route-order';

const tags = ['calendar'];
const errors = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** Route order of a driver's day (decisions 146–148). */
export const routeOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, env } = app.ctx;

  const contextOf = (request: {
    country: string;
    user?: unknown;
    params: { date: string };
    query: { showAsUser?: number };
    log: RouteContext['log'];
  }): RouteContext => ({
    countryCode: request.country,
    user: request.user as RouteContext['user'],
    day: request.params.date,
    showAsUser: request.query.showAsUser,
    osrmUrl: env.OSRM_URL,
    log: request.log,
  });

  app.post(
    '/calendars/:date/route-order',
    {
      schema: {
        tags,
        description:
          'Orders the driver’s stops of the day (their applications with that date) from the configured depot to ' +
          'the shortest driving distance (great-circle, or road distances from OSRM when OSRM_URL is set) and ' +
          'stores the order on the applications. Stops without GPS go last and are listed in `skipped`. 409 error.depot_not_configured ' +
          'until an administrator sets the depot. Only administrators may pass `showAsUser`.',
        params: calendarDayParamsSchema,
        querystring: calendarDayQuerySchema,
        response: { 200: routeOrderResponseSchema, ...errors },
      },
    },
    async (request) => orderDayRoute(db, contextOf(request)),
  );

  app.put(
    '/calendars/:date/route-order',
    {
      schema: {
        tags,
        description:
          'Stores the order the user arranged (dragged) for the driver’s day: `applicationIds` lists exactly the ' +
          'day’s stops in the new order; `loaded` is the order the screen was loaded with. When the day changed ' +
          'meanwhile (other stops or another stored order), 409 error.stale_version with the current order.',
        params: calendarDayParamsSchema,
        querystring: calendarDayQuerySchema,
        body: routeOrderPutSchema,
        response: { 200: routeOrderResponseSchema, ...errors },
      },
    },
    async (request) => putDayRoute(db, contextOf(request), request.body.routeOrder),
  );
};
