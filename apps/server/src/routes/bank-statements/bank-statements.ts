import {
  bankPaymentPairBodySchema,
  bankPaymentPairResponseSchema,
  bankPaymentParamsSchema,
  bankStatementConfirmResponseSchema,
  bankStatementListQuerySchema,
  bankStatementListResponseSchema,
  bankStatementParamsSchema,
  bankStatementResponseSchema,
  bankStatementUploadBodySchema,
  invoicePaymentsResponseSchema,
  unpaidInvoiceSearchQuerySchema,
  unpaidInvoicesResponseSchema,
} from '@bo/contract/bank-statements/schemas';
import { errorResponseSchema } from '@bo/contract/errors/error-response';
import { invoiceParamsSchema } from '@bo/contract/invoices/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successFlash } from '../../lib/flash';
import { confirmStatement, pairPayment } from '../../services/bank-statements/apply-payments';
import { importStatement } from '../../services/bank-statements/import-statement';
import { invoicePayments, searchUnpaidInvoices } from '../../services/bank-statements/invoice-lookup';
import { getStatement, listStatements } from '../../services/bank-statements/statements';
import { actorOf } from '../request-actor';

const tags = ['bank-statements'];
const errors = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  413: errorResponseSchema,
};

/** Bank statement import (decisions 121–125): administrators and accountants. */
export const bankStatementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/bank-statements',
    {
      schema: {
        tags,
        description: 'Imported statements of the country, newest import first (50 a page).',
        querystring: bankStatementListQuerySchema,
        response: { 200: bankStatementListResponseSchema, ...errors },
      },
    },
    async (request) => listStatements(db, { countryCode: request.country, page: request.query.page }),
  );

  app.post(
    '/bank-statements',
    {
      schema: {
        tags,
        description:
          'Uploads a statement (`content` base64: GPC/ABO or CAMT.053 XML) and answers the preview: every payment ' +
          'matched to an unpaid invoice (variable symbol and amount), doubtful or unmatched. The same statement ' +
          '(account, number, date) again writes nothing and answers the first import (`alreadyImported`). ' +
          'A malformed file is 400 `error.bank_statement_malformed` with the first bad line in `detail.itemId`.',
        body: bankStatementUploadBodySchema,
        response: { 200: bankStatementResponseSchema, ...errors },
      },
    },
    async (request) =>
      importStatement(db, {
        countryCode: request.country,
        actorId: request.user?.id ?? 0,
        filename: request.body.filename,
        content: request.body.content,
      }),
  );

  app.get(
    '/bank-statements/unpaid-invoices',
    {
      schema: {
        tags,
        description: 'Unpaid invoices for pairing by hand: search by number, company, IČ or variable symbol (20).',
        querystring: unpaidInvoiceSearchQuerySchema,
        response: { 200: unpaidInvoicesResponseSchema, ...errors },
      },
    },
    async (request) => ({
      invoices: await searchUnpaidInvoices(db, { countryCode: request.country, search: request.query.search }),
    }),
  );

  app.get(
    '/bank-statements/:id',
    {
      schema: {
        tags,
        description: 'A statement with its payments (the preview).',
        params: bankStatementParamsSchema,
        response: { 200: bankStatementResponseSchema, ...errors },
      },
    },
    async (request) => getStatement(db, { countryCode: request.country, id: request.params.id }),
  );

  app.post(
    '/bank-statements/:id/confirm',
    {
      schema: {
        tags,
        description:
          'Records the paired payments on their invoices and sets paid those now covered, in one transaction; ' +
          'a confirmed statement is answered as it is.',
        params: bankStatementParamsSchema,
        response: { 200: bankStatementConfirmResponseSchema, ...errors },
      },
    },
    async (request) => ({
      ...(await confirmStatement(db, {
        countryCode: request.country,
        id: request.params.id,
        actor: actorOf(request),
      })),
      flashMessages: successFlash('message.bank_statement_confirmed'),
    }),
  );

  app.put(
    '/bank-statements/:id/payments/:paymentId',
    {
      schema: {
        tags,
        description:
          'Pairs a payment by hand: `{ invoiceId }` (null unpairs) or `{ invoiceIds }` for a payment of several ' +
          'invoices. On a confirmed statement the payment is recorded on the invoices at once.',
        params: bankPaymentParamsSchema,
        body: bankPaymentPairBodySchema,
        response: { 200: bankPaymentPairResponseSchema, ...errors },
      },
    },
    async (request) => ({
      ...(await pairPayment(db, {
        countryCode: request.country,
        id: request.params.id,
        paymentId: request.params.paymentId,
        actor: actorOf(request),
        body: request.body,
      })),
      flashMessages: successFlash('message.bank_payment_paired'),
    }),
  );

  app.get(
    '/invoices/:id/payments',
    {
      schema: {
        tags,
        description: 'The payments recorded on an invoice by bank statement imports.',
        params: invoiceParamsSchema,
        response: { 200: invoicePaymentsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      payments: await invoicePayments(db, { invoiceId: request.params.id, countryCode: request.country }),
    }),
  );
};
