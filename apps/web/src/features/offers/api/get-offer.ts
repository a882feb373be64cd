import type { CustomerOffer } from '@bo/contract/offers/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { offersQueryKey } from './get-offers';

/** GET /v1/customers/{id}/offers/{offerId} → { customerOffer }; 404 for another customer's offer. */
export const getOffer = (customerId: number, offerId: number) =>
  api.get<{ customerOffer: CustomerOffer }>(`/v1/customers/${customerId}/offers/${offerId}`);

export const offerQueryKey = (country: string, customerId: number, offerId: number) =>
  [...offersQueryKey(country, customerId), offerId] as const;

export const offerQueryOptions = (country: string, customerId: number, offerId: number) =>
  queryOptions({
    queryKey: [...offerQueryKey(country, customerId, offerId), 'detail'] as const,
    queryFn: () => getOffer(customerId, offerId),
    staleTime: 0,
  });

export const useOffer = (country: string, customerId: number, offerId: number | undefined) =>
  useQuery({ ...offerQueryOptions(country, customerId, offerId ?? 0), enabled: offerId !== undefined });
