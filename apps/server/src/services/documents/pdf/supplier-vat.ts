import { type DocumentTexts, documentTexts } from '../document-texts';
import type { PdfDocument } from './types';

/**
 * A document (offer, order, delivery note) of a supplier that is not a VAT payer: the prices are final — no rates, no
 * VAT column, no recap, one total, and the sentence in the document's language. A VAT payer's document stays as it
 * is. Invoices decide per line with the contract's VAT decision (invoice-pdf.ts) and come to the same result.
 */
export const forSupplierVat = (
  document: PdfDocument,
  isVatPayer: boolean,
  t: DocumentTexts = documentTexts('cs'),
): PdfDocument => {
  if (isVatPayer) return document;
  const lines = document.lines?.map((line) => ({ ...line, vat: 0, priceWithVat: line.priceWithoutVat }));
  const total = document.totals?.priceWithoutVat;
  return {
    ...document,
    lines,
    columns: ['amount', 'unitPrice', 'sale', 'withVat'],
    labels: { ...document.labels, unitPrice: t.plain.unitPrice, withVat: t.plain.total },
    totals: undefined,
    totalRows: total === undefined ? undefined : [{ label: t.plain.total, value: total, emphasis: true }],
    vatRecap: undefined,
    // right under the table, before validity, notes and signatures
    blocks: [{ text: t.plain.sentence }, ...(document.blocks ?? [])],
  };
};
