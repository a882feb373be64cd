import type { customerInvoiceSchema } from '@bo/contract/invoices/schemas';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { invoicesQueryKey } from './get-invoices';

export type CustomerInvoice = z.infer<typeof customerInvoiceSchema>;

/** GET /v1/customers/{id}/invoices → { invoices } (the customer's invoices tab). */
export const useCustomerInvoices = (country: string, customerId: number) =>
  useQuery({
    queryKey: [...invoicesQueryKey(country), 'customer', customerId] as const,
    queryFn: ({ signal }) =>
      api.get<{ invoices: CustomerInvoice[] }>(`/v1/customers/${customerId}/invoices`, { signal }),
  });
