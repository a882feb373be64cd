import type { OfferVideo } from '@bo/contract/offers/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { offerQueryKey } from './get-offer';

const baseUrl = (customerId: number, offerId: number) => `/v1/customers/${customerId}/offers/${offerId}/videos`;

/** GET …/offers/{offerId}/videos → { offerVideos }: every catalogue video with this offer's flag. */
export const getOfferVideos = (customerId: number, offerId: number) =>
  api.get<{ offerVideos: OfferVideo[] }>(baseUrl(customerId, offerId));

export const offerVideosQueryKey = (country: string, customerId: number, offerId: number) =>
  [...offerQueryKey(country, customerId, offerId), 'videos'] as const;

export const useOfferVideos = (country: string, customerId: number, offerId: number) =>
  useQuery(
    queryOptions({
      queryKey: offerVideosQueryKey(country, customerId, offerId),
      queryFn: () => getOfferVideos(customerId, offerId),
    }),
  );

/** PUT …/videos with the same list. */
export const updateOfferVideos = (options: {
  customerId: number;
  offerId: number;
  offerVideos: { disabled: boolean; video: { id: number } }[];
}) => api.put<unknown>(baseUrl(options.customerId, options.offerId), { offerVideos: options.offerVideos });

export const useUpdateOfferVideos = (country: string, customerId: number, offerId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOfferVideos,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerVideosQueryKey(country, customerId, offerId) }),
  });
};
