import { flashOnlyResponseSchema } from '@bo/contract/customers/detail-schemas';
import { errorResponseSchema } from '@bo/contract/errors/error-response';
import {
  type OfferDetail,
  offerDetailParamsSchema,
  offerDownloadQuerySchema,
  offerParamsSchema,
  offerSendBodySchema,
} from '@bo/contract/offers/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successFlash } from '../../lib/flash';
import { fileAnswer } from '../../lib/openapi';
import { downloadHeaders } from '../../services/files/files';
import { loadOfferDocumentData } from '../../services/offers/offer-document-data';
import { type OfferMailContext, requireOfferVersion, sendHtmlOffer, sendOffer } from '../../services/offers/offer-mail';
import { offerFileName, renderOfferPdf } from '../../services/offers/offer-pdf';

const tags = ['offers'];
const errors = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  502: errorResponseSchema,
};
const pdfBytes = fileAnswer('application/pdf', 'The offer as a PDF (attachment)');

/**
 * The offer's PDF, sending it by e-mail and sending the link to the public HTML offer.
 * Version 1 paths sit under /v1 (one part each), version 2 paths under /v2 (rules §7).
 */
export const offerDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, env, secretBox } = app.ctx;
  const mailContext = (request: FastifyRequest): OfferMailContext => ({
    db,
    env,
    secretBox,
    userId: request.user?.id ?? 0,
  });
  const refOf = (request: FastifyRequest, params: { id: number; offerId: number }) => ({
    customerId: params.id,
    countryCode: request.country,
    offerId: params.offerId,
  });
  const sendPdf = async (
    request: FastifyRequest,
    reply: FastifyReply,
    params: { id: number; offerId: number },
    detail: OfferDetail | null,
  ) => {
    const offer = await requireOfferVersion(db, refOf(request, params), detail);
    const data = await loadOfferDocumentData(db, offer);
    const pdf = await renderOfferPdf(data, detail);
    reply.headers(downloadHeaders({ name: offerFileName(data, detail), type: 'application/pdf', size: pdf.length }));
    return reply.send(pdf);
  };

  app.post(
    '/v1/customers/:id/offers/:offerId/download',
    {
      schema: {
        tags,
        description: 'The PDF of one part (`detail`) of a version 1 offer.',
        params: offerParamsSchema,
        querystring: offerDownloadQuerySchema,
        response: { 200: pdfBytes, ...errors },
      },
    },
    (request, reply) => sendPdf(request, reply, request.params, request.query.detail),
  );

  app.post(
    '/v2/customers/:id/offers/:offerId/download',
    {
      schema: {
        tags,
        description: 'The PDF of a version 2 offer (its cart).',
        params: offerParamsSchema,
        response: { 200: pdfBytes, ...errors },
      },
    },
    (request, reply) => sendPdf(request, reply, request.params, null),
  );

  app.post(
    '/v1/customers/:id/offers/:offerId/:detail/send',
    {
      schema: {
        tags,
        description: 'E-mails one part of a version 1 offer with its PDF and chosen attachments.',
        params: offerDetailParamsSchema,
        body: offerSendBodySchema,
        response: { 200: flashOnlyResponseSchema, ...errors },
      },
    },
    async (request) => {
      await sendOffer({
        ...mailContext(request),
        ref: refOf(request, request.params),
        detail: request.params.detail,
        ...request.body,
      });
      return { flashMessages: successFlash('message.offer_sent') };
    },
  );

  app.post(
    '/v2/customers/:id/offers/:offerId/send',
    {
      schema: {
        tags,
        description: 'E-mails a version 2 offer with its PDF and enabled attachments.',
        params: offerParamsSchema,
        body: offerSendBodySchema,
        response: { 200: flashOnlyResponseSchema, ...errors },
      },
    },
    async (request) => {
      await sendOffer({ ...mailContext(request), ref: refOf(request, request.params), detail: null, ...request.body });
      return { flashMessages: successFlash('message.offer_sent') };
    },
  );

  app.post(
    '/v2/customers/:id/offers/:offerId/send-html',
    {
      schema: {
        tags,
        description: 'E-mails the link to the public HTML offer (`PUBLIC_URL/offer/{token}`).',
        params: offerParamsSchema,
        body: offerSendBodySchema,
        response: { 200: flashOnlyResponseSchema, ...errors },
      },
    },
    async (request) => {
      await sendHtmlOffer({
        ...mailContext(request),
        ref: refOf(request, request.params),
        publicUrl: env.PUBLIC_URL ?? `${request.protocol}://${request.host}`,
        ...request.body,
      });
      return { flashMessages: successFlash('message.html_offer_sent') };
    },
  );
};
