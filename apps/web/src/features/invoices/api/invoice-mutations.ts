import type { FlashMessageDto } from '@bo/contract/errors/error-response';
import type {
  Invoice,
  InvoiceCreateBody,
  InvoiceItem,
  InvoicePatchInput,
  InvoiceReversePaymentBody,
  InvoiceUpdateBody,
} from '@bo/contract/invoices/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invoiceQueryKey } from './get-invoice';
import { invoicesQueryKey } from './get-invoices';

type Saved = { invoice: Invoice; items: InvoiceItem[]; flashMessages?: FlashMessageDto[] };

/** Any change of an invoice refreshes the lists, the overdue list and the customer's invoices. */
const useInvalidateInvoices = (country: string) => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: invoicesQueryKey(country) });
};

/** POST /v1/invoices ({ invoice, items }) → { id }: both saved at once; the number is assigned by the server. */
export const useCreateInvoice = (country: string) => {
  const invalidate = useInvalidateInvoices(country);
  return useMutation({
    mutationFn: (body: InvoiceCreateBody) => api.post<{ id: number }>('/v1/invoices', body),
    onSuccess: () => invalidate(),
  });
};

/** PUT /v1/invoices/{id} ({ invoice, items }) → the saved invoice and its items. */
export const useUpdateInvoice = (country: string) => {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateInvoices(country);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: InvoiceUpdateBody }) => api.put<Saved>(`/v1/invoices/${id}`, body),
    onSuccess: ({ invoice, items }) => {
      queryClient.setQueryData(invoiceQueryKey(country, invoice.id), { invoice, items });
      return invalidate();
    },
  });
};

/** PATCH /v1/invoices/{id} (partial { invoice }): set paid, colour, lock. */
export const usePatchInvoice = (country: string) => {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateInvoices(country);
  return useMutation({
    mutationFn: ({ id, invoice }: { id: number; invoice: InvoicePatchInput }) =>
      api.patch<{ invoice: Invoice }>(`/v1/invoices/${id}`, { invoice }),
    onSuccess: ({ invoice }) => {
      queryClient.setQueryData(invoiceQueryKey(country, invoice.id), (old: Saved | undefined) =>
        old ? { ...old, invoice } : old,
      );
      return invalidate();
    },
  });
};

/** POST /v1/invoices/{id}/reverse-payment (administrator): paid → unpaid with a reason (decision 175). */
export const useReversePayment = (country: string) => {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateInvoices(country);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: InvoiceReversePaymentBody }) =>
      api.post<{ invoice: Invoice }>(`/v1/invoices/${id}/reverse-payment`, body),
    onSuccess: ({ invoice }) => {
      queryClient.setQueryData(invoiceQueryKey(country, invoice.id), (old: Saved | undefined) =>
        old ? { ...old, invoice } : old,
      );
      return invalidate();
    },
  });
};

/** POST /v1/invoices/{id}/clone (empty body) → { id } of the copy. */
export const useCloneInvoice = (country: string) => {
  const invalidate = useInvalidateInvoices(country);
  return useMutation({
    mutationFn: (id: number) => api.post<{ id: number }>(`/v1/invoices/${id}/clone`),
    onSuccess: () => invalidate(),
  });
};

/** DELETE /v1/invoices/{id}. */
export const useDeleteInvoice = (country: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/v1/invoices/${id}`),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: invoiceQueryKey(country, id) });
      return queryClient.invalidateQueries({ queryKey: invoicesQueryKey(country) });
    },
  });
};

/**
 * POST /v1/customers/{id}/applications/{appId}/invoice?private=0|1 → { id }: an invoice of one
 * part of an application (company or private).
 */
export const createApplicationInvoice = (options: {
  customerId: number;
  applicationId: number;
  part: 'company' | 'private';
}) =>
  api.post<{ id: number; flashMessages?: FlashMessageDto[] }>(
    `/v1/customers/${options.customerId}/applications/${options.applicationId}/invoice`,
    undefined,
    { query: { private: options.part === 'private' ? 1 : 0 } },
  );

export const useCreateApplicationInvoice = (country: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApplicationInvoice,
    onSuccess: (_result, { customerId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: invoicesQueryKey(country) }),
        queryClient.invalidateQueries({ queryKey: ['customers', country, customerId] }),
        queryClient.invalidateQueries({ queryKey: ['calendar', country] }),
      ]),
  });
};
