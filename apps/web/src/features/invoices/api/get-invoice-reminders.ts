import type { InvoiceReminder } from '@bo/contract/reminders/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invoiceQueryKey } from './get-invoice';

/** GET /v1/invoices/{id}/reminders → { reminders }: the payment reminders sent for the invoice. */
export const useInvoiceReminders = (country: string, invoiceId: number) =>
  useQuery({
    queryKey: [...invoiceQueryKey(country, invoiceId), 'reminders'] as const,
    queryFn: ({ signal }) =>
      api.get<{ reminders: InvoiceReminder[] }>(`/v1/invoices/${invoiceId}/reminders`, { signal }),
  });
