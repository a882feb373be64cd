import type { offerSettingsResponseSchema } from '@bo/contract/settings/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type OfferSettings = z.infer<typeof offerSettingsResponseSchema>;

/** GET /v1/offer-settings → { offerPrices, offerRatings } of the current country. */
export const getOfferSettings = () => api.get<OfferSettings>('/v1/offer-settings');

export const offerSettingsQueryKey = (country: string) => ['offer-settings', country] as const;

export const offerSettingsQueryOptions = (country: string) =>
  queryOptions({ queryKey: offerSettingsQueryKey(country), queryFn: getOfferSettings });

export const useOfferSettings = (country: string) => useQuery(offerSettingsQueryOptions(country));
