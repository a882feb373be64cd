import type { Db } from '../../../db/client';
import { renderDocumentsPdf } from '../../documents/pdf/render-document';
import { invoiceDocumentsInChunks } from './invoice-batches';
import { invoiceContent, invoiceFileName } from './invoice-content';
import { invoicePdfDocument } from './invoice-pdf';

/**
 * POST /v1/invoices/download: one PDF of all the invoices, each from a new page with its own page
 * numbers. Read in chunks; the layout yields to the event loop between invoices.
 */
export const renderInvoicesPdf = async (options: { db: Db; countryCode: string; invoiceIds: readonly number[] }) => {
  let fileName = `faktury-${options.invoiceIds.length}.pdf`;
  async function* documents() {
    for await (const data of invoiceDocumentsInChunks(options.db, options.countryCode, options.invoiceIds)) {
      // one invoice downloads under its number
      if (options.invoiceIds.length === 1) fileName = invoiceFileName(data, 'pdf');
      yield invoicePdfDocument(invoiceContent(data));
    }
  }
  const pdf = await renderDocumentsPdf(documents());
  return { pdf, fileName };
};
