import type { offerRatingBodySchema } from '@bo/contract/settings/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { type OfferSettings, offerSettingsQueryKey } from './get-offer-settings';

export type OfferRatingBody = z.infer<typeof offerRatingBodySchema>;

/** PUT /v1/offer-settings/rating/{id} (stars, priceFrom) → the whole offer settings. */
export const updateOfferRating = ({ id, ...body }: OfferRatingBody & { id: number }) =>
  api.put<OfferSettings>(`/v1/offer-settings/rating/${id}`, body);

export const useUpdateOfferRating = (country: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOfferRating,
    onSuccess: (data) => queryClient.setQueryData(offerSettingsQueryKey(country), data),
  });
};
