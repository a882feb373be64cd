import { z } from 'zod';

/**
 * A Peppol e-invoice's delivery (decision 182): queued in the outbox → sent to the provider → delivered to the
 * buyer, or rejected (by the provider or the buyer's access point, or after the provider stayed unreachable).
 */
export const eInvoiceStatuses = ['queued', 'sent', 'delivered', 'rejected'] as const;
export type EInvoiceStatus = (typeof eInvoiceStatuses)[number];

/** GET /v1/invoices/{id}/e-invoice and the answer of POST: the state (status null: never queued). */
export const eInvoiceStateSchema = z.object({
  /** false: PEPPOL_PROVIDER_URL is not set — documents are built and downloadable, nothing is delivered */
  isConfigured: z.boolean(),
  status: z.enum(eInvoiceStatuses).nullable(),
  providerId: z.string().nullable(),
  queuedAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  /** the provider's rejection reason, or why the last attempt failed */
  error: z.string().nullable(),
  attempts: z.number().int(),
});
export type EInvoiceState = z.infer<typeof eInvoiceStateSchema>;

/** POST /v1/e-invoices/run: what one run of the outbox did. */
export const eInvoiceRunResponseSchema = z.object({
  sent: z.number().int(),
  delivered: z.number().int(),
  rejected: z.number().int(),
  retried: z.number().int(),
});
