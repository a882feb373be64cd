import { calendarBoardQuerySchema, calendarBoardResponseSchema } from '@bo/contract/calendar/schemas';
import { errorResponseSchema } from '@bo/contract/errors/error-response';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadCalendarBoard } from '../../services/calendar/board';

const tags = ['calendar'];
const errors = { 400: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/** The home calendar (overview §2.4, DESIGN §4 Calendar). */
export const calendarsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/calendars/board',
    {
      schema: {
        tags,
        description:
          'The five weekdays (Monday–Friday, Prague time) of the week `weekDiff` weeks from the current one. ' +
          'Operators and administrators: customers whose next call falls that day; drivers: applications planned ' +
          'that day. own = the user’s, alien = the others’. Only administrators may pass `showAsUser`.',
        querystring: calendarBoardQuerySchema,
        response: { 200: calendarBoardResponseSchema, ...errors },
      },
    },
    async (request) =>
      loadCalendarBoard(db, {
        countryCode: request.country,
        user: request.user as NonNullable<typeof request.user>,
        weekDiff: request.query.weekDiff,
        showAsUser: request.query.showAsUser,
      }),
  );
};
