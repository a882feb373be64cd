import { flashMessagesField } from '@bo/contract/customers/detail-schemas';
import { errorResponseSchema } from '@bo/contract/errors/error-response';
import { eInvoiceRunResponseSchema, eInvoiceStateSchema } from '@bo/contract/invoices/e-invoice';
import { invoiceParamsSchema } from '@bo/contract/invoices/schemas';
import { reminderRunBodySchema } from '@bo/contract/reminders/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successFlash } from '../../lib/flash';
import { getEInvoice, queueEInvoice, runEInvoiceOutbox } from '../../services/e-invoices/e-invoice-outbox';
import { invoiceRefOf } from '../request-actor';

const tags = ['invoices'];
const errors = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** Peppol e-invoices (decision 182): an invoice's delivery state, queuing it, and running the outbox now. */
export const eInvoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, dbKind, env } = app.ctx;

  app.get(
    '/invoices/:id/e-invoice',
    {
      schema: {
        tags,
        description:
          'The invoice’s Peppol e-invoice: status (null: not queued; queued, sent, delivered, rejected), the ' +
          'provider’s id, when it was queued, sent and delivered, the last error, and whether delivery is configured.',
        params: invoiceParamsSchema,
        response: { 200: eInvoiceStateSchema, ...errors },
      },
    },
    async (request) => getEInvoice(db, env, invoiceRefOf(request, request.params)),
  );

  app.post(
    '/invoices/:id/e-invoice',
    {
      schema: {
        tags,
        description:
          'Builds the invoice’s UBL (Peppol BIS Billing 3.0) once, stores it and queues it for delivery; the invoice is ' +
          'locked. Already queued, sent or delivered: the state as it is. Rejected: built again and queued anew. ' +
          'No provider configured: 409 error.e_invoice_not_configured; no buyer id: 400 (invoiceDic).',
        params: invoiceParamsSchema,
        response: { 200: eInvoiceStateSchema.extend({ flashMessages: flashMessagesField }), ...errors },
      },
    },
    async (request) => ({
      ...(await queueEInvoice(db, env, invoiceRefOf(request, request.params))),
      flashMessages: successFlash('message.e_invoice_queued'),
    }),
  );

  app.post(
    '/e-invoices/run',
    {
      schema: {
        tags,
        description:
          'Runs the e-invoice outbox now (it runs every minute while delivery is configured): submits the due queued ' +
          'documents and asks about the sent ones; answers what this run did.',
        body: reminderRunBodySchema,
        response: { 200: eInvoiceRunResponseSchema, ...errors },
      },
    },
    async (request) => runEInvoiceOutbox({ db, dbKind, env, log: request.log }),
  );
};
