import { type InvoiceContent, invoiceContent } from './invoice-content';

/**
 * A credit note's figures as its e-invoices state them (decision 134): positive, because the document type says
 * they are subtracted (ISDOC document type 2, UBL CreditNote). Its lines are stored with negative amounts; negating
 * the amounts and computing again gives exactly the stored totals negated (rounding is half away from zero).
 */
export const isCreditNote = (content: InvoiceContent) => content.data.invoice.documentType === 'credit_note';

export const creditNoteView = (content: InvoiceContent): InvoiceContent =>
  invoiceContent({ ...content.data, items: content.data.items.map((item) => ({ ...item, amount: -item.amount })) });
