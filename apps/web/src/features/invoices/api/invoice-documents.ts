import type { FlashMessageDto } from '@bo/contract/errors/error-response';
import type { InvoiceSendPreview } from '@bo/contract/invoices/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invoicesQueryKey } from './get-invoices';

export type SendResult = { flashMessages?: FlashMessageDto[]; successCount: number; errorCount: number };

/** POST /v1/invoices/send ({ invoiceIds, email? }) → { flashMessages, successCount, errorCount }. */
export const useSendInvoices = (country: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendBody) => api.post<SendResult>('/v1/invoices/send', body),
    // electronicInvoiceTime and electronicInvoiceEmail change with a send; the overdue list (which
    // does not show them) stays as it is, with the e-mails typed into it.
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: invoicesQueryKey(country),
        predicate: (query) => query.queryKey[2] !== 'overdue',
      }),
  });
};

export type SendBody = { invoiceIds: number[]; email?: string };

/** POST /v1/invoices/send-preview (the send's body) → what the send would do, sending nothing (decision 178). */
export const useSendPreview = (country: string, body: SendBody | null) =>
  useQuery({
    queryKey: [...invoicesQueryKey(country), 'send-preview', body],
    queryFn: () => api.post<InvoiceSendPreview>('/v1/invoices/send-preview', body),
    enabled: body !== null,
    gcTime: 0,
    staleTime: 0,
  });

/** POST /v1/invoices/download ({ invoiceIds }) → one PDF of all of them. */
export const downloadInvoices = (invoiceIds: number[]) =>
  api.post<Blob>('/v1/invoices/download', { invoiceIds }, { responseType: 'blob' });

/** GET /v1/invoices/{id}/isdoc → the ISDOC (XML) of one invoice. */
export const downloadIsdoc = (invoiceId: number) =>
  api.get<Blob>(`/v1/invoices/${invoiceId}/isdoc`, { responseType: 'blob' });

/** GET /v1/invoices/{id}/ubl → the Peppol BIS Billing 3.0 document (UBL 2.1 XML) of one invoice. */
export const downloadUbl = (invoiceId: number) =>
  api.get<Blob>(`/v1/invoices/${invoiceId}/ubl`, { responseType: 'blob' });
