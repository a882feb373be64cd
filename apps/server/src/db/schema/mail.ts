import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * DESIGN §4 E-mail: every send, successful or not (who, from, to, what, about which record, the
 * transport used, the result). Bodies are not kept: the record is an audit trail, not a mailbox.
 */
export const sentEmails = pgTable(
  'sent_emails',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    fromAddress: text('from_address').notNull(),
    toAddresses: text('to_addresses').notNull(),
    ccAddresses: text('cc_addresses').notNull().default(''),
    subject: text('subject').notNull(),
    /** what the mail was about, e.g. `customer_offer` and its id */
    entityType: text('entity_type'),
    entityId: integer('entity_id'),
    attachmentNames: jsonb('attachment_names').$type<string[]>().notNull().default([]),
    /** user (the sender's SMTP settings), smtp_url (the server's), outbox (an .eml file) */
    transport: text('transport').notNull(),
    isOk: boolean('is_ok').notNull(),
    error: text('error'),
    messageId: text('message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sent_emails_entity_idx').on(table.entityType, table.entityId),
    index('sent_emails_created_idx').on(table.createdAt),
  ],
);
