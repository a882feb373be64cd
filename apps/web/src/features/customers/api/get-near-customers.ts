import type { NearCustomersResponse } from '@bo/contract/customers/near-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { customerQueryKey } from './get-customer';

export type NearParams = { radius: number; user: number };

/** GET /v1/customers/{id}/near (radius in km, user: whose customers) → { nearCustomers, origin, … }. */
export const getNearCustomers = (customerId: number, params: NearParams) =>
  api.get<NearCustomersResponse>(`/v1/customers/${customerId}/near`, { query: params });

/** Every near search of the customer; its GPS points change them all. */
export const nearQueryKey = (country: string, customerId: number) =>
  [...customerQueryKey(country, customerId), 'near'] as const;

export const nearCustomersQueryOptions = (country: string, customerId: number, params: NearParams) =>
  queryOptions({
    queryKey: [...nearQueryKey(country, customerId), params] as const,
    queryFn: () => getNearCustomers(customerId, params),
    placeholderData: keepPreviousData,
  });

export const useNearCustomers = (country: string, customerId: number, params: NearParams, isEnabled = true) =>
  useQuery({ ...nearCustomersQueryOptions(country, customerId, params), enabled: isEnabled });
