import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { files } from './files';
import { billingInfos, countries } from './reference';
import { users } from './users';

/**
 * overview §3 Accountant report: every generation of the POHODA XML (DESIGN §4) is kept and listed
 * per country; the XML is kept gzip-compressed in the files table, `billingInfoName` the name at generation time.
 */
export const accountantReports = pgTable(
  'accountant_reports',
  {
    id: serial('id').primaryKey(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.countryCode),
    billingInfoId: integer('billing_info_id')
      .notNull()
      .references(() => billingInfos.id),
    billingInfoName: text('billing_info_name').notNull(),
    dateFrom: date('date_from', { mode: 'string' }).notNull(),
    dateTo: date('date_to', { mode: 'string' }).notNull(),
    dateAsked: timestamp('date_asked', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    invoiceCount: integer('invoice_count').notNull(),
    filename: text('filename').notNull(),
    /** the XML, gzip-compressed, in the files table (DESIGN §4 Files) */
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
  },
  (table) => [index('accountant_reports_country_date_asked_idx').on(table.countryCode, table.dateAsked)],
);
