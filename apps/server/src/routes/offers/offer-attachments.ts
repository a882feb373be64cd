import { flashMessagesField } from '@bo/contract/customers/detail-schemas';
import {
  offerAttachmentDeleteQuerySchema,
  offerAttachmentParamsSchema,
  offerAttachmentsQuerySchema,
  offerAttachmentsResponseSchema,
  offerAttachmentsUpdateBodySchema,
  offerAttachmentUploadBodySchema,
  offerAttachmentUploadedResponseSchema,
  offerParamsSchema,
} from '@bo/contract/offers/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successFlash } from '../../lib/flash';
import {
  addOfferAttachment,
  listOfferAttachments,
  removeOfferAttachment,
  updateOfferAttachments,
} from '../../services/offers/offer-attachments';
import { offerErrors, offerRefOf, offerTags } from './offer-route-parts';

const tags = offerTags;
const errors = offerErrors;
const listAnswer = offerAttachmentsResponseSchema.extend({ flashMessages: flashMessagesField });

/** An offer's attachments (overview §3 Offer attachment): list, upload, rename and disable, remove. */
export const offerAttachmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const refOf = offerRefOf;

  app.get(
    '/customers/:id/offers/:offerId/attachments',
    {
      schema: {
        tags,
        params: offerParamsSchema,
        querystring: offerAttachmentsQuerySchema,
        response: { 200: offerAttachmentsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      offerAttachments: await listOfferAttachments(db, { ...refOf(request), detail: request.query.detail }),
    }),
  );

  app.put(
    '/customers/:id/offers/:offerId/attachments',
    {
      schema: {
        tags,
        summary: 'Renames, disables and orders the attachments; one left out is removed',
        params: offerParamsSchema,
        body: offerAttachmentsUpdateBodySchema,
        response: { 200: listAnswer, ...errors },
      },
    },
    async (request) => ({
      offerAttachments: await updateOfferAttachments(db, {
        ...refOf(request),
        detail: request.body.detail,
        attachments: request.body.offerAttachments,
      }),
      flashMessages: successFlash('message.offer_attachments_saved'),
    }),
  );

  app.post(
    '/customers/:id/offers/:offerId/attachments',
    {
      schema: {
        tags,
        summary: 'Uploads one attachment (base64, 10 MB, type checked by content)',
        params: offerParamsSchema,
        body: offerAttachmentUploadBodySchema,
        response: { 200: offerAttachmentUploadedResponseSchema, ...errors },
      },
    },
    async (request) => ({
      fileHash: await addOfferAttachment(db, { ...refOf(request), ...request.body.offerAttachment }),
    }),
  );

  app.delete(
    '/customers/:id/offers/:offerId/attachments/:fileHash',
    {
      schema: {
        tags,
        summary: 'Removes one attachment (`detail`: a version 1 part’s upload); answers the attachments left',
        params: offerAttachmentParamsSchema,
        querystring: offerAttachmentDeleteQuerySchema,
        response: { 200: listAnswer, ...errors },
      },
    },
    async (request) => ({
      offerAttachments: await removeOfferAttachment(db, {
        ...refOf(request),
        fileHash: request.params.fileHash,
        detail: request.query.detail ?? null,
      }),
      flashMessages: successFlash('message.offer_attachment_removed'),
    }),
  );
};
