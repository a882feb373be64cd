import type { Invoice } from '@bo/contract/invoices/schemas';
import { invoiceEditableFields } from '@bo/contract/invoices/schemas';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerApplications, invoices } from '../../db/schema/index';
import { AppError, notFound } from '../../lib/app-error';

export type Actor = { id: number; roles: readonly string[] };
export type InvoiceRef = { invoiceId: number; countryCode: string };
export type InvoiceRow = typeof invoices.$inferSelect;

export const invoiceLocked = () => new AppError(409, 'error.invoice_locked');

/** The invoice of this country; another country's (or none) is a 404. */
export const requireInvoice = async (db: Db, ref: InvoiceRef, forUpdate = false): Promise<InvoiceRow> => {
  const query = db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, ref.invoiceId), eq(invoices.countryCode, ref.countryCode)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
};

/**
 * Each invoice is of this country and invoices an application the driver drives; else a 404 (the invoice of
 * another delivery is not the driver's to know of).
 */
export const requireDriverInvoices = async (
  db: Db,
  ref: { driverId: number; countryCode: string; invoiceIds: readonly number[] },
) => {
  const wanted = [...new Set(ref.invoiceIds)];
  if (wanted.length === 0) return;
  const visible = await db
    .select({ id: invoices.id })
    .from(invoices)
    .innerJoin(customerApplications, eq(customerApplications.id, invoices.customerApplicationId))
    .where(
      and(
        inArray(invoices.id, wanted),
        eq(invoices.countryCode, ref.countryCode),
        eq(customerApplications.driverId, ref.driverId),
      ),
    );
  if (visible.length !== wanted.length) throw notFound();
};

/** Who only reads (a driver opening the invoice from the calendar): every field disabled. */
const canEdit = (actor: Actor) => actor.roles.includes('administrator') || actor.roles.includes('operator');

const allDisabled = Object.fromEntries(invoiceEditableFields.map((field) => [field, true as const]));

export const disabledFieldsOf = (row: { lock: boolean }, actor: Actor): Invoice['disabledFields'] =>
  row.lock || !canEdit(actor) ? allDisabled : {};
