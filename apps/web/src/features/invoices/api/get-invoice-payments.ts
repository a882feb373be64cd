import type { InvoicePayment } from '@bo/contract/bank-statements/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invoicesQueryKey } from './get-invoices';

/** GET /v1/invoices/{id}/payments: the payments bank statement imports recorded on the invoice. */
export const useInvoicePayments = (country: string, invoiceId: number) =>
  useQuery({
    queryKey: [...invoicesQueryKey(country), 'payments', invoiceId] as const,
    queryFn: () => api.get<{ payments: InvoicePayment[] }>(`/v1/invoices/${invoiceId}/payments`),
  });
