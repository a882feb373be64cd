import type { EInvoiceState } from '@bo/contract/invoices/e-invoice';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invoicesQueryKey } from './get-invoices';

export const eInvoiceQueryKey = (country: string, invoiceId: number) =>
  [...invoicesQueryKey(country), 'e-invoice', invoiceId] as const;

/** GET /v1/invoices/{id}/e-invoice → the Peppol e-invoice's state (decision 182). */
export const useEInvoice = (country: string, invoiceId: number) =>
  useQuery({
    queryKey: eInvoiceQueryKey(country, invoiceId),
    queryFn: () => api.get<EInvoiceState>(`/v1/invoices/${invoiceId}/e-invoice`),
  });

/** POST /v1/invoices/{id}/e-invoice: queues the e-invoice (the invoice gets locked). */
export const useQueueEInvoice = (country: string, invoiceId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<EInvoiceState>(`/v1/invoices/${invoiceId}/e-invoice`),
    onSuccess: (state) => {
      queryClient.setQueryData(eInvoiceQueryKey(country, invoiceId), state);
      // the invoice is locked now, and the list shows the state
      return queryClient.invalidateQueries({ queryKey: invoicesQueryKey(country) });
    },
  });
};
