import {
  applicationParamsSchema,
  inspectionCreateBodySchema,
  inspectionCreatedResponseSchema,
  inspectionParamsSchema,
  inspectionSavedResponseSchema,
  inspectionsResponseSchema,
  inspectionUpdateBodySchema,
} from '@bo/contract/applications/schemas';
import { flashOnlyResponseSchema } from '@bo/contract/customers/detail-schemas';
import { errorResponseSchema } from '@bo/contract/errors/error-response';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successFlash } from '../../lib/flash';
import { fileAnswer } from '../../lib/openapi';
import { renderInspectionPdf } from '../../services/applications/application-pdf';
import {
  createInspection,
  deleteInspection,
  listInspections,
  updateInspection,
} from '../../services/applications/inspections';
import { downloadHeaders } from '../../services/files/files';

const tags = ['applications'];
const errors = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const disabledNote = 'With configuration.enableInspection off every inspection call answers 404 (decision 067).';

/** Inspections of an application (overview §2.6). */
export const inspectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const refOf = (request: FastifyRequest, params: { id: number; appId: number }) => ({
    customerId: params.id,
    countryCode: request.country,
    appId: params.appId,
  });
  const userIdOf = (request: FastifyRequest) => request.user?.id ?? 0;

  app.get(
    '/customers/:id/applications/:appId/inspections',
    {
      schema: {
        tags,
        description: disabledNote,
        params: applicationParamsSchema,
        response: { 200: inspectionsResponseSchema, ...errors },
      },
    },
    async (request) => ({ inspections: await listInspections(db, refOf(request, request.params)) }),
  );

  app.post(
    '/customers/:id/applications/:appId/inspections',
    {
      schema: {
        tags,
        description: `The note defaults to configuration.defaultInspectionNote. ${disabledNote}`,
        params: applicationParamsSchema,
        body: inspectionCreateBodySchema,
        response: { 200: inspectionCreatedResponseSchema, ...errors },
      },
    },
    async (request) => ({
      id: await createInspection(db, {
        ...refOf(request, request.params),
        input: request.body.inspection,
        userId: userIdOf(request),
      }),
      flashMessages: successFlash('message.inspection_created'),
    }),
  );

  app.put(
    '/customers/:id/applications/:appId/inspections/:inspectionId',
    {
      schema: {
        tags,
        description: disabledNote,
        params: inspectionParamsSchema,
        body: inspectionUpdateBodySchema,
        response: { 200: inspectionSavedResponseSchema, ...errors },
      },
    },
    async (request) => ({
      inspection: await updateInspection(db, {
        ...refOf(request, request.params),
        inspectionId: request.params.inspectionId,
        input: request.body.inspection,
        userId: userIdOf(request),
      }),
      flashMessages: successFlash('message.inspection_updated'),
    }),
  );

  app.delete(
    '/customers/:id/applications/:appId/inspections/:inspectionId',
    {
      schema: {
        tags,
        description: disabledNote,
        params: inspectionParamsSchema,
        response: { 200: flashOnlyResponseSchema, ...errors },
      },
    },
    async (request) => {
      await deleteInspection(db, { ...refOf(request, request.params), inspectionId: request.params.inspectionId });
      return { flashMessages: successFlash('message.inspection_deleted') };
    },
  );

  app.post(
    '/customers/:id/applications/:appId/inspections/:inspectionId/download',
    {
      schema: {
        tags,
        description: `The inspection protocol as application/pdf. ${disabledNote}`,
        params: inspectionParamsSchema,
        response: { 200: fileAnswer('application/pdf', 'The inspection protocol as a PDF'), ...errors },
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await renderInspectionPdf(db, {
        ...refOf(request, request.params),
        inspectionId: request.params.inspectionId,
      });
      reply.headers(downloadHeaders({ name: fileName, type: 'application/pdf', size: pdf.length }, true));
      return reply.send(pdf);
    },
  );
};
