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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { files } from './files';
import { invoices } from './invoices';
import { recordVersion } from './record-version';
import { countries } from './reference';
import { users } from './users';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/**
 * An imported bank statement (GPC or CAMT.053, decision 121), identified by account, number and
 * date: the unique index makes a second import of the same statement find the first one.
 * `confirmedAt` is set by the one confirming transaction.
 */
export const bankStatements = pgTable(
  'bank_statements',
  {
    id: serial('id').primaryKey(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.countryCode),
    format: text('format').notNull(),
    account: text('account').notNull(),
    number: text('number').notNull(),
    statementDate: date('statement_date', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    filename: text('filename').notNull(),
    /** the uploaded file as it came (DESIGN §4 Files) */
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedBy: integer('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * false while its payments are being written, a part per transaction (decision 191): such a statement is
     * not listed, read, paired or confirmed; one left unwritten by a crash is removed by the next import of it.
     */
    isWritten: boolean('is_written').notNull().default(true),
  },
  (table) => [
    uniqueIndex('bank_statements_identity_idx').on(table.countryCode, table.account, table.number, table.statementDate),
    index('bank_statements_country_created_idx').on(table.countryCode, table.createdAt, table.id),
  ],
);

/**
 * One payment of a statement. `status`/`reason` come from the matching rule (contract
 * bank-statements/matching.ts) or a pairing by hand; its invoices are in bank_payment_invoices.
 * `appliedAt`: recorded on its invoices (invoice_payments).
 */
export const bankStatementPayments = pgTable(
  'bank_statement_payments',
  {
    id: serial('id').primaryKey(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => bankStatements.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** the statement's account, copied so a reference is looked up per account (re-imports) */
    account: text('account').notNull(),
    bankReference: text('bank_reference').notNull(),
    direction: text('direction').notNull(),
    isReversal: boolean('is_reversal').notNull().default(false),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    variableSymbol: text('variable_symbol').notNull().default(''),
    constantSymbol: text('constant_symbol').notNull().default(''),
    specificSymbol: text('specific_symbol').notNull().default(''),
    counterAccount: text('counter_account').notNull().default(''),
    counterName: text('counter_name').notNull().default(''),
    message: text('message').notNull().default(''),
    status: text('status').notNull(),
    reason: text('reason'),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    ...recordVersion(),
  },
  (table) => [
    uniqueIndex('bank_statement_payments_reference_idx').on(table.statementId, table.bankReference),
    index('bank_statement_payments_statement_idx').on(table.statementId, table.position),
    index('bank_statement_payments_account_reference_idx').on(table.account, table.bankReference),
  ],
);

/** Which invoices a payment pays (one, or several for a payment of several invoices; decision 122). */
export const bankPaymentInvoices = pgTable(
  'bank_payment_invoices',
  {
    paymentId: integer('payment_id')
      .notNull()
      .references(() => bankStatementPayments.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.paymentId, table.invoiceId] }),
    index('bank_payment_invoices_invoice_idx').on(table.invoiceId),
  ],
);

/**
 * A payment recorded on an invoice (shown on its detail). Unique per bank reference of the account
 * and invoice: a confirm that runs twice, or two at once, records it once.
 */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id').references(() => bankStatementPayments.id, { onDelete: 'set null' }),
    statementId: integer('statement_id').references(() => bankStatements.id, { onDelete: 'set null' }),
    account: text('account').notNull(),
    bankReference: text('bank_reference').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    counterAccount: text('counter_account').notNull().default(''),
    variableSymbol: text('variable_symbol').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('invoice_payments_reference_idx').on(table.account, table.bankReference, table.invoiceId),
    index('invoice_payments_invoice_idx').on(table.invoiceId, table.date),
  ],
);
