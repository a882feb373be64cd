import { z } from 'zod';

/**
 * overview §4 Invoice paid state: paid; else after maturity when the maturity date is past; else
 * unpaid. Maturity is past from the day after it (as the application status, DESIGN §4).
 */
export const invoiceStates = ['paid', 'after_maturity', 'unpaid'] as const;
export const invoiceStateSchema = z.enum(invoiceStates);
export type InvoiceState = z.infer<typeof invoiceStateSchema>;

/** `today` and `dateMaturity` are `yyyy-MM-dd` (the company's calendar day, Europe/Prague). */
export const invoiceState = (invoice: { paid: boolean; dateMaturity: string }, today: string): InvoiceState => {
  if (invoice.paid) return 'paid';
  return invoice.dateMaturity < today ? 'after_maturity' : 'unpaid';
};

/** overview §3 Invoice color: six fixed ids (white, cyan, pink, green, yellow, magenta). */
export const invoiceColorIds = [1, 2, 3, 4, 5, 6] as const;
export const invoiceColorNames = ['white', 'cyan', 'pink', 'green', 'yellow', 'magenta'] as const;

/** rules §5 / §10: the statistics year choice starts at 2015. */
export const INVOICE_STATISTICS_FIRST_YEAR = 2015;
export const INVOICE_PAGE_SIZE = 50;
