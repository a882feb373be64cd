import type { offerCallSchema } from '@bo/contract/offers/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { offerQueryKey } from './get-offer';

export type OfferCall = z.infer<typeof offerCallSchema>;

/** GET …/offers/{offerId}/calls → { customerOfferCalls }: the customer's calls since the offer was created. */
export const getOfferCalls = (customerId: number, offerId: number) =>
  api.get<{ customerOfferCalls: OfferCall[] }>(`/v1/customers/${customerId}/offers/${offerId}/calls`);

export const useOfferCalls = (country: string, customerId: number, offerId: number) =>
  useQuery(
    queryOptions({
      queryKey: [...offerQueryKey(country, customerId, offerId), 'calls'] as const,
      queryFn: () => getOfferCalls(customerId, offerId),
    }),
  );
