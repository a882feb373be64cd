import { formatDate } from '@bo/contract/dates/format';
import type { PdfDocument, PdfTextBlock } from '../../documents/pdf/types';
import type { InvoiceContent } from './invoice-content';
import type { InvoiceDocumentData } from './load-invoice-documents';

/**
 * What a credit note adds to the invoice layout (VAT act §45): the number of the corrected
 * document, the reason, and the differences in base and VAT (its lines and recap are negative, so
 * its totals are those differences). It carries no QR payment: the supplier refunds (decision 133).
 */
export const isCreditNote = (data: Pick<InvoiceDocumentData, 'invoice'>) => data.invoice.documentType === 'credit_note';

export const creditNoteFacts = (content: Pick<InvoiceContent, 'data' | 'texts'>): [string, string][] => {
  const { data } = content;
  if (!isCreditNote(data) || !data.original) return [];
  return [
    [content.texts.creditNote.corrected, data.original.number],
    [content.texts.creditNote.correctedIssued, formatDate(data.original.dateIssue)],
  ];
};

export const creditNoteBlocks = (content: InvoiceContent): PdfTextBlock[] => {
  const { invoice, original } = content.data;
  if (!isCreditNote(content.data)) return [];
  const t = content.texts.creditNote;
  return [{ heading: t.reason, text: invoice.creditReason }, { text: t.legal(original?.number ?? '') }];
};

export const creditNoteTotalRows = (content: InvoiceContent): PdfDocument['totalRows'] => {
  const { totals, isVatPayer } = content;
  const t = content.texts.creditNote;
  const refund = { label: t.refund, value: totals.priceWithVat, emphasis: true };
  return isVatPayer
    ? [
        { label: t.baseDifference, value: totals.priceWithoutVat },
        { label: t.vatDifference, value: totals.vat },
        refund,
      ]
    : [refund];
};
