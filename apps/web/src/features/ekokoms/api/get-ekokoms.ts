import type { Ekokom } from '@bo/contract/settings/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /v1/ekokoms → { ekokoms }: the country's EKO-KOM packaging materials. */
export const getEkokoms = () => api.get<{ ekokoms: Ekokom[] }>('/v1/ekokoms');

export const ekokomsQueryKey = (country: string) => ['ekokoms', country] as const;

export const ekokomsQueryOptions = (country: string) =>
  queryOptions({ queryKey: ekokomsQueryKey(country), queryFn: getEkokoms });

export const useEkokoms = (country: string) => useQuery(ekokomsQueryOptions(country));
