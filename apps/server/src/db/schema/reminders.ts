import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { invoices } from './invoices';

/**
 * Payment reminders sent for an invoice (level 1 and 2), each recorded in the transaction that
 * decided it, after the mail server accepted it. The unique (invoice, level) is the last guard
 * against a second reminder of the same level (decision 126).
 */
export const invoiceReminders = pgTable(
  'invoice_reminders',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    level: smallint('level').notNull(),
    email: text('email').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('invoice_reminders_invoice_level_idx').on(table.invoiceId, table.level),
    index('invoice_reminders_sent_at_idx').on(table.sentAt),
  ],
);
