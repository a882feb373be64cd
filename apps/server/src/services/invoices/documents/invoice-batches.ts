import type { Db } from '../../../db/client';
import { type InvoiceDocumentData, loadInvoiceDocuments, requireInvoiceIds } from './load-invoice-documents';

/** How many invoices one read loads: a few queries per chunk, never one per invoice nor all at once. */
export const INVOICE_CHUNK = 25;

/**
 * This country's invoices `ids` (all of them, or 404 naming nothing), read chunk by chunk in the
 * given order: two queries per chunk.
 */
export async function* invoiceDocumentsInChunks(
  db: Db,
  countryCode: string,
  ids: readonly number[],
): AsyncGenerator<InvoiceDocumentData> {
  await requireInvoiceIds(db, countryCode, ids);
  for (let start = 0; start < ids.length; start += INVOICE_CHUNK) {
    yield* await loadInvoiceDocuments(db, countryCode, ids.slice(start, start + INVOICE_CHUNK));
  }
}
