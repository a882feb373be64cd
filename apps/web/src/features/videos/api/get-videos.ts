import type { Video } from '@bo/contract/offers/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /v1/videos → { videos }: the country's video catalogue for offers, in position order. */
export const getVideos = () => api.get<{ videos: Video[] }>('/v1/videos');

export const videosQueryKey = (country: string) => ['videos', country] as const;

export const videosQueryOptions = (country: string) =>
  queryOptions({ queryKey: videosQueryKey(country), queryFn: getVideos });

export const useVideos = (country: string) => useQuery(videosQueryOptions(country));
