import type { OverdueInvoice } from '@bo/contract/invoices/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invoicesQueryKey } from './get-invoices';

/** GET /v1/invoices/overdue → { invoices } (the user's customers'; all of them for administrators). */
export const useOverdueInvoices = (country: string) =>
  useQuery({
    queryKey: [...invoicesQueryKey(country), 'overdue'] as const,
    queryFn: ({ signal }) => api.get<{ invoices: OverdueInvoice[] }>('/v1/invoices/overdue', { signal }),
  });
