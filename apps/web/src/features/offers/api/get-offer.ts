import type { CustomerOffer } from '@bo/contract/offers/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { offersQueryKey } from './get-offers';

/**
 * GET /v1/customers/{id}/offers/{offerId} → { customerOffer }; 404 for another customer's offer.
 * `new`: the offer a new form starts from (version from the configuration, the user's templates,
 * the customer's e-mails); nothing is stored.
 */
export const getOffer = (customerId: number, offerId: number | 'new') =>
  api.get<{ customerOffer: CustomerOffer }>(`/v1/customers/${customerId}/offers/${offerId}`);

export const offerQueryKey = (country: string, customerId: number, offerId: number | 'new') =>
  [...offersQueryKey(country, customerId), offerId] as const;

export const offerQueryOptions = (country: string, customerId: number, offerId: number | 'new') =>
  queryOptions({
    queryKey: [...offerQueryKey(country, customerId, offerId), 'detail'] as const,
    queryFn: () => getOffer(customerId, offerId),
    staleTime: 0,
  });

export const useOffer = (country: string, customerId: number, offerId: number | 'new') =>
  useQuery(offerQueryOptions(country, customerId, offerId));
