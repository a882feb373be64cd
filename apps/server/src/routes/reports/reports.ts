import { idResponseSchema } from '@bo/contract/customers/fields';
import { errorResponseSchema } from '@bo/contract/errors/error-response';
import {
  accountantGenerateRequestSchema,
  accountantReportDownloadSchema,
  accountantReportParamsSchema,
  accountantReportQuerySchema,
  accountantReportsResponseSchema,
  ekokomsResponseSchema,
  exitInspectionsQuerySchema,
  exitInspectionsResponseSchema,
  invoicingQuerySchema,
  invoicingResponseSchema,
  logBooksQuerySchema,
  logBooksResponseSchema,
  monthFilterQuerySchema,
  wagesParamsSchema,
  wagesResponseSchema,
} from '@bo/contract/reports/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jsonOrFileAnswer } from '../../lib/openapi';
import { downloadHeaders } from '../../services/files/files';
import {
  accountantReportFile,
  generateAccountantReport,
  listAccountantReports,
  loadAccountantReport,
} from '../../services/reports/accountant/accountant-reports';
import { logBookCsv, logBookCsvFilename } from '../../services/reports/log-book-csv';
import {
  loadEkokoms,
  loadExitInspections,
  loadInvoicingReport,
  loadLogBooks,
  loadWages,
} from '../../services/reports/reports';

const tags = ['reports'];
const errors = { 400: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/** The reports (overview §2.11, DESIGN §4). */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/reports/invoicing',
    {
      schema: {
        tags,
        description:
          'Application parts (company, private cart) with products and a real date, not yet invoiced and not ' +
          'hidden; `postpone=1`: only those postponed to a later day, else only those not postponed (any more).',
        querystring: invoicingQuerySchema,
        response: { 200: invoicingResponseSchema, ...errors },
      },
    },
    async (request) =>
      loadInvoicingReport(db, { countryCode: request.country, postponed: request.query.postpone === '1' }),
  );

  app.get(
    '/reports/exit-inspections',
    {
      schema: {
        tags,
        description: 'The applications delivered on `date` (today when absent) with their people.',
        querystring: exitInspectionsQuerySchema,
        response: { 200: exitInspectionsResponseSchema, ...errors },
      },
    },
    async (request) => loadExitInspections(db, { countryCode: request.country, date: request.query.date }),
  );

  app.get(
    '/reports/log-books',
    {
      schema: {
        tags,
        description:
          'A driver’s applications delivered in the month (the current one when absent), in date order. ' +
          '`asCsv=1` answers the same rows as a CSV download (UTF-8 with BOM, `;` separated, Czech headers).',
        querystring: logBooksQuerySchema,
        response: {
          200: jsonOrFileAnswer(logBooksResponseSchema, 'text/csv', 'The log book as CSV when asCsv=1'),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { userId, month, year, asCsv } = request.query;
      const result = await loadLogBooks(db, { countryCode: request.country, userId, month, year });
      if (asCsv !== '1') return result;
      const csv = logBookCsv(result.logBooks);
      const name = logBookCsvFilename(String(userId), result.filter.month, result.filter.year);
      reply.headers(downloadHeaders({ name, type: 'text/csv; charset=utf-8', size: Buffer.byteLength(csv, 'utf8') }));
      return reply.send(csv);
    },
  );

  app.get(
    '/reports/wages/:userId',
    {
      schema: {
        tags,
        description:
          'The operator’s commissions of the month per product (repeat and new customers), by the user’s ' +
          'commission settings, on applications delivered that month.',
        params: wagesParamsSchema,
        querystring: monthFilterQuerySchema,
        response: { 200: wagesResponseSchema, ...errors },
      },
    },
    async (request) => loadWages(db, { countryCode: request.country, userId: request.params.userId, ...request.query }),
  );

  app.get(
    '/reports/ekokoms',
    {
      schema: {
        tags,
        description:
          'Per packaging material: the delivered amounts × the products’ weights in kg (`amount`) and in tonnes ' +
          '(`weight`, 5 decimals) for the month.',
        querystring: monthFilterQuerySchema,
        response: { 200: ekokomsResponseSchema, ...errors },
      },
    },
    async (request) => loadEkokoms(db, { countryCode: request.country, ...request.query }),
  );

  app.get(
    '/reports/accountant',
    {
      schema: {
        tags,
        description: 'The country’s generated accountant reports, newest first.',
        response: { 200: accountantReportsResponseSchema, ...errors },
      },
    },
    async (request) => listAccountantReports(db, request.country),
  );

  app.post(
    '/reports/accountant/generate',
    {
      schema: {
        tags,
        description:
          'Builds the POHODA XML of the billing info’s issued invoices with an issue date in [dateFrom, dateTo] ' +
          '(at most 366 days), stores it and answers its id; 400 `no_invoices` on dateTo when there are none.',
        body: accountantGenerateRequestSchema,
        response: { 200: idResponseSchema, ...errors },
      },
    },
    async (request) =>
      generateAccountantReport(db, {
        ...request.body,
        countryCode: request.country,
        userId: request.user?.id ?? null,
      }),
  );

  app.get(
    '/reports/accountant/:id',
    {
      schema: {
        tags,
        description:
          'One generated report: the XML and its file name (413 `report_too_large` past 64 MiB of XML). ' +
          '`asFile=1` answers the XML itself as a download, gzip-encoded for a client that accepts it.',
        params: accountantReportParamsSchema,
        querystring: accountantReportQuerySchema,
        response: {
          200: jsonOrFileAnswer(accountantReportDownloadSchema, 'application/xml', 'The POHODA XML when asFile=1'),
          ...errors,
          413: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const ref = { countryCode: request.country, id: request.params.id };
      if (request.query.asFile !== '1') return loadAccountantReport(db, ref);
      const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
      const file = await accountantReportFile(db, { ...ref, acceptsGzip });
      const headers = downloadHeaders({
        name: file.filename,
        type: 'application/xml; charset=utf-8',
        size: file.gzippedSize,
      });
      if (acceptsGzip) reply.headers({ ...headers, 'content-encoding': 'gzip' });
      else {
        // unpacked as it streams: its length is not known beforehand
        const { 'content-length': _gzippedSize, ...unpacked } = headers;
        reply.headers(unpacked);
      }
      reply.header('vary', 'accept-encoding');
      // bytes and streams go out as they are, past the JSON serializer
      return reply.send(file.body as never);
    },
  );
};
