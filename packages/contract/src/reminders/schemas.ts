import { z } from 'zod';

/** The two reminder levels: the first and the second reminder of an unpaid invoice past maturity. */
export const reminderLevelSchema = z.number().int().min(1).max(2);

/** One sent reminder of an invoice: its level, the day it was sent (yyyy-MM-dd, Prague) and to whom. */
export const invoiceReminderSchema = z.object({
  level: reminderLevelSchema,
  date: z.string(),
  email: z.string(),
});
export type InvoiceReminder = z.infer<typeof invoiceReminderSchema>;

/** GET /v1/invoices/{id}/reminders */
export const invoiceRemindersResponseSchema = z.object({ reminders: z.array(invoiceReminderSchema) });

/** POST /v1/reminders/run takes no body (a JSON null or an empty object at most); anything else is a 400. */
export const reminderRunBodySchema = z.object({}).strict().nullish();

/** POST /v1/reminders/run: how many reminders this run sent. */
export const reminderRunResponseSchema = z.object({ sent: z.number().int().min(0) });
export type ReminderRunResult = z.infer<typeof reminderRunResponseSchema>;
