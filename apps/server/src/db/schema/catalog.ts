import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { recordVersion } from './record-version';
import { countries } from './reference';
import { users } from './users';

/** numeric columns come back as strings from the drivers; services convert with Number(). */
const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

export const units = pgTable('units', {
  id: serial('id').primaryKey(),
  value: text('value').notNull().unique(),
  position: integer('position').notNull().default(0),
});

export const paymentTypes = pgTable('payment_types', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  position: integer('position').notNull().default(0),
});

export const taxes = pgTable(
  'taxes',
  {
    id: serial('id').primaryKey(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.countryCode),
    tax: numeric('tax', { precision: 5, scale: 2 }).notNull(),
    isReduced: boolean('is_reduced').notNull().default(false),
    ...recordVersion(),
  },
  // One row per rate and country: a second 21 % is refused as 409 on `tax` (lib/db-errors.ts).
  (table) => [uniqueIndex('taxes_country_tax_idx').on(table.countryCode, table.tax)],
);

export const ekokoms = pgTable(
  'ekokoms',
  {
    id: serial('id').primaryKey(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.countryCode),
    name: text('name').notNull(),
    ...recordVersion(),
  },
  (table) => [index('ekokoms_country_idx').on(table.countryCode)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.countryCode),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameInvoice: text('name_invoice').notNull().default(''),
    display: boolean('display').notNull().default(true),
    position: integer('position').notNull().default(0),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    reverseCharge: boolean('reverse_charge').notNull().default(false),
    /** kód předmětu plnění of a reverse-charge supply (contract invoices/reverse-charge-codes.ts), '' otherwise */
    reverseChargeCode: text('reverse_charge_code').notNull().default(''),
    priceWithVat: boolean('price_with_vat').notNull().default(false),
    taxId: integer('tax_id')
      .notNull()
      .references(() => taxes.id),
    price: money('price').notNull(),
    /** Set when a product used in documents is deleted: it stays for history, hidden everywhere. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    ...recordVersion(),
  },
  (table) => [
    // Codes are unique regardless of case, as the service checks (lower() also guards parallel saves).
    uniqueIndex('products_country_code_idx').on(table.countryCode, sql`lower(${table.code})`),
    index('products_country_position_idx').on(table.countryCode, table.position),
  ],
);

export const productEkokoms = pgTable(
  'product_ekokoms',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    ekokomId: integer('ekokom_id')
      .notNull()
      .references(() => ekokoms.id),
    weight: numeric('weight', { precision: 12, scale: 3 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.ekokomId] })],
);

export const offerPrices = pgTable(
  'offer_prices',
  {
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.countryCode),
    type: text('type').notNull(),
    priceWithoutVat: money('price_without_vat').notNull(),
    taxId: integer('tax_id')
      .notNull()
      .references(() => taxes.id),
    ...recordVersion(),
  },
  (table) => [primaryKey({ columns: [table.countryCode, table.type] })],
);

export const offerRatings = pgTable('offer_ratings', {
  id: serial('id').primaryKey(),
  countryCode: text('country_code')
    .notNull()
    .references(() => countries.countryCode),
  stars: integer('stars').notNull(),
  priceFrom: money('price_from').notNull(),
  ...recordVersion(),
});

/** Commission of a user per product (overview §3 User profit per product). */
export const userProfits = pgTable(
  'user_profits',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    repeaterPercent: numeric('repeater_percent', { precision: 5, scale: 2 }),
    repeaterPrice: money('repeater_price'),
    newPercent: numeric('new_percent', { precision: 5, scale: 2 }),
    newPrice: money('new_price'),
    // A row, once written, stays (cleared commissions are nulls): its version then outlives a clearing.
    ...recordVersion(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.productId] })],
);
