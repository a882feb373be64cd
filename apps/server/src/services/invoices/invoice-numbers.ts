import { formatCreditNoteNumber } from '@bo/contract/invoices/credit-notes';
import { formatInvoiceNumber } from '@bo/contract/invoices/numbering';
import type { Db } from '../../db/client';
import { takeSequenceNumber } from '../../db/document-sequences';
import type { BillingRow } from './billing-info';

/** The next invoice number of the billing info for the year of the issue date, in `tx`. */
export const takeInvoiceNumber = async (tx: Db, billing: BillingRow, dateIssue: string) => {
  const year = Number(dateIssue.slice(0, 4));
  return formatInvoiceNumber(
    billing.invoice_prefix,
    year,
    await takeSequenceNumber(tx, 'invoice', String(billing.id), year),
  );
};

/** The next credit-note number of the billing info for the year of the issue date, in `tx` (its own series). */
export const takeCreditNoteNumber = async (tx: Db, billing: BillingRow, dateIssue: string) => {
  const year = Number(dateIssue.slice(0, 4));
  const sequence = await takeSequenceNumber(tx, 'credit_note', String(billing.id), year);
  return formatCreditNoteNumber(billing.credit_note_prefix, billing.invoice_prefix, year, sequence);
};
