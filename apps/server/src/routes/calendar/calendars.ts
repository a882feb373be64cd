import {
  calendarBoardQuerySchema,
  calendarBoardResponseSchema,
  calendarDayParamsSchema,
  calendarDayQuerySchema,
} from '@bo/contract/calendar/schemas';
import { errorResponseSchema } from '@bo/contract/errors/error-response';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileAnswer } from '../../lib/openapi';
import { loadCalendarBoard } from '../../services/calendar/board';
import { type DayDocumentKind, renderDayDocument } from '../../services/calendar/day-documents';
import { downloadHeaders } from '../../services/files/files';

/** Bytes pass through unserialised; the schema only documents them. */
const pdfBytes = fileAnswer('application/pdf', 'The PDF');

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

  for (const kind of ['schedule', 'order-delivery'] as const satisfies readonly DayDocumentKind[]) {
    app.post(
      `/calendars/:date/${kind}`,
      {
        schema: {
          tags,
          description:
            kind === 'schedule'
              ? 'The driver’s schedule of the day (PDF): the stops in order with addresses, contacts, items and amounts.'
              : 'The driver’s order-delivery list of the day (PDF): every stop’s items with amounts, prices and totals.',
          params: calendarDayParamsSchema,
          querystring: calendarDayQuerySchema,
          response: { 200: pdfBytes, ...errors },
        },
      },
      async (request, reply) => {
        const { pdf, fileName } = await renderDayDocument(db, {
          kind,
          day: request.params.date,
          countryCode: request.country,
          user: request.user as NonNullable<typeof request.user>,
          showAsUser: request.query.showAsUser,
        });
        reply.headers(downloadHeaders({ name: fileName, type: 'application/pdf', size: pdf.length }, true));
        return reply.send(pdf);
      },
    );
  }
};
