import type { OfferVideo } from '@bo/contract/offers/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { offerQueryKey } from './get-offer';

const baseUrl = (customerId: number, offerId: number | 'new') => `/v1/customers/${customerId}/offers/${offerId}/videos`;

/** GET …/offers/{offerId}/videos → { offerVideos }: every catalogue video with this offer's flag (`new`: all shown). */
export const getOfferVideos = (customerId: number, offerId: number | 'new') =>
  api.get<{ offerVideos: OfferVideo[] }>(baseUrl(customerId, offerId));

export const offerVideosQueryKey = (country: string, customerId: number, offerId: number | 'new') =>
  [...offerQueryKey(country, customerId, offerId), 'videos'] as const;

export const useOfferVideos = (country: string, customerId: number, offerId: number | 'new') =>
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

export const useUpdateOfferVideos = (country: string, customerId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOfferVideos,
    // the checkbox follows the click at once; a failure puts the stored list back
    onMutate: ({ offerId, offerVideos }) => {
      const queryKey = offerVideosQueryKey(country, customerId, offerId);
      const before = queryClient.getQueryData<{ offerVideos: OfferVideo[] }>(queryKey);
      if (before) {
        const disabledOf = new Map(offerVideos.map((item) => [item.video.id, item.disabled]));
        queryClient.setQueryData(queryKey, {
          offerVideos: before.offerVideos.map((item) => ({
            ...item,
            disabled: disabledOf.get(item.video.id) ?? item.disabled,
          })),
        });
      }
      return { before };
    },
    onError: (_error, { offerId }, context) => {
      if (context?.before) queryClient.setQueryData(offerVideosQueryKey(country, customerId, offerId), context.before);
    },
    onSettled: (_result, _error, { offerId }) =>
      queryClient.invalidateQueries({ queryKey: offerVideosQueryKey(country, customerId, offerId) }),
  });
};
