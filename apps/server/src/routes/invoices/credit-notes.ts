import { errorResponseSchema } from '@bo/contract/errors/error-response';
import { creditNoteCreateBodySchema, invoiceCreditNotesResponseSchema } from '@bo/contract/invoices/credit-notes';
import { invoiceCreatedResponseSchema, invoiceParamsSchema } from '@bo/contract/invoices/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successFlash } from '../../lib/flash';
import { createCreditNote, invoiceCreditNotes } from '../../services/invoices/credit-notes';
import { invoiceRefOf } from '../request-actor';

const tags = ['invoices'];
const errors = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** Credit notes of invoices (opravné daňové doklady, decisions 131–134). */
export const creditNotesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.post(
    '/invoices/:id/credit-notes',
    {
      schema: {
        tags,
        description:
          'Issues a credit note of the invoice → its id: the chosen lines (an empty list: every line) with the ' +
          'amounts credited, negative; an amount above what is left of a line is a field error naming the line ' +
          '(detail.itemId). The credit note and its original are locked.',
        params: invoiceParamsSchema,
        body: creditNoteCreateBodySchema,
        response: { 200: invoiceCreatedResponseSchema, ...errors },
      },
    },
    async (request) => ({
      id: await createCreditNote(db, { ...invoiceRefOf(request, request.params), input: request.body.creditNote }),
      flashMessages: successFlash('message.credit_note_created'),
    }),
  );

  app.get(
    '/invoices/:id/credit-notes',
    {
      schema: {
        tags,
        description: 'The credit notes of the invoice and, per line, the amount credited and the amount left.',
        params: invoiceParamsSchema,
        response: { 200: invoiceCreditNotesResponseSchema, ...errors },
      },
    },
    async (request) => invoiceCreditNotes(db, invoiceRefOf(request, request.params)),
  );
};
