import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { recordVersion } from './record-version';
import { billingInfos, countries, districts } from './reference';
import { users } from './users';

/**
 * overview §3 Customer. Belongs to one country. `searchText` is the unaccented, lower-case text
 * the list search looks in (addresses, IČ, DIČ, e-mails and the contacts' names, phones and
 * e-mails), kept by services/customers/search-text.ts and indexed with pg_trgm; `contactNames` the same of the
 * contacts' names alone.
 */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.countryCode),
    email: text('email').notNull().default(''),
    emailCopy: text('email_copy').notNull().default(''),
    operatorId: integer('operator_id').references(() => users.id, { onDelete: 'set null' }),
    agreement: boolean('agreement').notNull().default(false),
    agreementDate: date('agreement_date', { mode: 'string' }),
    rival: text('rival').notNull().default(''),
    billingInfoId: integer('billing_info_id').references(() => billingInfos.id, { onDelete: 'set null' }),
    otherInformation: text('other_information').notNull().default(''),
    nextCall: timestamp('next_call', { withTimezone: true }),
    deliveryCompany: text('delivery_company').notNull().default(''),
    deliveryStreet: text('delivery_street').notNull().default(''),
    deliveryCp: text('delivery_cp').notNull().default(''),
    deliveryPsc: text('delivery_psc').notNull().default(''),
    deliveryCity: text('delivery_city').notNull().default(''),
    deliveryDistrictId: integer('delivery_district_id').references(() => districts.id),
    deliveryIc: text('delivery_ic').notNull().default(''),
    deliveryDic: text('delivery_dic').notNull().default(''),
    deliveryVatPayer: boolean('delivery_vat_payer').notNull().default(false),
    billingCompany: text('billing_company').notNull().default(''),
    billingStreet: text('billing_street').notNull().default(''),
    billingCp: text('billing_cp').notNull().default(''),
    billingPsc: text('billing_psc').notNull().default(''),
    billingCity: text('billing_city').notNull().default(''),
    billingDistrictId: integer('billing_district_id').references(() => districts.id),
    billingIc: text('billing_ic').notNull().default(''),
    billingDic: text('billing_dic').notNull().default(''),
    billingVatPayer: boolean('billing_vat_payer').notNull().default(false),
    billingSameAsDelivery: boolean('billing_same_as_delivery').notNull().default(false),
    deliverySameAsInvoice: boolean('delivery_same_as_invoice').notNull().default(false),
    /** no payment reminders to this customer */
    reminderOptOut: boolean('reminder_opt_out').notNull().default(false),
    oldData: jsonb('old_data'),
    searchText: text('search_text').notNull().default(''),
    /** the contacts' names, unaccented and in lower case (decision 208), kept with `searchText` */
    contactNames: text('contact_names').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...recordVersion(),
  },
  (table) => [
    index('customers_country_id_idx').on(table.countryCode, table.id),
    // the list's next-call colours and days: no call planned sorts as never (list-filter.ts, decision 208)
    index('customers_country_next_call_never_idx').on(
      table.countryCode,
      sql`coalesce(${table.nextCall}, 'infinity'::timestamptz)`,
    ),
    // the user's deletion sets its customers' operator to null: found by this index
    index('customers_operator_idx').on(table.operatorId),
    // the list's operator and district filters, newest first, counted from the index alone (decision 198)
    index('customers_country_operator_idx').on(table.countryCode, table.operatorId, table.id),
    index('customers_country_district_idx').on(table.countryCode, table.deliveryDistrictId, table.id),
    // the list's "next call in month M" of any year (Prague calendar, as db/company-time.ts writes it)
    index('customers_country_next_call_month_idx').on(
      table.countryCode,
      sql`extract(month from (${table.nextCall} at time zone 'Europe/Prague'))`,
    ),
    // the customer import matches by IČ, else by company and PSČ
    index('customers_country_delivery_ic_idx').on(table.countryCode, table.deliveryIc),
    index('customers_country_company_psc_idx').on(
      table.countryCode,
      sql`lower(${table.deliveryCompany})`,
      table.deliveryPsc,
    ),
    index('customers_search_text_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    // the list's contact-name, company and house-number filters, each from its own text (decision 208)
    index('customers_contact_names_trgm_idx').using('gin', sql`${table.contactNames} gin_trgm_ops`),
    index('customers_delivery_company_trgm_idx').using(
      'gin',
      sql`f_unaccent(lower(${table.deliveryCompany})) gin_trgm_ops`,
    ),
    index('customers_delivery_cp_trgm_idx').using('gin', sql`f_unaccent(lower(${table.deliveryCp})) gin_trgm_ops`),
  ],
);

/**
 * The number of customers of each country, kept by triggers on `customers` (migration 0036): the unfiltered list's
 * exact total without counting a million rows (decision 198).
 */
export const customerCounts = pgTable('customer_counts', {
  countryCode: text('country_code')
    .primaryKey()
    .references(() => countries.countryCode),
  count: integer('count').notNull().default(0),
});

/** overview §3 Contact: four slots per customer, kept in `slot` order. */
export const customerContacts = pgTable(
  'customer_contacts',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    slot: integer('slot').notNull().default(0),
    name: text('name').notNull(),
    position: text('position').notNull().default(''),
    phone: text('phone').notNull().default(''),
    normalizedPhone: text('normalized_phone').notNull().default(''),
    email: text('email').notNull().default(''),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...recordVersion(),
  },
  (table) => [
    index('customer_contacts_customer_idx').on(table.customerId, table.slot, table.id),
    index('customer_contacts_phone_idx').on(table.normalizedPhone),
  ],
);

/**
 * overview §3 GPS. `operatorId` repeats the customer's operator (kept by services/customers) so
 * that one GiST index on (operator, position) answers the near search's "this operator's points,
 * nearest first" without visiting the operator's customers (btree_gist and cube, migrations 0005 and 0008).
 */
export const customerGps = pgTable(
  'customer_gps',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    coordinates: text('coordinates').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    operatorId: integer('operator_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...recordVersion(),
  },
  // the near search's GiST index (operator_id, position as a cube) is in migration 0008: an expression drizzle cannot write
  (table) => [index('customer_gps_customer_idx').on(table.customerId, table.id)],
);

/** overview §3 Customer note, with its author. */
export const customerNotes = pgTable(
  'customer_notes',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...recordVersion(),
  },
  (table) => [index('customer_notes_customer_created_idx').on(table.customerId, table.createdAt, table.id)],
);
