import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { products, taxes } from './catalog';
import { customers } from './customers';
import { recordVersion } from './record-version';
import { countries } from './reference';
import { users } from './users';

/**
 * overview §3 Application. Its status is derived, never stored (DESIGN §4). A customer with
 * applications cannot be deleted (no cascade). `deliveryNoteNumber` is assigned from the
 * per-year sequence when `applicationRealDate` is first set, and kept.
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
    /** the year of the delivery note sequence the number was taken from */
    deliveryNoteYear: integer('delivery_note_year'),
    operatorId: integer('operator_id').references(() => users.id, { onDelete: 'set null' }),
    /** the creator (overview: userId; drivers and operators) */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    driverId: integer('driver_id').references(() => users.id, { onDelete: 'set null' }),
    engineerId: integer('engineer_id').references(() => users.id, { onDelete: 'set null' }),
    acceptorId: integer('acceptor_id').references(() => users.id, { onDelete: 'set null' }),
    isNew: boolean('is_new').notNull().default(false),
    driverOrder: boolean('driver_order').notNull().default(false),
    operatorNote: text('operator_note').notNull().default(''),
    engineerNote: text('engineer_note').notNull().default(''),
    applicationNote: text('application_note').notNull().default(''),
    /** the offer it was created from, if any */
    offerId: integer('offer_id'),
    /**
     * reports: a part hidden from the invoicing report / postponed until a date; each row of the report is one cart
     * part, so the company part and the private part have their own
     */
    reportInvoiceHide: boolean('report_invoice_hide').notNull().default(false),
    postponeInvoiceDate: date('postpone_invoice_date', { mode: 'string' }),
    reportInvoiceHidePrivate: boolean('report_invoice_hide_private').notNull().default(false),
    postponeInvoiceDatePrivate: date('postpone_invoice_date_private', { mode: 'string' }),
    /** the cart's own version (company and private lists together) */
    cartLockVersion: integer('cart_lock_version').notNull().default(1),
    /** place in the driver's route of its day (1 = first after the depot); null = not ordered (decision 148) */
    routeOrder: integer('route_order'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...recordVersion(),
  },
  (table) => [
    index('customer_applications_customer_idx').on(table.customerId),
    index('customer_applications_date_idx').on(table.applicationDate),
    index('customer_applications_real_date_idx').on(table.applicationRealDate),
    index('customer_applications_delivery_note_idx').on(table.deliveryNoteNumber),
    index('customer_applications_driver_date_idx').on(table.driverId, table.applicationDate),
    index('customer_applications_operator_real_date_idx').on(table.operatorId, table.applicationRealDate),
  ],
);

/** An inspection of an application (enableInspection): company, address, note; a PDF protocol. */
export const inspections = pgTable(
  'inspections',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => customerApplications.id, { onDelete: 'cascade' }),
    company: text('company').notNull(),
    address: text('address').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...recordVersion(),
  },
  (table) => [index('inspections_application_idx').on(table.applicationId)],
);

/**
 * Gap-free document numbers (DESIGN §4): one row per kind, scope and year, its `last_value` taken
 * with `update … returning` in the transaction that creates the document. Kinds: delivery_note
 * (scope = country code), invoice (scope = billing info id).
 */
export const documentSequences = pgTable(
  'document_sequences',
  {
    kind: text('kind').notNull(),
    scope: text('scope').notNull(),
    year: integer('year').notNull(),
    lastValue: integer('last_value').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.kind, table.scope, table.year] })],
);

/**
 * A cart line of an application (overview §3 Application: company and private product lists).
 * Same columns as an offer's cart line; `part` is company or private.
 */
export const customerApplicationProducts = pgTable(
  'customer_application_products',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => customerApplications.id, { onDelete: 'cascade' }),
    part: text('part').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    position: integer('position').notNull(),
    amount: numeric('amount', { precision: 12, scale: 3 }).notNull(),
    sale: numeric('sale', { precision: 5, scale: 2 }).notNull(),
    name: text('name').notNull(),
    price: numeric('price', { precision: 14, scale: 2 }).notNull(),
    taxId: integer('tax_id')
      .notNull()
      .references(() => taxes.id),
    tax: numeric('tax', { precision: 5, scale: 2 }).notNull(),
    priceWithoutVat: numeric('price_without_vat', { precision: 14, scale: 2 }).notNull(),
    priceWithVat: numeric('price_with_vat', { precision: 14, scale: 2 }).notNull(),
  },
  (table) => [index('customer_application_products_application_idx').on(table.applicationId, table.part)],
);
