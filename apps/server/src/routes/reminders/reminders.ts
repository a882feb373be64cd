import { errorResponseSchema } from '@bo/contract/errors/error-response';
import { invoiceParamsSchema } from '@bo/contract/invoices/schemas';
import {
  invoiceRemindersResponseSchema,
  reminderRunBodySchema,
  reminderRunResponseSchema,
} from '@bo/contract/reminders/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invoiceRemindersOf } from '../../services/reminders/invoice-reminders';
import { runReminders } from '../../services/reminders/run-reminders';

const tags = ['reminders'];
const errors = { 403: errorResponseSchema, 404: errorResponseSchema };

/** Payment reminders (dunning): an invoice's sent reminders; the administrator's "run the job now". */
export const remindersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, dbKind, env, secretBox } = app.ctx;

  app.get(
    '/invoices/:id/reminders',
    {
      schema: {
        tags,
        description: 'The payment reminders sent for the invoice: level (1, 2), the day sent and the address.',
        params: invoiceParamsSchema,
        response: { 200: invoiceRemindersResponseSchema, ...errors },
      },
    },
    async (request) => ({
      reminders: await invoiceRemindersOf(db, { invoiceId: request.params.id, countryCode: request.country }),
    }),
  );

  app.post(
    '/reminders/run',
    {
      schema: {
        tags,
        description:
          'Runs the hourly reminders job now, for every country with reminders on; answers how many reminders ' +
          'this run sent (a reminder another run is sending or has sent is not sent again).',
        body: reminderRunBodySchema,
        response: { 200: reminderRunResponseSchema, 400: errorResponseSchema, ...errors },
      },
    },
    async (request) => runReminders({ db, dbKind, env, secretBox, log: request.log }),
  );
};
