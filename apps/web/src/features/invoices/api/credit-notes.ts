import type { CreditNoteCreateInput, InvoiceCreditNotesResponse } from '@bo/contract/invoices/credit-notes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invoiceQueryKey } from './get-invoice';
import { invoicesQueryKey } from './get-invoices';

export const creditNotesQueryKey = (country: string, invoiceId: number) =>
  [...invoiceQueryKey(country, invoiceId), 'credit-notes'] as const;

/** GET /v1/invoices/{id}/credit-notes → its credit notes and what is left to credit per line. */
export const useInvoiceCreditNotes = (country: string, invoiceId: number, isEnabled = true) =>
  useQuery({
    queryKey: creditNotesQueryKey(country, invoiceId),
    queryFn: ({ signal }) => api.get<InvoiceCreditNotesResponse>(`/v1/invoices/${invoiceId}/credit-notes`, { signal }),
    enabled: isEnabled,
  });

/** POST /v1/invoices/{id}/credit-notes ({ creditNote }) → { id }; the original is locked by it. */
export const useCreateCreditNote = (country: string, invoiceId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (creditNote: CreditNoteCreateInput) =>
      api.post<{ id: number }>(`/v1/invoices/${invoiceId}/credit-notes`, { creditNote }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoicesQueryKey(country) }),
  });
};
