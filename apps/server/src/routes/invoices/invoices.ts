import { flashOnlyResponseSchema } from '@bo/contract/customers/detail-schemas';
import { errorResponseSchema } from '@bo/contract/errors/error-response';
import {
  invoiceCreateBodySchema,
  invoiceCreatedResponseSchema,
  invoiceItemParamsSchema,
  invoiceItemPostBodySchema,
  invoiceItemsPutBodySchema,
  invoiceItemsResponseSchema,
  invoiceItemsSavedResponseSchema,
  invoiceListQuerySchema,
  invoiceListResponseSchema,
  invoiceParamsSchema,
  invoicePatchBodySchema,
  invoiceResponseSchema,
  invoiceReversePaymentBodySchema,
  invoiceSavedResponseSchema,
  invoiceStatisticsQuerySchema,
  invoiceStatisticsResponseSchema,
  invoiceUpdateBodySchema,
  overdueInvoicesResponseSchema,
} from '@bo/contract/invoices/schemas';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasZodFastifySchemaValidationErrors, type ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import { successFlash } from '../../lib/flash';
import { messageKeyFor, toFieldErrors } from '../../lib/validation-messages';
import { handleError, sendError } from '../../plugins/errors';
import { cloneInvoice, createInvoice } from '../../services/invoices/create-invoice';
import { addItem, deleteItem, getItems, putItems } from '../../services/invoices/invoice-item-calls';
import { itemIdOf } from '../../services/invoices/invoice-items';
import { invoiceStatistics, listInvoices, overdueInvoices } from '../../services/invoices/invoice-list';
import { getInvoice } from '../../services/invoices/present-invoice';
import { deleteInvoice, patchInvoice, reversePayment, updateInvoice } from '../../services/invoices/save-invoice';
import { actorOf, invoiceRefOf } from '../request-actor';

const tags = ['invoices'];
const errors = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/**
 * rules §5 / decision 098: a validation error inside the item list (`items.N.field`, or the one
 * `item.field` of POST …/items) names its item in `detail.itemId` — the item's `id` when it has a
 * valid one, else `new-<N>` — and its fields bare (`taxId`); the first failing item is reported,
 * together with the invoice's own field errors.
 */
export const itemAwareErrorHandler = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  if (!hasZodFastifySchemaValidationErrors(error) || error.validationContext !== 'body') {
    return handleError(error, request, reply);
  }
  const issues = error.validation as ZodFastifySchemaValidationError[];
  const itemPath = (issue: ZodFastifySchemaValidationError) => {
    const path = issue.instancePath.split('/').filter(Boolean);
    if (path[0] === 'items' && path.length > 2) return { index: Number(path[1]), field: path.slice(2).join('.') };
    if (path[0] === 'item' && path.length > 1) return { index: 0, field: path.slice(1).join('.') };
    return null;
  };
  const itemIssues = issues.flatMap((issue) => {
    const at = itemPath(issue);
    return at ? [{ issue, ...at }] : [];
  });
  if (itemIssues.length === 0) return handleError(error, request, reply);
  const first = Math.min(...itemIssues.map((entry) => entry.index));
  const fields = toFieldErrors(
    issues.filter((issue) => itemPath(issue) === null),
    'body',
  );
  for (const entry of itemIssues.filter((candidate) => candidate.index === first)) {
    fields[entry.field] ??= messageKeyFor(entry.issue);
  }
  const body = request.body as { items?: { id?: unknown }[] } | undefined;
  const sentId = Array.isArray(body?.items) ? body.items[first]?.id : undefined;
  const id =
    typeof sentId === 'number' && Number.isInteger(sentId) && sentId > 0 && sentId < 2 ** 31 ? sentId : undefined;
  return sendError(reply, 400, {
    error: { message: 'error.validation_failed', detail: { fields, itemId: itemIdOf({ id }, first) } },
  });
};

/** The invoices API (overview §2.8–2.9). Who may call what: the permission table (decision 095). */
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/invoices',
    {
      schema: {
        tags,
        description:
          'The invoice list, newest issue first, 50 a page; `summary` sums the whole filter. Empty values are no filter.',
        querystring: invoiceListQuerySchema,
        response: { 200: invoiceListResponseSchema, ...errors },
      },
    },
    async (request) => listInvoices(db, { countryCode: request.country, query: request.query }),
  );

  app.get(
    '/invoices/overdue',
    {
      schema: {
        tags,
        description: "Unpaid invoices past maturity of the caller's customers (every customer's for administrators).",
        response: { 200: overdueInvoicesResponseSchema, ...errors },
      },
    },
    async (request) => ({
      invoices: await overdueInvoices(db, { countryCode: request.country, actor: actorOf(request) }),
    }),
  );

  app.get(
    '/invoices/statistics',
    {
      schema: {
        tags,
        description: 'Sums of the invoices issued in the year, by month (1–12).',
        querystring: invoiceStatisticsQuerySchema,
        response: { 200: invoiceStatisticsResponseSchema, ...errors },
      },
    },
    async (request) => invoiceStatistics(db, { countryCode: request.country, year: request.query.year }),
  );

  app.post(
    '/invoices',
    {
      errorHandler: itemAwareErrorHandler,
      schema: {
        tags,
        description:
          'Creates an invoice and the items sent with it in one transaction (all or nothing; an item’s error names ' +
          'it as `new-<index>` in `detail.itemId`): the number from the billing info’s sequence, taxable supply = ' +
          'issue date, maturity = issue date + configuration maturityOverdueDays unless sent.',
        body: invoiceCreateBodySchema,
        response: { 200: invoiceCreatedResponseSchema, ...errors },
      },
    },
    async (request) => ({
      id: await createInvoice(db, {
        countryCode: request.country,
        actor: actorOf(request),
        input: request.body.invoice,
        items: request.body.items ?? [],
      }),
      flashMessages: successFlash('message.invoice_successfully_saved'),
    }),
  );

  app.get(
    '/invoices/:id',
    {
      schema: { tags, params: invoiceParamsSchema, response: { 200: invoiceResponseSchema, ...errors } },
    },
    async (request) => ({ invoice: await getInvoice(db, invoiceRefOf(request, request.params)) }),
  );

  app.put(
    '/invoices/:id',
    {
      errorHandler: itemAwareErrorHandler,
      schema: {
        tags,
        description:
          'Saves the invoice and — when `items` is sent — its items in one transaction; prices are computed by the ' +
          'server. A locked invoice answers 409 error.invoice_locked; an item error names its item in detail.itemId.',
        params: invoiceParamsSchema,
        body: invoiceUpdateBodySchema,
        response: { 200: invoiceSavedResponseSchema, ...errors },
      },
    },
    async (request) => ({
      ...(await updateInvoice(db, { ...invoiceRefOf(request, request.params), body: request.body })),
      flashMessages: successFlash('message.invoice_successfully_saved'),
    }),
  );

  app.patch(
    '/invoices/:id',
    {
      schema: {
        tags,
        description:
          'Changes only the keys sent: paid/datePaid (paid without a date takes today), color, lock. A locked invoice ' +
          'takes only unlock and paid (409 error.invoice_locked).',
        params: invoiceParamsSchema,
        body: invoicePatchBodySchema,
        response: { 200: invoiceSavedResponseSchema, ...errors },
      },
    },
    async (request) => ({
      ...(await patchInvoice(db, { ...invoiceRefOf(request, request.params), input: request.body.invoice })),
      flashMessages: successFlash('message.invoice_successfully_saved'),
    }),
  );

  app.delete(
    '/invoices/:id',
    {
      schema: {
        tags,
        description: 'Deletes the invoice with its items; a locked one answers 409 error.invoice_locked.',
        params: invoiceParamsSchema,
        response: { 200: flashOnlyResponseSchema, ...errors },
      },
    },
    async (request) => {
      await deleteInvoice(db, invoiceRefOf(request, request.params));
      return { flashMessages: successFlash('message.invoice_deleted') };
    },
  );

  app.post(
    '/invoices/:id/reverse-payment',
    {
      schema: {
        tags,
        description:
          'Administrator: a paid invoice back to unpaid (a payment matched by mistake), with the reason recorded in ' +
          'its history. Its recorded payments are removed; a bank payment left on no invoice is unpaired. An unpaid ' +
          'invoice answers 400 (paid: invoice_not_paid); a stale lockVersion 409.',
        params: invoiceParamsSchema,
        body: invoiceReversePaymentBodySchema,
        response: { 200: invoiceSavedResponseSchema, ...errors },
      },
    },
    async (request) => ({
      ...(await reversePayment(db, { ...invoiceRefOf(request, request.params), body: request.body })),
      flashMessages: successFlash('message.invoice_payment_reversed'),
    }),
  );

  app.post(
    '/invoices/:id/clone',
    {
      schema: {
        tags,
        description: 'A copy with a new number, today’s dates, not paid, not locked, the same items.',
        params: invoiceParamsSchema,
        response: { 200: invoiceCreatedResponseSchema, ...errors },
      },
    },
    async (request) => ({
      id: await cloneInvoice(db, invoiceRefOf(request, request.params)),
      flashMessages: successFlash('message.invoice_successfully_saved'),
    }),
  );

  app.get(
    '/invoices/:id/items',
    {
      schema: { tags, params: invoiceParamsSchema, response: { 200: invoiceItemsResponseSchema, ...errors } },
    },
    async (request) => ({ items: await getItems(db, invoiceRefOf(request, request.params)) }),
  );

  app.put(
    '/invoices/:id/items',
    {
      errorHandler: itemAwareErrorHandler,
      schema: {
        tags,
        description:
          'Replaces the item list (items with `id` are kept, the rest deleted); prices computed by the server.',
        params: invoiceParamsSchema,
        body: invoiceItemsPutBodySchema,
        response: { 200: invoiceItemsSavedResponseSchema, ...errors },
      },
    },
    async (request) => ({
      ...(await putItems(db, {
        ...invoiceRefOf(request, request.params),
        items: request.body.items,
        lockVersion: request.body.lockVersion,
      })),
      flashMessages: successFlash('message.invoice_items_updated'),
    }),
  );

  app.post(
    '/invoices/:id/items',
    {
      errorHandler: itemAwareErrorHandler,
      schema: {
        tags,
        description: 'Adds one item at the end → its id.',
        params: invoiceParamsSchema,
        body: invoiceItemPostBodySchema,
        response: { 200: invoiceCreatedResponseSchema, ...errors },
      },
    },
    async (request) => ({
      id: await addItem(db, { ...invoiceRefOf(request, request.params), item: request.body.item }),
      flashMessages: successFlash('message.invoice_items_updated'),
    }),
  );

  app.delete(
    '/invoices/:id/items/:itemId',
    {
      schema: {
        tags,
        params: invoiceItemParamsSchema,
        response: { 200: flashOnlyResponseSchema, ...errors },
      },
    },
    async (request) => {
      await deleteItem(db, { ...invoiceRefOf(request, request.params), itemId: request.params.itemId });
      return { flashMessages: successFlash('message.invoice_items_updated') };
    },
  );
};
