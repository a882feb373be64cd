import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { files } from './files';
import { users } from './users';

/**
 * overview §3 Customer call, as reported by the telephone exchange (POST /v1/calls/exchange).
 * Not tied to one customer: a call belongs to every customer with a contact of that normalized
 * phone, so contacts added later find their earlier calls too.
 */
export const customerCalls = pgTable(
  'customer_calls',
  {
    id: serial('id').primaryKey(),
    externalId: text('external_id').notNull().unique(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    direction: text('direction').notNull(),
    phone: text('phone').notNull(),
    normalizedPhone: text('normalized_phone').notNull(),
    operatorLine: text('operator_line'),
    /** seconds, as the exchange reports it (offer calls show it as m:ss) */
    durationSeconds: integer('duration_seconds'),
    operatorId: integer('operator_id').references(() => users.id, { onDelete: 'set null' }),
    recordingFileId: integer('recording_file_id').references(() => files.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('customer_calls_phone_start_idx').on(table.normalizedPhone, table.startDate),
    // the map's best operators: the week's calls per operator
    index('customer_calls_start_operator_idx').on(table.startDate, table.operatorId),
  ],
);
