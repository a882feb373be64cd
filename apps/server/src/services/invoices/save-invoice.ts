import { companyToday } from '@bo/contract/dates/business-calendar';
import type { InvoicePatchInput, InvoiceReversePaymentBody, InvoiceUpdateBody } from '@bo/contract/invoices/schemas';
import { invoiceVatParties } from '@bo/contract/invoices/vat-decision';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { invoices } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { AppError, fieldError } from '../../lib/app-error';
import { releaseInvoicePayments } from '../bank-statements/release-payments';
import { trackChanges } from '../history/record-changes';
import { requireBillingInfo } from './billing-info';
import { changeInvoice } from './change-invoice';
import { type Actor, type InvoiceRef, type InvoiceRow, invoiceLocked, requireInvoice } from './invoice-access';
import { computeItems, replaceItems, repriceInvoice, savedIdsOf } from './invoice-items';
import { checkPayment, columnsOf } from './invoice-values';
import { savedInvoice } from './present-invoice';

/**
 * PUT /v1/invoices/{id} (`{ invoice, items }`): the invoice and — when sent — its items in one
 * transaction. A locked invoice refuses (409 error.invoice_locked); a stale lockVersion 409.
 */
export const updateInvoice = async (db: Db, ref: InvoiceRef & { actor: Actor; body: InvoiceUpdateBody }) => {
  const stored = await requireInvoice(db, ref);
  if (stored.lock) throw invoiceLocked();
  const { lockVersion, ...values } = ref.body.invoice;
  refuseOtherSeries(stored, values);
  if (stored.paid && !values.paid) throw unpaySeparately();
  const billing = await requireBillingInfo(db, values.billingInfoId, ref.countryCode);
  await checkPayment(db, values.payment);
  const columns = await columnsOf(db, values, ref.countryCode);
  const items =
    ref.body.items === undefined
      ? undefined
      : await computeItems(db, {
          countryCode: ref.countryCode,
          parties: invoiceVatParties(billing.vat_payer, columns),
          inputs: ref.body.items,
          savedIds: await savedIdsOf(db, stored.id),
        });
  await inTransaction(db, async (tx) => {
    const locked = await requireInvoice(tx, ref, true);
    if (locked.lock) throw invoiceLocked();
    await saveInvoice(tx, { ref, stored, lockVersion, values, columns, items });
  });
  return savedInvoice(db, ref);
};

/**
 * A saved invoice's number belongs to its billing info's series of its issue year (decision 170): another billing
 * info or another year is refused with a field error that says how to correct it — a credit note and a new invoice.
 */
const refuseOtherSeries = (stored: InvoiceRow, values: { billingInfoId: number; dateIssue: string }) => {
  const fields: Record<string, string> = {};
  if (values.billingInfoId !== stored.billingInfoId) fields.billingInfoId = 'invoice_series_fixed';
  if (values.dateIssue.slice(0, 4) !== stored.dateIssue.slice(0, 4)) fields.dateIssue = 'invoice_year_fixed';
  if (Object.keys(fields).length > 0) throw fieldError(fields);
};

type SaveInvoiceOptions = {
  ref: InvoiceRef & { actor: Actor };
  stored: InvoiceRow;
  lockVersion: number;
  values: Omit<InvoiceUpdateBody['invoice'], 'lockVersion'>;
  columns: Awaited<ReturnType<typeof columnsOf>>;
  items: Awaited<ReturnType<typeof computeItems>> | undefined;
};

const saveInvoice = async (tx: Db, { ref, stored, lockVersion, values, columns, items }: SaveInvoiceOptions) => {
  await changeInvoice(tx, {
    ref,
    lockVersion,
    set: {
      ...columns,
      datePaid: values.paid ? (values.datePaid ?? stored.datePaid ?? companyToday()) : null,
      // decision 096: paying locks the invoice
      ...(values.paid && !stored.paid ? { lock: true } : {}),
    },
    also: async () => {
      if (items !== undefined) await replaceItems(tx, stored.id, items);
      await repriceInvoice(tx, stored.id);
    },
  });
};

/**
 * PATCH /v1/invoices/{id} (partial): paid/datePaid (unpaid → paid takes today unless a date is
 * sent; unpaid clears the date), color, lock. The colour is a marker of the office, not part of the tax document,
 * so a locked invoice takes it too (with unlock and paid).
 */
export const patchInvoice = async (db: Db, ref: InvoiceRef & { actor: Actor; input: InvoicePatchInput }) => {
  const { lockVersion, ...patch } = ref.input;
  return inTransaction(db, async (tx) => {
    const stored = await requireInvoice(tx, ref, true);
    const set: Partial<typeof invoices.$inferInsert> = {};
    if (patch.color !== undefined && patch.color !== stored.color) set.color = patch.color;
    if (patch.lock !== undefined && patch.lock !== stored.lock) set.lock = patch.lock;
    if (stored.paid && patch.paid === false) throw unpaySeparately();
    const paid = patch.paid ?? stored.paid;
    if (patch.paid !== undefined || patch.datePaid !== undefined) {
      const datePaid = paid ? (patch.datePaid ?? stored.datePaid ?? companyToday()) : null;
      if (paid !== stored.paid) set.paid = paid;
      if (datePaid !== stored.datePaid) set.datePaid = datePaid;
    }
    const unlocking = set.lock === false;
    if (unlocking) await refuseUnlockOfCreditedDocument(tx, stored);
    // decision 096: a paid invoice is locked; it is corrected only by unlocking it (audited)
    if (set.paid === true && patch.lock !== false) set.lock = true;
    await changeInvoice(tx, { ref, lockVersion: lockVersion ?? stored.lockVersion, set });
    return null;
  }).then(() => savedInvoice(db, ref));
};

/** decision 175: paid → unpaid is not a field of a save but the administrator's reverse-payment action. */
const unpaySeparately = () => fieldError({ paid: 'invoice_unpay_separately' });

/**
 * POST /v1/invoices/{id}/reverse-payment (administrator, decision 175): a payment matched by mistake is taken
 * back. The invoice is unpaid again with no date paid; the payments recorded on it from bank statements are removed,
 * and a bank payment left on no invoice is unpaired so it can be paired with the right one. The reason is the
 * history's source. The lock stays as it is (a sent invoice stays locked).
 */
export const reversePayment = async (db: Db, ref: InvoiceRef & { actor: Actor; body: InvoiceReversePaymentBody }) => {
  await inTransaction(db, async (tx) => {
    const stored = await requireInvoice(tx, ref, true);
    if (!stored.paid) throw fieldError({ paid: 'invoice_not_paid' });
    await changeInvoice(tx, {
      ref,
      lockVersion: ref.body.lockVersion,
      set: { paid: false, datePaid: null },
      source: { kind: 'payment_reversal', ref: ref.body.reason },
      also: () => releaseInvoicePayments(tx, { invoiceId: stored.id, actorId: ref.actor.id }),
    });
  });
  return savedInvoice(db, ref);
};

/**
 * decision 133: a credit note stays locked (a finished tax document), and so does an invoice that
 * has credit notes (their lines point at its lines); a further correction is another credit note.
 */
const refuseUnlockOfCreditedDocument = async (tx: Db, stored: InvoiceRow) => {
  if (stored.documentType === 'credit_note') throw new AppError(409, 'error.credit_note_locked');
  const [credited] = await queryRows<{ id: number }>(
    tx,
    sql`select id from invoices where original_invoice_id = ${stored.id} limit 1`,
  );
  if (credited) throw new AppError(409, 'error.invoice_has_credit_notes');
};

/** DELETE /v1/invoices/{id} (administrator): a locked invoice stays (409). */
export const deleteInvoice = async (db: Db, ref: InvoiceRef) => {
  await inTransaction(db, async (tx) => {
    const stored = await requireInvoice(tx, ref, true);
    if (stored.lock) throw invoiceLocked();
    await trackChanges(tx, 'invoice', stored.id, () => tx.delete(invoices).where(eq(invoices.id, stored.id)));
  });
};
