import { date, index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { products, taxes } from './catalog';
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
