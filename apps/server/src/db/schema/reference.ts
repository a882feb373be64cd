import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

export const countries = pgTable('countries', {
  countryCode: text('country_code').primaryKey(),
  langCode: text('lang_code').notNull(),
  currency: text('currency').notNull(),
  position: integer('position').notNull(),
});

export const districts = pgTable(
  'districts',
  {
    id: serial('id').primaryKey(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.countryCode),
    name: text('name').notNull(),
  },
  (table) => [uniqueIndex('districts_country_name_idx').on(table.countryCode, table.name)],
);

export const billingInfos = pgTable('billing_infos', {
  id: serial('id').primaryKey(),
  countryCode: text('country_code')
    .notNull()
    .references(() => countries.countryCode),
  name: text('name').notNull(),
  company: text('company').notNull(),
  street: text('street').notNull(),
  /** číslo popisné / orientační, printed after the street */
  cp: text('cp').notNull().default(''),
  city: text('city').notNull(),
  psc: text('psc').notNull(),
  ic: text('ic').notNull(),
  dic: text('dic'),
  vatPayer: boolean('vat_payer').notNull().default(true),
  bankAccount: text('bank_account').notNull(),
  iban: text('iban').notNull(),
  swift: text('swift').notNull(),
  invoicePrefix: text('invoice_prefix').notNull().default(''),
  /** put before the invoice prefix in credit note numbers (decision 131) */
  creditNotePrefix: text('credit_note_prefix').notNull().default('D'),
  registerEntry: text('register_entry').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  // the columns of schema/record-version.ts, written out: that module imports users, which imports this one
  lockVersion: integer('lock_version').notNull().default(1),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Server-wide secrets generated once (HMAC key of the CSRF tokens), shared by every instance. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});
