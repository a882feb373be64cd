import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { countries } from './reference';
import { users } from './users';

/**
 * overview §3 Application, minimal: what the customer list filters on. The applications issue
 * extends it. A customer with applications cannot be deleted (no cascade).
 */
export const customerApplications = pgTable(
  'customer_applications',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.countryCode),
    applicationDate: date('application_date', { mode: 'string' }),
    applicationRealDate: date('application_real_date', { mode: 'string' }),
    deliveryNoteNumber: integer('delivery_note_number'),
    operatorId: integer('operator_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('customer_applications_customer_idx').on(table.customerId),
    index('customer_applications_date_idx').on(table.applicationDate),
    index('customer_applications_real_date_idx').on(table.applicationRealDate),
    index('customer_applications_delivery_note_idx').on(table.deliveryNoteNumber),
  ],
);
