import type { Invoice, InvoiceItem } from '@bo/contract/invoices/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invoicesQueryKey } from './get-invoices';

export const invoiceQueryKey = (country: string, invoiceId: number) =>
  [...invoicesQueryKey(country), 'detail', invoiceId] as const;

/** GET /v1/invoices/{id} → { invoice } and GET /v1/invoices/{id}/items → { items }, loaded together. */
export const getInvoiceWithItems = async (invoiceId: number, signal?: AbortSignal) => {
  const [{ invoice }, { items }] = await Promise.all([
    api.get<{ invoice: Invoice }>(`/v1/invoices/${invoiceId}`, { signal }),
    api.get<{ items: InvoiceItem[] }>(`/v1/invoices/${invoiceId}/items`, { signal }),
  ]);
  return { invoice, items };
};

export const invoiceQueryOptions = (country: string, invoiceId: number) =>
  queryOptions({
    queryKey: invoiceQueryKey(country, invoiceId),
    queryFn: ({ signal }) => getInvoiceWithItems(invoiceId, signal),
  });

/** `invoiceId` undefined (a new invoice): nothing is loaded. */
export const useInvoice = (country: string, invoiceId: number | undefined) =>
  useQuery({ ...invoiceQueryOptions(country, invoiceId ?? 0), enabled: invoiceId !== undefined });
