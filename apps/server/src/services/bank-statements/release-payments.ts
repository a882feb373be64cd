import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows, sqlIdList } from '../../db/query';

/**
 * Takes back the payments recorded on an invoice (a payment matched by mistake, decision 175), in the caller's
 * transaction: its recorded payments go, and a bank payment left on no invoice is unpaired (`unmatched`, not applied)
 * so it can be paired with the right invoice.
 */
export const releaseInvoicePayments = async (tx: Db, options: { invoiceId: number; actorId: number | null }) => {
  const removed = await queryRows<{ payment_id: number | null }>(
    tx,
    sql`delete from invoice_payments where invoice_id = ${options.invoiceId} returning payment_id`,
  );
  const paymentIds = removed.flatMap((row) => (row.payment_id === null ? [] : [row.payment_id]));
  if (paymentIds.length === 0) return;
  await tx.execute(
    sql`delete from bank_payment_invoices where invoice_id = ${options.invoiceId} and payment_id in (${sqlIdList(paymentIds)})`,
  );
  await tx.execute(
    sql`update bank_statement_payments p set applied_at = null, status = 'unmatched', reason = null,
        lock_version = p.lock_version + 1, updated_by = ${options.actorId}, updated_at = now()
      where p.id in (${sqlIdList(paymentIds)})
        and not exists (select 1 from invoice_payments r where r.payment_id = p.id)`,
  );
};
