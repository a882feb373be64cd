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

export const creditNoteFacts = (data: InvoiceDocumentData): [string, string][] => {
  if (!isCreditNote(data) || !data.original) return [];
  return [
    ['Opravovaný doklad', data.original.number],
    ['Vystaven dne', formatDate(data.original.dateIssue)],
  ];
};

export const creditNoteBlocks = (content: InvoiceContent): PdfTextBlock[] => {
  const { invoice, original } = content.data;
  if (!isCreditNote(content.data)) return [];
  return [
    {
      heading: 'Důvod opravy',
      text: invoice.creditReason,
    },
    {
      text: `Opravný daňový doklad podle § 42 a § 45 zákona o DPH k dokladu č. ${original?.number ?? ''}. Záporné částky snižují základ daně a daň původního dokladu.`,
    },
  ];
};

export const creditNoteTotalRows = (content: InvoiceContent): PdfDocument['totalRows'] => {
  const { totals, isVatPayer } = content;
  const refund = { label: 'Celkem k vrácení', value: totals.priceWithVat, emphasis: true };
  return isVatPayer
    ? [
        { label: 'Rozdíl základu daně', value: totals.priceWithoutVat },
        { label: 'Rozdíl DPH', value: totals.vat },
        refund,
      ]
    : [refund];
};
