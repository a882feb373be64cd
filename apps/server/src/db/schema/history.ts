import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Change history (decision 151): one row per changed field of a customer, an application or an
 * invoice, or of one of their items (contact, GPS point, cart line, invoice line); a created or
 * deleted record or item is one row without a field. Written in the transaction of the save
 * (services/history/record-changes.ts). No foreign keys to the recorded rows: the history of a
 * deleted record stays. `customer_id` scopes an operator's reading to their customers.
 */
export const changeHistory = pgTable(
  'change_history',
  {
    id: serial('id').primaryKey(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    customerId: integer('customer_id'),
    countryCode: text('country_code').notNull(),
    /** created | changed | deleted */
    action: text('action').notNull(),
    /** null: the record itself; contact | gps | cartItem | invoiceItem */
    itemKind: text('item_kind'),
    itemKey: text('item_key'),
    itemLabel: text('item_label'),
    field: text('field'),
    oldValue: jsonb('old_value'),
    newValue: jsonb('new_value'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    routeName: text('route_name'),
    pageUri: text('page_uri'),
    /**
     * what made a change other than a form (contract history/schemas.ts ChangeSource): bank_statement, sending,
     * credit_note, reminder, payment_reversal; null for a screen's save
     */
    source: text('source'),
    /** the source's own reference: the statement's id, the credit note's number, the reminder's level… */
    sourceRef: text('source_ref'),
  },
  (table) => [
    index('change_history_entity_idx').on(table.entity, table.entityId, table.createdAt.desc(), table.id.desc()),
  ],
);
