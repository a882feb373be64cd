import { z } from 'zod';
import { distinct, idParam, idSchema, requiredText, text } from '../common/fields';
import { flashMessagesField } from '../customers/detail-schemas';
import { emptyAsAbsent, paginationSchema } from '../customers/list-schemas';
import { lockVersionField } from '../records/lock-version';

/**
 * Bank statement import (issue "Czech invoicing essentials", decisions 121–125): a GPC/ABO or
 * CAMT.053 statement is uploaded, its incoming payments are matched to unpaid invoices, a preview
 * is confirmed. Money: JSON numbers with 2 decimals; dates `yyyy-MM-dd`.
 */

export const bankStatementFormats = ['gpc', 'camt'] as const;
export const bankPaymentDirections = ['credit', 'debit'] as const;
/** The preview's groups; `ignored`: debits, reversals and payments an earlier statement brought. */
export const bankPaymentStatuses = ['matched', 'doubtful', 'unmatched', 'ignored'] as const;
export const bankPaymentStatusSchema = z.enum(bankPaymentStatuses);
export type BankPaymentStatus = z.infer<typeof bankPaymentStatusSchema>;
/** Why a payment is doubtful or ignored, or how it was paired. */
export const bankPaymentReasons = [
  'overpayment',
  'underpayment',
  'several_invoices',
  'vs_in_message',
  'ambiguous',
  'invoice_taken',
  'foreign_currency',
  'debit',
  'reversal',
  'already_imported',
  'manual',
] as const;
export const bankPaymentReasonSchema = z.enum(bankPaymentReasons);
export type BankPaymentReason = z.infer<typeof bankPaymentReasonSchema>;

export const bankStatementParamsSchema = z.object({ id: idParam });
export const bankPaymentParamsSchema = bankStatementParamsSchema.extend({ paymentId: idParam });

/** An invoice a payment is paired with (preview, pairing dialog). */
export const pairedInvoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  variableSymbol: z.string(),
  invoiceCompany: z.string(),
  priceWithVat: z.number(),
  /** what is still to pay: the price less payments recorded before */
  amountDue: z.number(),
  dateMaturity: z.string(),
  paid: z.boolean(),
  customerId: z.number().int(),
});
export type PairedInvoice = z.infer<typeof pairedInvoiceSchema>;

export const bankPaymentSchema = z.object({
  id: z.number().int(),
  bankReference: z.string(),
  direction: z.enum(bankPaymentDirections),
  amount: z.number(),
  currency: z.string(),
  date: z.string(),
  variableSymbol: z.string(),
  constantSymbol: z.string(),
  specificSymbol: z.string(),
  counterAccount: z.string(),
  counterName: z.string(),
  message: z.string(),
  status: bankPaymentStatusSchema,
  reason: bankPaymentReasonSchema.nullable(),
  invoices: z.array(pairedInvoiceSchema),
  /** recorded on its invoices (the statement was confirmed, or it was paired by hand after that) */
  applied: z.boolean(),
  lockVersion: lockVersionField,
});
export type BankPayment = z.infer<typeof bankPaymentSchema>;

export const bankStatementSummarySchema = z.object({
  id: z.number().int(),
  format: z.enum(bankStatementFormats),
  filename: z.string(),
  account: z.string(),
  number: z.string(),
  statementDate: z.string(),
  currency: z.string(),
  paymentCount: z.number().int(),
  matchedCount: z.number().int(),
  doubtfulCount: z.number().int(),
  unmatchedCount: z.number().int(),
  creditTotal: z.number(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  confirmedBy: z.string().nullable(),
});
export type BankStatementSummary = z.infer<typeof bankStatementSummarySchema>;

/** POST /v1/bank-statements → the preview; GET /v1/bank-statements/{id} the same. */
export const bankStatementResponseSchema = bankStatementSummarySchema.extend({
  /** true when this statement had been imported before: nothing was written */
  alreadyImported: z.boolean(),
  payments: z.array(bankPaymentSchema),
});
export type BankStatement = z.infer<typeof bankStatementResponseSchema>;

/** POST /v1/bank-statements `{ filename, content }` (base64, GPC or CAMT.053, at most 10 MB). */
export const bankStatementUploadBodySchema = z.object({
  filename: requiredText(200),
  content: z.string().min(1).max(14_000_000),
});

export const bankStatementListQuerySchema = z.object({
  page: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(1).max(1_000_000).default(1),
  ),
});
export const BANK_STATEMENT_PAGE_SIZE = 50;
export const bankStatementListResponseSchema = z.object({
  bankStatements: z.array(bankStatementSummarySchema),
  pagination: paginationSchema,
});
export type BankStatementListResponse = z.infer<typeof bankStatementListResponseSchema>;

/** POST /v1/bank-statements/{id}/confirm → the statement as confirmed, with how many invoices became paid. */
export const bankStatementConfirmResponseSchema = z.object({
  bankStatement: bankStatementResponseSchema,
  paidInvoiceCount: z.number().int(),
  flashMessages: flashMessagesField,
});

/**
 * PUT /v1/bank-statements/{id}/payments/{paymentId}: `{ invoiceId }` pairs the payment with one
 * invoice, `null` unpairs it; `invoiceIds` pairs one payment with several invoices (a payment of
 * two invoices, decision 122). `lockVersion` optional: when sent, a stale one is 409.
 */
export const bankPaymentPairBodySchema = z
  .object({
    invoiceId: idSchema.nullable().optional(),
    invoiceIds: distinct(z.array(idSchema).max(20)).optional(),
    lockVersion: lockVersionField.optional(),
  })
  .refine((body) => (body.invoiceId === undefined) !== (body.invoiceIds === undefined), {
    message: 'exactly_one_field',
    path: ['invoiceId'],
  });
export type BankPaymentPairBody = z.infer<typeof bankPaymentPairBodySchema>;
export const bankPaymentPairResponseSchema = z.object({
  payment: bankPaymentSchema,
  paidInvoiceCount: z.number().int(),
  flashMessages: flashMessagesField,
});

/** GET /v1/bank-statements/unpaid-invoices?search= (number, company, VS): the pairing dialog's search. */
export const unpaidInvoiceSearchQuerySchema = z.object({ search: emptyAsAbsent(text(100)) });
export const unpaidInvoicesResponseSchema = z.object({ invoices: z.array(pairedInvoiceSchema) });

/** GET /v1/invoices/{id}/payments: the payments recorded on an invoice (its detail). */
export const invoicePaymentSchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  currency: z.string(),
  date: z.string(),
  counterAccount: z.string(),
  variableSymbol: z.string(),
  bankStatementId: z.number().int().nullable(),
  statementNumber: z.string(),
  statementAccount: z.string(),
});
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>;
export const invoicePaymentsResponseSchema = z.object({ payments: z.array(invoicePaymentSchema) });
