import type { ApplicationPart, LapolPart } from '@bo/contract/offers/schemas';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products, taxes } from './catalog';
import { customers } from './customers';
import { files } from './files';
import { recordVersion } from './record-version';
import { countries } from './reference';
import { users } from './users';

/** numeric columns come back as strings from the drivers; services convert with Number(). */
const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/**
 * overview §3 Offer. The two version 1 parts are small documents of their own fields and e-mail
 * content, kept as jsonb (null: the part does not exist); version 2 uses the `application` part's
 * e-mail content. The public HTML offer is reached by `html_token` (≥ 128-bit random).
 */
export const customerOffers = pgTable(
  'customer_offers',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.countryCode),
    version: smallint('version').notNull(),
    /** the operator who created the offer: its contact on the PDF and page, notified of views */
    operatorId: integer('operator_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    nextCallDate: date('next_call_date', { mode: 'string' }),
    /** `HH:mm` */
    nextCallTime: text('next_call_time'),
    application: jsonb('application').$type<ApplicationPart>(),
    lapol: jsonb('lapol').$type<LapolPart>(),
    htmlToken: text('html_token').unique(),
    htmlOfferDateCreated: timestamp('html_offer_date_created', { withTimezone: true }),
    htmlOfferLastView: timestamp('html_offer_last_view', { withTimezone: true }),
    /** the customer accepted the public offer (decision 192): once, with the name they gave */
    htmlOfferAcceptedAt: timestamp('html_offer_accepted_at', { withTimezone: true }),
    htmlOfferAcceptedBy: text('html_offer_accepted_by'),
    /** the cart's own version: a cart save does not make the offer's form stale */
    cartLockVersion: integer('cart_lock_version').notNull().default(1),
    ...recordVersion(),
  },
  (table) => [index('customer_offers_customer_created_idx').on(table.customerId, table.createdAt)],
);

/**
 * A cart line of an offer (overview §3 Cart line). Name, unit price (without VAT), tax and the
 * computed prices are kept as saved: an offer already sent does not change with the catalogue.
 */
export const customerOfferProducts = pgTable(
  'customer_offer_products',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => customerOffers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    position: integer('position').notNull(),
    amount: numeric('amount', { precision: 12, scale: 3 }).notNull(),
    sale: numeric('sale', { precision: 5, scale: 2 }).notNull(),
    name: text('name').notNull(),
    price: money('price').notNull(),
    taxId: integer('tax_id')
      .notNull()
      .references(() => taxes.id),
    tax: numeric('tax', { precision: 5, scale: 2 }).notNull(),
    priceWithoutVat: money('price_without_vat').notNull(),
    priceWithVat: money('price_with_vat').notNull(),
  },
  (table) => [uniqueIndex('customer_offer_products_offer_product_idx').on(table.offerId, table.productId)],
);

/**
 * overview §3 Offer attachment: a file of the files table under a name of its own, enabled or
 * disabled for this offer. `detail` null: version 2; application/lapol: an upload of that v1 part.
 */
export const customerOfferAttachments = pgTable(
  'customer_offer_attachments',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => customerOffers.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    detail: text('detail'),
    fileName: text('file_name').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('customer_offer_attachments_offer_idx').on(table.offerId),
    // one row per file and part; a version 2 attachment (detail null) too
    unique('customer_offer_attachments_offer_file_key')
      .on(table.offerId, table.fileId, table.detail)
      .nullsNotDistinct(),
  ],
);

/** The catalogue of videos (settings/videos): a YouTube/Vimeo link or an uploaded MP4, per country. */
export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.countryCode),
    title: text('title').notNull(),
    url: text('url'),
    fileId: integer('file_id').references(() => files.id),
    position: integer('position').notNull().default(0),
    /** set when deleted: offers that showed it keep their history */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    ...recordVersion(),
  },
  (table) => [index('videos_country_position_idx').on(table.countryCode, table.position)],
);

/** A video turned off for one offer (overview §3 Offer video); no row means shown. */
export const customerOfferVideos = pgTable(
  'customer_offer_videos',
  {
    offerId: integer('offer_id')
      .notNull()
      .references(() => customerOffers.id, { onDelete: 'cascade' }),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id),
    disabled: boolean('disabled').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.offerId, table.videoId] })],
);
