import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customerApplications } from './applications';
import { paymentTypes, products, taxes, units } from './catalog';
import { customers } from './customers';
import { recordVersion } from './record-version';
import { billingInfos, countries } from './reference';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/**
 * overview §3 Invoice, a Czech tax document. The invoices issue builds on it; the applications
 * issue only reads it (an application part with an invoice is invoiced). `number` is prefix +
 * YYYY + 5-digit sequence per billing info and year (document_sequences), unique per country.
 * `applicationPart` is company or private: which cart of the application it invoices.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.countryCode),
    number: text('number').notNull(),
    numberFromClient: text('number_from_client').notNull().default(''),
    deliveryNoteNumber: integer('delivery_note_number'),
    dateIssue: date('date_issue', { mode: 'string' }).notNull(),
    dateTaxableSupply: date('date_taxable_supply', { mode: 'string' }).notNull(),
    dateMaturity: date('date_maturity', { mode: 'string' }).notNull(),
    datePaid: date('date_paid', { mode: 'string' }),
    paid: boolean('paid').notNull().default(false),
    paymentTypeId: integer('payment_type_id').references(() => paymentTypes.id),
    billingInfoId: integer('billing_info_id')
      .notNull()
      .references(() => billingInfos.id),
    color: smallint('color').notNull().default(1),
    lock: boolean('lock').notNull().default(false),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    customerApplicationId: integer('customer_application_id').references(() => customerApplications.id),
    applicationPart: text('application_part'),
    electronicInvoiceTime: timestamp('electronic_invoice_time', { withTimezone: true }),
    electronicInvoiceEmail: text('electronic_invoice_email'),
    priceWithVat: money('price_with_vat').notNull().default('0'),
    priceWithoutVat: money('price_without_vat').notNull().default('0'),
    invoiceCompany: text('invoice_company').notNull().default(''),
    invoiceStreet: text('invoice_street').notNull().default(''),
    invoiceCp: text('invoice_cp').notNull().default(''),
    invoicePsc: text('invoice_psc').notNull().default(''),
    invoiceCity: text('invoice_city').notNull().default(''),
    invoiceIc: text('invoice_ic').notNull().default(''),
    invoiceDic: text('invoice_dic').notNull().default(''),
    /** the customer on the document pays VAT (with its DIČ: the reverse charge applies; decision 173) */
    invoiceVatPayer: boolean('invoice_vat_payer').notNull().default(false),
    invoiceEmail: text('invoice_email').notNull().default(''),
    invoiceEmailCopy: text('invoice_email_copy').notNull().default(''),
    note: text('note').notNull().default(''),
    /** 'invoice' or 'credit_note' (opravný daňový doklad, decision 131); a credit note links its original */
    documentType: text('document_type').notNull().default('invoice'),
    originalInvoiceId: integer('original_invoice_id').references((): AnyPgColumn => invoices.id),
    /** the reason of a credit note (VAT act §45), empty on invoices */
    creditReason: text('credit_reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The list search: number, delivery note number, company and IČ, lower-case without
     * diacritics (f_unaccent, migration 0003), kept by the database; a pg_trgm GIN index answers
     * "contains" (migration 0020, decision 097).
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`f_unaccent(lower(number || ' ' || coalesce(delivery_note_number::text, '') || ' ' || invoice_company || ' ' || invoice_ic))`,
    ),
    ...recordVersion(),
  },
  (table) => [
    uniqueIndex('invoices_country_number_idx').on(table.countryCode, table.number),
    index('invoices_search_text_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    // the list's default filter (only unpaid), newest first; the home's overdue list by maturity
    index('invoices_unpaid_date_issue_idx')
      .on(table.countryCode, table.dateIssue, table.id)
      .where(sql`not ${table.paid}`),
    index('invoices_unpaid_maturity_idx').on(table.countryCode, table.dateMaturity).where(sql`not ${table.paid}`),
    // a maturity or payment date range: the page is sorted from these alone (index-only, decision 199)
    index('invoices_country_date_paid_idx').on(
      table.countryCode,
      table.datePaid,
      table.dateIssue,
      table.id,
      table.paid,
      table.billingInfoId,
      table.documentType,
    ),
    index('invoices_billing_info_date_issue_idx').on(table.billingInfoId, table.dateIssue),
    index('invoices_country_date_issue_idx').on(table.countryCode, table.dateIssue, table.id),
    index('invoices_country_maturity_idx').on(
      table.countryCode,
      table.dateMaturity,
      table.dateIssue,
      table.id,
      table.paid,
      table.billingInfoId,
      table.documentType,
    ),
    index('invoices_customer_idx').on(table.customerId),
    index('invoices_application_idx').on(table.customerApplicationId),
    // the list's document-type filter; an original's credit notes
    index('invoices_country_type_date_issue_idx').on(table.countryCode, table.documentType, table.dateIssue, table.id),
    index('invoices_original_idx').on(table.originalInvoiceId),
  ],
);

/**
 * The invoices' count and sums per day of each date the list filters by (issue, maturity, paid) and per billing
 * info, document type and paid state, kept by triggers on `invoices` (migration 0038): the list's count and sums and
 * the year's statistics without reading a million invoices (decision 199). `date_kind` is 'issue', 'maturity' or
 * 'paid'; an invoice without a payment date has no 'paid' row.
 */
export const invoiceDaySums = pgTable(
  'invoice_day_sums',
  {
    countryCode: text('country_code').notNull(),
    dateKind: text('date_kind').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    billingInfoId: integer('billing_info_id').notNull(),
    documentType: text('document_type').notNull(),
    paid: boolean('paid').notNull(),
    count: integer('count').notNull().default(0),
    withVat: numeric('with_vat', { precision: 18, scale: 2 }).notNull().default('0'),
    withoutVat: numeric('without_vat', { precision: 18, scale: 2 }).notNull().default('0'),
  },
  (table) => [
    primaryKey({
      columns: [table.countryCode, table.dateKind, table.day, table.billingInfoId, table.documentType, table.paid],
    }),
  ],
);

/** overview §3 Invoice item. Prices as computed by the money module when saved. */
export const invoiceItems = pgTable(
  'invoice_items',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id),
    position: integer('position').notNull().default(0),
    code: text('code').notNull().default(''),
    name: text('name').notNull(),
    amount: numeric('amount', { precision: 12, scale: 3 }).notNull(),
    unitId: integer('unit_id').references(() => units.id),
    price: money('price').notNull(),
    sale: numeric('sale', { precision: 5, scale: 2 }).notNull().default('0'),
    taxId: integer('tax_id')
      .notNull()
      .references(() => taxes.id),
    tax: numeric('tax', { precision: 5, scale: 2 }).notNull(),
    reverseCharge: boolean('reverse_charge').notNull().default(false),
    priceWithoutVat: money('price_without_vat').notNull(),
    priceWithVat: money('price_with_vat').notNull(),
    /** on a credit note's line: the original invoice's line it credits (decision 132) */
    creditedItemId: integer('credited_item_id').references((): AnyPgColumn => invoiceItems.id),
  },
  (table) => [
    index('invoice_items_invoice_idx').on(table.invoiceId, table.position),
    index('invoice_items_credited_idx').on(table.creditedItemId),
  ],
);
