import { errorResponseSchema } from '@bo/contract/errors/error-response';
import {
  invoiceDownloadBodySchema,
  invoiceParamsSchema,
  invoiceSendBodySchema,
  invoiceSendPreviewResponseSchema,
  invoiceSendResponseSchema,
} from '@bo/contract/invoices/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileAnswer } from '../../lib/openapi';
import { downloadHeaders } from '../../services/files/files';
import { renderInvoicesPdf } from '../../services/invoices/documents/download-invoices';
import { invoiceContent, invoiceFileName } from '../../services/invoices/documents/invoice-content';
import { invoiceIsdoc } from '../../services/invoices/documents/isdoc';
import { loadInvoiceDocument } from '../../services/invoices/documents/load-invoice-documents';
import { previewSendInvoices, sendInvoices } from '../../services/invoices/documents/send-invoices';
import { invoiceUbl, ublFileName } from '../../services/invoices/documents/ubl';
import { actorOf } from '../request-actor';

const tags = ['invoices'];
const errors = { 400: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/** The invoice as a tax document — e-mail (PDF + ISDOC), bulk PDF, ISDOC and Peppol UBL downloads. */
export const invoiceDocumentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, env, secretBox } = app.ctx;

  app.post(
    '/invoices/send',
    {
      config: { fullFieldNames: true },
      schema: {
        tags,
        description:
          'E-mails each invoice with its PDF and ISDOC through the sending user’s SMTP (else SMTP_URL, else the ' +
          'outbox) to `email` when given, else to the invoice’s e-mail with its copy address in Cc. An invoice ' +
          'without an address or refused by the mail server counts in errorCount. Ids of another country: 404.',
        body: invoiceSendBodySchema,
        response: { 200: invoiceSendResponseSchema, ...errors },
      },
    },
    async (request) =>
      sendInvoices({
        db,
        env,
        secretBox,
        actor: actorOf(request),
        countryCode: request.country,
        invoiceIds: request.body.invoiceIds,
        email: request.body.email,
      }),
  );

  app.post(
    '/invoices/send-preview',
    {
      config: { fullFieldNames: true },
      schema: {
        tags,
        description:
          'What POST /v1/invoices/send would do with the same body, sending nothing: per invoice the recipient (null: ' +
          'none, not sent), the copy address, the attached files and whether it is locked already — sending locks it. ' +
          'Ids of another country: 404.',
        body: invoiceSendBodySchema,
        response: { 200: invoiceSendPreviewResponseSchema, ...errors },
      },
    },
    async (request) =>
      previewSendInvoices(db, {
        countryCode: request.country,
        invoiceIds: request.body.invoiceIds,
        email: request.body.email,
      }),
  );

  app.post(
    '/invoices/download',
    {
      // a PDF is compressed already; brotli over a 200-invoice file would only cost time
      compress: false,
      config: { fullFieldNames: true },
      schema: {
        tags,
        description:
          'One PDF of all the invoices (each from a new page, pages numbered per invoice), application/pdf. ' +
          'Ids of another country: the whole request answers 404.',
        body: invoiceDownloadBodySchema,
        response: { 200: fileAnswer('application/pdf', 'The invoices as one PDF'), ...errors },
      },
    },
    async (request, reply) => {
      const { invoiceIds } = request.body;
      const { pdf, fileName } = await renderInvoicesPdf({ db, countryCode: request.country, invoiceIds });
      reply.headers(downloadHeaders({ name: fileName, type: 'application/pdf', size: pdf.length }, true));
      return reply.send(pdf);
    },
  );

  app.get(
    '/invoices/:id/isdoc',
    {
      schema: {
        tags,
        description: 'The invoice as ISDOC 6.0.2 XML (application/xml), downloaded as `<number>.isdoc`.',
        params: invoiceParamsSchema,
        response: { 200: fileAnswer('application/xml', 'ISDOC 6.0.2 invoice'), ...errors },
      },
    },
    async (request, reply) => {
      const data = await loadInvoiceDocument(db, request.country, request.params.id);
      const xml = Buffer.from(invoiceIsdoc(invoiceContent(data)), 'utf8');
      reply.headers(
        downloadHeaders({ name: invoiceFileName(data, 'isdoc'), type: 'application/xml', size: xml.length }),
      );
      return reply.send(xml);
    },
  );

  app.get(
    '/invoices/:id/ubl',
    {
      schema: {
        tags,
        description:
          'The invoice as a Peppol BIS Billing 3.0 document (UBL 2.1, EN 16931; application/xml), downloaded as ' +
          '`<number>.xml`: an Invoice, or for a credit note a CreditNote referring to its original. Another ' +
          'country’s invoice: 404.',
        params: invoiceParamsSchema,
        response: {
          200: fileAnswer('application/xml', 'Peppol BIS Billing 3.0 UBL Invoice or CreditNote'),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const data = await loadInvoiceDocument(db, request.country, request.params.id);
      const xml = Buffer.from(invoiceUbl(invoiceContent(data)), 'utf8');
      reply.headers(downloadHeaders({ name: ublFileName(data.invoice), type: 'application/xml', size: xml.length }));
      return reply.send(xml);
    },
  );
};
