import type { offerPriceBodySchema, offerPriceTypes } from '@bo/contract/settings/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { type OfferSettings, offerSettingsQueryKey } from './get-offer-settings';

export type OfferPriceBody = z.infer<typeof offerPriceBodySchema>;
export type OfferPriceType = (typeof offerPriceTypes)[number];

/** PUT /v1/offer-settings/price/{type} (priceWithoutVat, taxId) → the whole offer settings. */
export const updateOfferPrice = ({ type, ...body }: OfferPriceBody & { type: OfferPriceType }) =>
  api.put<OfferSettings>(`/v1/offer-settings/price/${type}`, body);

export const useUpdateOfferPrice = (country: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOfferPrice,
    onSuccess: (data) => queryClient.setQueryData(offerSettingsQueryKey(country), data),
  });
};
