import { z } from 'zod';
import { dayField, distinct, emailOrEmpty, idParam, idSchema, requiredText, text } from '../common/fields';
import { flashMessagesField } from '../customers/detail-schemas';
import { dicField, icField, idResponseSchema, pscField } from '../customers/fields';
import { emptyAsAbsent, paginationSchema } from '../customers/list-schemas';
import { amountSchema, moneySchema, percentSchema } from '../money/schemas';
import { lockVersionField } from '../records/lock-version';
import { documentTypeSchema } from './credit-notes';
import { eInvoiceStatuses } from './e-invoice';
import { INVOICE_STATISTICS_FIRST_YEAR, invoiceColorIds, invoiceStateSchema } from './state';

/**
 * overview §2.8–2.9, §3 Invoice, Invoice item, §4; rules §5–§7; DESIGN §2, §4.
 * Wire shapes of the invoices API. Money: JSON numbers with 2 decimals; dates `yyyy-MM-dd`.
 */

export const invoiceParamsSchema = z.object({ id: idParam });
export const invoiceItemParamsSchema = invoiceParamsSchema.extend({ itemId: idParam });

export const invoiceColorSchema = z.number().int().min(1).max(invoiceColorIds.length);

/** Where an invoice came from: one cart part of an application (company or private), or none. */
export const invoiceApplicationPartSchema = z.enum(['company', 'private']);

/** overview §3 Invoice item (+ productId, reverseCharge, the rate `tax` it was saved with, position). */
export const invoiceItemSchema = z.object({
  id: z.number().int(),
  productId: z.number().int().nullable(),
  position: z.number().int(),
  code: z.string(),
  name: z.string(),
  amount: z.number(),
  unit: z.number().int().nullable(),
  price: z.number(),
  sale: z.number(),
  taxId: z.number().int(),
  tax: z.number(),
  reverseCharge: z.boolean(),
  priceWithoutVat: z.number(),
  priceWithVat: z.number(),
});
export type InvoiceItem = z.infer<typeof invoiceItemSchema>;

/**
 * An item as sent. `id` names an existing item of this invoice (PUT keeps, changes or — when left
 * out — deletes items); prices are computed by the server from price, amount, sale and the rate
 * of `taxId` (money module), never taken from the client. `reverseCharge` defaults to the
 * product's flag when `productId` is given, else false.
 */
export const invoiceItemInputSchema = z.object({
  id: idSchema.optional(),
  productId: idSchema.nullable().default(null),
  code: text(50).default(''),
  name: requiredText(300),
  amount: amountSchema,
  unit: idSchema.nullable().default(null),
  price: moneySchema,
  sale: percentSchema.default(0),
  taxId: idSchema,
  reverseCharge: z.boolean().optional(),
});
export type InvoiceItemInput = z.infer<typeof invoiceItemInputSchema>;

/** VAT recap row (contract invoices/totals.ts). */
export const invoiceVatRecapRowSchema = z.object({
  tax: z.number(),
  taxId: z.number().int().nullable(),
  reverseCharge: z.boolean(),
  priceWithoutVat: z.number(),
  vat: z.number(),
  priceWithVat: z.number(),
});

/** Editable fields of the invoice form (overview §2.9). */
export const invoiceEditableFields = [
  'billingInfoId',
  'numberFromClient',
  'deliveryNoteNumber',
  'dateIssue',
  'dateTaxableSupply',
  'dateMaturity',
  'datePaid',
  'paid',
  'payment',
  'invoiceCompany',
  'invoiceStreet',
  'invoiceCp',
  'invoicePsc',
  'invoiceCity',
  'invoiceIc',
  'invoiceDic',
  'invoiceVatPayer',
  'invoiceEmail',
  'invoiceEmailCopy',
  'note',
  'items',
] as const;
export const invoiceDisabledFieldsSchema = z.partialRecord(z.enum(invoiceEditableFields), z.literal(true));

/**
 * overview §3 Invoice. `payment` is the payment type id; `state` the display state (state.ts);
 * `vatRecap` and `vat` from the items (totals.ts); `currency` the country's (CZK, EUR);
 * `disabledFields` everything while locked (or for a role that may not edit).
 */
export const invoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  numberFromClient: z.string(),
  deliveryNoteNumber: z.number().int().nullable(),
  dateIssue: z.string(),
  dateTaxableSupply: z.string(),
  dateMaturity: z.string(),
  datePaid: z.string().nullable(),
  paid: z.boolean(),
  payment: z.number().int().nullable(),
  billingInfoId: z.number().int(),
  color: z.number().int(),
  lock: z.boolean(),
  customerId: z.number().int(),
  customerApplicationId: z.number().int().nullable(),
  applicationPart: invoiceApplicationPartSchema.nullable(),
  electronicInvoiceTime: z.string().nullable(),
  electronicInvoiceEmail: z.string().nullable(),
  inspectionCount: z.number().int(),
  priceWithVat: z.number(),
  priceWithoutVat: z.number(),
  vat: z.number(),
  currency: z.string(),
  state: invoiceStateSchema,
  vatRecap: z.array(invoiceVatRecapRowSchema),
  invoiceCompany: z.string(),
  invoiceStreet: z.string(),
  invoiceCp: z.string(),
  invoicePsc: z.string(),
  invoiceCity: z.string(),
  invoiceIc: z.string(),
  invoiceDic: z.string(),
  /** the customer on the document is a VAT payer (with the DIČ, the reverse charge applies: vat-decision.ts) */
  invoiceVatPayer: z.boolean(),
  invoiceEmail: z.string(),
  invoiceEmailCopy: z.string(),
  note: z.string(),
  /** a credit note (credit-notes.ts) links its original invoice and states its reason */
  documentType: documentTypeSchema,
  originalInvoiceId: z.number().int().nullable(),
  originalInvoiceNumber: z.string().nullable(),
  creditReason: z.string(),
  createdAt: z.string(),
  disabledFields: invoiceDisabledFieldsSchema,
  lockVersion: lockVersionField,
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoiceResponseSchema = z.object({ invoice: invoiceSchema });

const invoiceInputFields = {
  billingInfoId: idSchema,
  numberFromClient: text(50).default(''),
  deliveryNoteNumber: idSchema.nullable().default(null),
  dateIssue: dayField,
  /** defaults to dateIssue */
  dateTaxableSupply: dayField.nullable().default(null),
  /** defaults to dateIssue + configuration maturityOverdueDays */
  dateMaturity: dayField.nullable().default(null),
  datePaid: dayField.nullable().default(null),
  paid: z.boolean().default(false),
  payment: idSchema.nullable().default(null),
  invoiceCompany: requiredText(200),
  invoiceStreet: text(200).default(''),
  invoiceCp: text(20).default(''),
  invoicePsc: pscField.default(''),
  invoiceCity: text(100).default(''),
  invoiceIc: icField.default(''),
  invoiceDic: dicField.default(''),
  /** absent: a customer with a DIČ is taken for a VAT payer */
  invoiceVatPayer: z.boolean().optional(),
  invoiceEmail: emailOrEmpty(100).default(''),
  invoiceEmailCopy: emailOrEmpty(100).default(''),
  note: text(2000).default(''),
};

/**
 * POST /v1/invoices (`{ invoice }`) → `{ id }`: the number is assigned in the creating
 * transaction. `customerId` is required (an invoice belongs to a customer of this country);
 * the address fields default to nothing — the screen fills them from the customer.
 */
/** POST /v1/invoices (`{ invoice, items? }`): the invoice and its first items in one transaction, all or nothing. */
export const invoiceCreateBodySchema = z.object({
  invoice: z.object({
    ...invoiceInputFields,
    customerId: idSchema,
    customerApplicationId: idSchema.nullable().default(null),
  }),
  items: z
    .array(invoiceItemInputSchema.omit({ id: true }))
    .max(500)
    .optional(),
});
/** PUT /v1/invoices/{id} (`{ invoice, items }`): the invoice and its items in one transaction. */
export const invoiceUpdateBodySchema = z.object({
  invoice: z.object({ ...invoiceInputFields, lockVersion: lockVersionField }),
  items: z.array(invoiceItemInputSchema).max(500).optional(),
});
/**
 * PATCH /v1/invoices/{id} (partial `{ invoice }`): paid/datePaid (set paid), color, lock. A locked
 * invoice takes only these keys; `lockVersion` is optional (one-click list actions).
 */
export const invoicePatchBodySchema = z.object({
  invoice: z
    .object({
      paid: z.boolean(),
      datePaid: dayField.nullable(),
      color: invoiceColorSchema,
      lock: z.boolean(),
      lockVersion: lockVersionField,
    })
    .partial()
    // a key the call does not handle is a field error, never a silent 'saved'
    .strict(),
});
/**
 * POST /v1/invoices/{id}/reverse-payment (administrator, decision 175): a paid invoice back to unpaid — a payment
 * matched by mistake. The reason is recorded in the history.
 */
export const invoiceReversePaymentBodySchema = z
  .object({
    lockVersion: lockVersionField,
    reason: requiredText(300),
  })
  .strict();
export type InvoiceReversePaymentBody = z.infer<typeof invoiceReversePaymentBodySchema>;
export type InvoiceCreateBody = z.infer<typeof invoiceCreateBodySchema>;
export type InvoiceCreateInput = InvoiceCreateBody['invoice'];
export type InvoiceUpdateBody = z.infer<typeof invoiceUpdateBodySchema>;
export type InvoicePatchInput = z.infer<typeof invoicePatchBodySchema>['invoice'];

export const invoiceSavedResponseSchema = z.object({
  invoice: invoiceSchema,
  items: z.array(invoiceItemSchema),
  flashMessages: flashMessagesField,
});
export const invoiceCreatedResponseSchema = idResponseSchema.extend({ flashMessages: flashMessagesField });

/** Items: GET → `{ items }`; PUT `{ items }` (the whole list); POST `{ item }` → `{ id }`. */
export const invoiceItemsResponseSchema = z.object({ items: z.array(invoiceItemSchema) });
export const invoiceItemsPutBodySchema = z.object({
  items: z.array(invoiceItemInputSchema).max(500),
  lockVersion: lockVersionField.optional(),
});
export const invoiceItemPostBodySchema = z.object({ item: invoiceItemInputSchema.omit({ id: true }) });
export const invoiceItemsSavedResponseSchema = invoiceItemsResponseSchema.extend({
  invoice: invoiceSchema,
  flashMessages: flashMessagesField,
});

/** GET /v1/invoices filter (overview §2.8); empty values are no filter. */
export const invoiceDateTypes = ['issue', 'maturity', 'paid'] as const;
const flag = (fallback: '0' | '1') =>
  z.preprocess((value) => (value === '' ? undefined : value), z.enum(['0', '1']).default(fallback));
export const invoiceListQuerySchema = z.object({
  page: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(1).max(1_000_000).default(1),
  ),
  search: emptyAsAbsent(text(200)),
  onlyUnpaid: flag('1'),
  onlyAfterMaturity: flag('0'),
  dateType: emptyAsAbsent(z.enum(invoiceDateTypes)),
  dateFrom: emptyAsAbsent(dayField),
  dateTo: emptyAsAbsent(dayField),
  billingInfoId: emptyAsAbsent(idParam),
  documentType: emptyAsAbsent(documentTypeSchema),
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

export const invoiceListItemSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  priceWithVat: z.number(),
  priceWithoutVat: z.number(),
  paid: z.boolean(),
  datePaid: z.string().nullable(),
  state: invoiceStateSchema,
  dateIssue: z.string(),
  dateMaturity: z.string(),
  deliveryNoteNumber: z.number().int().nullable(),
  invoiceCompany: z.string(),
  customerId: z.number().int(),
  customerApplicationId: z.number().int().nullable(),
  inspectionCount: z.number().int(),
  color: z.number().int(),
  lock: z.boolean(),
  documentType: documentTypeSchema,
  lockVersion: lockVersionField,
  /** the Peppol e-invoice's delivery (decision 182), null when none was queued */
  eInvoiceStatus: z.enum(eInvoiceStatuses).nullable(),
});
export type InvoiceListItem = z.infer<typeof invoiceListItemSchema>;
export const invoiceListResponseSchema = z.object({
  invoices: z.array(invoiceListItemSchema),
  pagination: paginationSchema,
  /** over the whole filter, not the page */
  summary: z.object({ totalPriceWithVat: z.number(), totalPriceWithoutVat: z.number() }),
});
export type InvoiceListResponse = z.infer<typeof invoiceListResponseSchema>;

/** GET /v1/invoices/statistics?year= (2015 … this year). */
export const invoiceStatisticsQuerySchema = z.object({
  year: z.coerce
    .number()
    .int()
    .min(INVOICE_STATISTICS_FIRST_YEAR)
    .refine((value) => value <= new Date().getFullYear(), { message: 'too_big' }),
});
const totalsFields = { totalPriceWithoutVat: z.number(), totalPriceWithVat: z.number() };
export const invoiceStatisticsResponseSchema = z.object({
  year: z.number().int(),
  ...totalsFields,
  months: z.array(z.object({ month: z.number().int(), ...totalsFields })),
});
export type InvoiceStatistics = z.infer<typeof invoiceStatisticsResponseSchema>;

/** GET /v1/invoices/overdue: the current user's customers' (all for administrators). */
export const overdueInvoiceSchema = z.object({
  id: z.number().int(),
  invoiceCompany: z.string(),
  deliveryNoteNumber: z.number().int().nullable(),
  number: z.string(),
  priceWithVat: z.number(),
  dateMaturity: z.string(),
  invoiceEmail: z.string(),
  customerId: z.number().int(),
  /** the highest payment reminder sent (0 none, 1 first, 2 second) */
  reminderLevel: z.number().int().min(0).max(2),
});
export type OverdueInvoice = z.infer<typeof overdueInvoiceSchema>;
export const overdueInvoicesResponseSchema = z.object({ invoices: z.array(overdueInvoiceSchema) });

/** GET /v1/customers/{id}/invoices (the customer's invoices tab). */
export const customerInvoiceSchema = z.object({
  id: z.number().int(),
  dateIssue: z.string(),
  number: z.string(),
  deliveryNoteNumber: z.number().int().nullable(),
  priceWithoutVat: z.number(),
  priceWithVat: z.number(),
  dateMaturity: z.string(),
  paid: z.boolean(),
  datePaid: z.string().nullable(),
  state: invoiceStateSchema,
});
export const customerInvoicesResponseSchema = z.object({ invoices: z.array(customerInvoiceSchema) });

/** Bulk actions: 1–200 distinct ids of this country's invoices. */
const invoiceIdsField = distinct(z.array(idSchema).min(1).max(200));
/** POST /v1/invoices/send (`{ invoiceIds, email? }`; `email` overrides each invoice's address). */
export const invoiceSendBodySchema = z.object({
  invoiceIds: invoiceIdsField,
  email: emailOrEmpty(100).optional(),
});
export const invoiceSendResponseSchema = z.object({
  flashMessages: flashMessagesField,
  successCount: z.number().int(),
  errorCount: z.number().int(),
});
/**
 * POST /v1/invoices/send-preview (the send's body) → what the send would do, before it does it (decision 178): per
 * invoice the recipient (null: none, it would not be sent), the copy address, the attached files and whether it is
 * locked already (sending locks it).
 */
export const invoiceSendPreviewResponseSchema = z.object({
  invoices: z.array(
    z.object({
      id: z.number().int(),
      number: z.string(),
      to: z.string().nullable(),
      cc: z.string().nullable(),
      attachments: z.array(z.string()),
      isLocked: z.boolean(),
    }),
  ),
});
export type InvoiceSendPreview = z.infer<typeof invoiceSendPreviewResponseSchema>;
/** POST /v1/invoices/download (`{ invoiceIds }`) → one PDF of all of them (application/pdf). */
export const invoiceDownloadBodySchema = z.object({ invoiceIds: invoiceIdsField });
