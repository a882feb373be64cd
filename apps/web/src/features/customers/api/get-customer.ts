import type { Customer } from '@bo/contract/customers/detail-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { customersQueryKey } from './get-customers';

/** GET /v1/customers/{id} → { customer }; 404 for a missing customer or one of another country. */
export const getCustomer = (customerId: number) => api.get<{ customer: Customer }>(`/v1/customers/${customerId}`);

/** The customer and everything under it (contacts, GPS, notes, near customers, calls). */
export const customerQueryKey = (country: string, customerId: number) =>
  [...customersQueryKey(country), customerId] as const;

export const customerDetailQueryKey = (country: string, customerId: number) =>
  [...customerQueryKey(country, customerId), 'detail'] as const;

export const customerQueryOptions = (country: string, customerId: number) =>
  queryOptions({ queryKey: customerDetailQueryKey(country, customerId), queryFn: () => getCustomer(customerId) });

/** `customerId` undefined (a new customer): nothing is loaded. */
export const useCustomer = (country: string, customerId: number | undefined) =>
  useQuery({ ...customerQueryOptions(country, customerId ?? 0), enabled: customerId !== undefined });
