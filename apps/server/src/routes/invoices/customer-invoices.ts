import { applicationParamsSchema, applicationPartQuerySchema } from '@bo/contract/applications/schemas';
import { customerIdParamsSchema } from '@bo/contract/customers/fields';
import { errorResponseSchema } from '@bo/contract/errors/error-response';
import { customerInvoicesResponseSchema, invoiceCreatedResponseSchema } from '@bo/contract/invoices/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successFlash } from '../../lib/flash';
import { invoiceApplicationPart } from '../../services/application-invoices/invoice-from-application';
import { customerInvoices } from '../../services/invoices/invoice-list';
import { actorOf } from '../request-actor';

const errors = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** The customer's invoices tab and the invoice of an application's cart part. */
export const customerInvoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/customers/:id/invoices',
    {
      schema: {
        tags: ['invoices'],
        description: "The customer's invoices, newest issue first.",
        params: customerIdParamsSchema,
        response: { 200: customerInvoicesResponseSchema, ...errors },
      },
    },
    async (request) => ({
      invoices: await customerInvoices(db, { customerId: request.params.id, countryCode: request.country }),
    }),
  );

  app.post(
    '/customers/:id/applications/:appId/invoice',
    {
      schema: {
        tags: ['applications'],
        description:
          'Invoices the company (`private=0`) or private (`private=1`) cart part → the invoice id. A part already ' +
          'invoiced answers 409 error.application_invoiced; a part without products or an application without a ' +
          'real date 400.',
        params: applicationParamsSchema,
        querystring: applicationPartQuerySchema,
        response: { 200: invoiceCreatedResponseSchema, ...errors },
      },
    },
    async (request) => ({
      id: await invoiceApplicationPart(db, {
        customerId: request.params.id,
        appId: request.params.appId,
        countryCode: request.country,
        actor: actorOf(request),
        part: request.query.private === '1' ? 'private' : 'company',
      }),
      flashMessages: successFlash('message.invoice_successfully_saved'),
    }),
  );
};
