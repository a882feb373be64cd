import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { invoices } from './invoices';
import { users } from './users';

/**
 * The Peppol e-invoice outbox (decision 182): one row per invoice queued for delivery through the Peppol service
 * provider, with the UBL document exactly as sent (kept ten years with the invoice; a backup keeps it) and its
 * delivery state: queued → sent → delivered, or rejected with the provider's reason. A queued or failed attempt waits
 * for `next_attempt_at` (back-off); the outbox job takes due rows one at a time with `for update skip locked`.
 */
export const eInvoices = pgTable(
  'e_invoices',
  {
    id: serial('id').primaryKey(),
    // an invoice with an e-invoice is locked and cannot be deleted, so the document outlives nothing it belongs to
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    countryCode: text('country_code').notNull(),
    /** queued | sent | delivered | rejected */
    status: text('status').notNull().default('queued'),
    /** Invoice | CreditNote (the UBL root) */
    documentType: text('document_type').notNull(),
    /** the UBL 2.1 document (Peppol BIS Billing 3.0) as built when queued and sent: never regenerated */
    ubl: text('ubl').notNull(),
    /** the buyer's Peppol participant: EAS scheme and identifier (`9950` + SK DIČ, …) */
    receiverScheme: text('receiver_scheme').notNull(),
    receiverId: text('receiver_id').notNull(),
    /** the provider's id of the submitted document */
    providerId: text('provider_id'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    queuedBy: integer('queued_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** the last error: the provider's rejection reason, or why the last attempt failed */
    error: text('error'),
  },
  (table) => [
    uniqueIndex('e_invoices_invoice_idx').on(table.invoiceId),
    index('e_invoices_due_idx').on(table.status, table.nextAttemptAt),
  ],
);
