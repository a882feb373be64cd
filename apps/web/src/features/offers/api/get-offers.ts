import type { CustomerOffer } from '@bo/contract/offers/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerQueryKey } from '@/features/customers/api/get-customer';
import { api } from '@/lib/api-client';

/** GET /v1/customers/{id}/offers → { customerOffers }, newest first. */
export const getOffers = (customerId: number) =>
  api.get<{ customerOffers: CustomerOffer[] }>(`/v1/customers/${customerId}/offers`);

/** Every offer query of a customer starts with this key. */
export const offersQueryKey = (country: string, customerId: number) =>
  [...customerQueryKey(country, customerId), 'offers'] as const;

export const offersQueryOptions = (country: string, customerId: number) =>
  queryOptions({
    queryKey: [...offersQueryKey(country, customerId), 'list'] as const,
    queryFn: () => getOffers(customerId),
  });

export const useOffers = (country: string, customerId: number) => useQuery(offersQueryOptions(country, customerId));
