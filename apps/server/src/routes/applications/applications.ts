import {
  applicationCartResponseSchema,
  applicationCartSaveBodySchema,
  applicationCartSavedResponseSchema,
  applicationCreateBodySchema,
  applicationCreatedResponseSchema,
  applicationParamsSchema,
  applicationPartQuerySchema,
  applicationPatchBodySchema,
  applicationSavedResponseSchema,
  applicationUpdateBodySchema,
  customerApplicationResponseSchema,
  customerApplicationsResponseSchema,
} from '@bo/contract/applications/schemas';
import { flashOnlyResponseSchema } from '@bo/contract/customers/detail-schemas';
import { customerIdParamsSchema } from '@bo/contract/customers/fields';
import { errorResponseSchema } from '@bo/contract/errors/error-response';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { successFlash } from '../../lib/flash';
import { fileAnswer } from '../../lib/openapi';
import { sendError } from '../../plugins/errors';
import { getApplicationCart, saveApplicationCart } from '../../services/applications/application-cart';
import { type ApplicationDocumentKind, renderApplicationPdf } from '../../services/applications/application-pdf';
import { getApplication, listApplications } from '../../services/applications/applications';
import {
  createApplication,
  deleteApplication,
  patchApplication,
  updateApplication,
} from '../../services/applications/save-application';
import { downloadHeaders } from '../../services/files/files';
import { actorOf } from '../request-actor';

const tags = ['applications'];
const errors = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const pdfBytes = fileAnswer('application/pdf', 'The PDF');

/**
 * The applications tab (overview §2.6) — applications of a customer, their two carts
 * and their order and delivery-note PDFs. Who may call what: the permission table (decision 066).
 */
export const customerApplicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const refOf = (request: FastifyRequest, params: { id: number; appId: number }) => ({
    customerId: params.id,
    countryCode: request.country,
    appId: params.appId,
    actor: actorOf(request),
  });

  app.get(
    '/customers/:id/applications',
    {
      schema: {
        tags,
        description: 'The applications of a customer, newest first, with derived status and price.',
        params: customerIdParamsSchema,
        response: { 200: customerApplicationsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      customerApplications: await listApplications(db, {
        customerId: request.params.id,
        countryCode: request.country,
        actor: actorOf(request),
      }),
    }),
  );

  app.post(
    '/customers/:id/applications',
    {
      schema: {
        tags,
        params: customerIdParamsSchema,
        body: applicationCreateBodySchema,
        response: { 200: applicationCreatedResponseSchema, ...errors },
      },
    },
    async (request) => ({
      id: await createApplication(db, {
        customerId: request.params.id,
        countryCode: request.country,
        actor: actorOf(request),
        input: request.body.customerApplication,
      }),
      flashMessages: successFlash('message.application_saved'),
    }),
  );

  app.get(
    '/customers/:id/applications/:appId',
    {
      schema: {
        tags,
        params: applicationParamsSchema,
        response: { 200: customerApplicationResponseSchema, ...errors },
      },
    },
    async (request) => ({ customerApplication: await getApplication(db, refOf(request, request.params)) }),
  );

  app.put(
    '/customers/:id/applications/:appId',
    {
      schema: {
        tags,
        description:
          'Replaces every field the caller may change; fields in `disabledFields` keep their stored value. ' +
          'Setting `applicationRealDate` the first time assigns the delivery note number.',
        params: applicationParamsSchema,
        body: applicationUpdateBodySchema,
        response: { 200: applicationSavedResponseSchema, ...errors },
      },
    },
    async (request) => ({
      customerApplication: await updateApplication(db, {
        ...refOf(request, request.params),
        input: request.body.customerApplication,
      }),
      flashMessages: successFlash('message.application_saved'),
    }),
  );

  app.patch(
    '/customers/:id/applications/:appId',
    {
      schema: {
        tags,
        description:
          'Changes only the keys sent (reports: reportInvoiceHide, postponeInvoiceDate; calendar: applicationRealDate). ' +
          'A disabled key answers 403 (role) or 409 error.application_invoiced.',
        params: applicationParamsSchema,
        body: applicationPatchBodySchema,
        response: { 200: applicationSavedResponseSchema, ...errors },
      },
    },
    async (request) => ({
      customerApplication: await patchApplication(db, {
        ...refOf(request, request.params),
        input: request.body.customerApplication,
      }),
      flashMessages: successFlash('message.application_saved'),
    }),
  );

  app.delete(
    '/customers/:id/applications/:appId',
    {
      schema: {
        tags,
        description: 'Deletes the application with its carts and inspections; an invoiced one answers 409.',
        params: applicationParamsSchema,
        response: { 200: flashOnlyResponseSchema, ...errors },
      },
    },
    async (request) => {
      await deleteApplication(db, refOf(request, request.params));
      return { flashMessages: successFlash('message.application_deleted') };
    },
  );

  app.get(
    '/customers/:id/applications/:appId/products',
    {
      schema: {
        tags,
        params: applicationParamsSchema,
        response: { 200: applicationCartResponseSchema, ...errors },
      },
    },
    async (request) => getApplicationCart(db, refOf(request, request.params)),
  );

  app.post(
    '/customers/:id/applications/:appId/products',
    {
      // two lists: a field error names its list (`private.0.amount`)
      config: { fullFieldNames: true },
      schema: {
        tags,
        description:
          'Replaces the carts sent (company, private), recalculated from the catalogue. An invoiced part ' +
          'refuses changes (409 error.application_invoiced).',
        params: applicationParamsSchema,
        body: applicationCartSaveBodySchema,
        response: { 200: applicationCartSavedResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      try {
        const cart = await saveApplicationCart(db, {
          ...refOf(request, request.params),
          userId: actorOf(request).id,
          body: request.body,
        });
        return { ...cart, flashMessages: successFlash('message.application_products_updated') };
      } catch (error) {
        // rules §8: a failed cart save says so, with the reason
        if (!(error instanceof AppError) || error.statusCode === 404) throw error;
        return sendError(reply, error.statusCode, {
          error: { message: error.messageKey, ...(error.detail ? { detail: error.detail } : {}) },
          flashMessages: [
            { message: 'message.application_products_update_error', severity: 'error' },
            { message: error.messageKey, severity: 'error' },
          ],
        });
      }
    },
  );

  const sendPdf = async (
    request: FastifyRequest,
    params: { id: number; appId: number },
    query: { private: '0' | '1' },
    reply: FastifyReply,
    kind: ApplicationDocumentKind,
  ) => {
    const { pdf, fileName } = await renderApplicationPdf(db, {
      ...refOf(request, params),
      part: query.private === '1' ? 'private' : 'company',
      kind,
    });
    reply.headers(downloadHeaders({ name: fileName, type: 'application/pdf', size: pdf.length }, true));
    return reply.send(pdf);
  };

  app.post(
    '/customers/:id/applications/:appId/order-file',
    {
      schema: {
        tags,
        description: 'The order PDF of the company (`private=0`) or private (`private=1`) cart.',
        params: applicationParamsSchema,
        querystring: applicationPartQuerySchema,
        response: { 200: pdfBytes, ...errors },
      },
    },
    (request, reply) => sendPdf(request, request.params, request.query, reply, 'order'),
  );

  app.post(
    '/customers/:id/applications/:appId/delivery-file',
    {
      schema: {
        tags,
        description: 'The delivery note PDF of the company (`private=0`) or private (`private=1`) cart.',
        params: applicationParamsSchema,
        querystring: applicationPartQuerySchema,
        response: { 200: pdfBytes, ...errors },
      },
    },
    (request, reply) => sendPdf(request, request.params, request.query, reply, 'delivery'),
  );
};
