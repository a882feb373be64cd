import { z } from 'zod';

/**
 * DESIGN §4 Application status, derived and never stored: no `applicationRealDate` →
 * waiting_for_application; a real date and no invoice → application_done; an unpaid invoice →
 * invoiced, or after_maturity once its maturity date is past; every invoice paid → paid.
 * An application may have two invoices (company and private part, decision 065): one unpaid
 * invoice past maturity makes it after_maturity, any unpaid one invoiced, all paid paid.
 */
export const applicationStatuses = [
  'paid',
  'after_maturity',
  'invoiced',
  'application_done',
  'waiting_for_application',
] as const;
export const applicationStatusSchema = z.enum(applicationStatuses);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

export type StatusInvoice = { paid: boolean; dateMaturity: string };

/** `today` and `dateMaturity` are `yyyy-MM-dd`; maturity is past from the day after it. */
export const deriveApplicationStatus = (
  application: { applicationRealDate: string | null },
  invoices: readonly StatusInvoice[],
  today: string,
): ApplicationStatus => {
  if (invoices.length > 0) {
    const unpaid = invoices.filter((invoice) => !invoice.paid);
    if (unpaid.length === 0) return 'paid';
    return unpaid.some((invoice) => invoice.dateMaturity < today) ? 'after_maturity' : 'invoiced';
  }
  return application.applicationRealDate === null ? 'waiting_for_application' : 'application_done';
};

/** overview §4: the screen's label; any value it does not know is `unknown`. */
export const applicationStatusLabel = (status: string): ApplicationStatus | 'unknown' =>
  (applicationStatuses as readonly string[]).includes(status) ? (status as ApplicationStatus) : 'unknown';
