import { z } from 'zod';
import { idParam } from '../common/fields';
import { paginationSchema } from '../customers/list-schemas';

/** The records whose changes are kept (decision 151; billing infos: decision 174). */
export const historyEntities = ['customer', 'application', 'invoice', 'billingInfo'] as const;
export type HistoryEntity = (typeof historyEntities)[number];

/**
 * The items recorded with their record: a customer's contacts and GPS points, cart and invoice lines, and an
 * invoice's payments, reminders and credit notes.
 */
export const historyItemKinds = [
  'contact',
  'gps',
  'cartItem',
  'invoiceItem',
  'payment',
  'reminder',
  'creditNote',
] as const;
export type HistoryItemKind = (typeof historyItemKinds)[number];

export const historyActions = ['created', 'changed', 'deleted'] as const;
export type HistoryAction = (typeof historyActions)[number];

/**
 * What changed a record when no form did (decision 175): a confirmed bank statement (ref: its number from the bank), sending by
 * e-mail (ref: the recipients), a credit note issued against it (ref: its number), a payment reminder (ref: its
 * level), an administrator reversing a payment matched by mistake (ref: the reason), queuing the
 * Peppol e-invoice (ref: the receiver).
 */
export const changeSources = [
  'bank_statement',
  'sending',
  'credit_note',
  'reminder',
  'payment_reversal',
  'e_invoice',
] as const;
export type ChangeSourceKind = (typeof changeSources)[number];
export const changeSourceSchema = z.object({ kind: z.enum(changeSources), ref: z.string() });
export type ChangeSource = z.infer<typeof changeSourceSchema>;

export const HISTORY_PAGE_SIZE = 50;

/** GET /v1/history?entity=customer&id=…&page=… */
export const historyQuerySchema = z.object({
  entity: z.enum(historyEntities),
  id: idParam,
  page: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(1).max(1_000_000).default(1),
  ),
});
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

/** A stored value: text, number, yes/no, nothing, or (a created or deleted item) its fields. */
export const historyValueSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
]);
export type HistoryValue = z.infer<typeof historyValueSchema>;

/** One recorded change: a field of the record or of one of its items, or a created or deleted record or item. */
export const historyChangeSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  action: z.enum(historyActions),
  item: z.object({ kind: z.enum(historyItemKinds), key: z.string(), label: z.string() }).nullable(),
  /** null when the whole record or item was created or deleted */
  field: z.string().nullable(),
  oldValue: historyValueSchema,
  newValue: historyValueSchema,
  /** the referenced record's name for reference fields (operator, product, billing info, …) */
  oldText: z.string().nullable(),
  newText: z.string().nullable(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  routeName: z.string().nullable(),
  pageUri: z.string().nullable(),
  /** what made the change when no form did */
  source: changeSourceSchema.nullable(),
});
export type HistoryChange = z.infer<typeof historyChangeSchema>;

export const historyResponseSchema = z.object({
  changes: z.array(historyChangeSchema),
  pagination: paginationSchema,
});
export type HistoryResponse = z.infer<typeof historyResponseSchema>;
