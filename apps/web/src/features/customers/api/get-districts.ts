import type { District } from '@bo/contract/reference/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /v1/districts → { districts } of the current country. */
export const getDistricts = () => api.get<{ districts: District[] }>('/v1/districts');

export const districtsQueryOptions = (country: string) =>
  queryOptions({
    queryKey: ['districts', country] as const,
    queryFn: getDistricts,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useDistricts = (country: string, isEnabled = true) =>
  useQuery({ ...districtsQueryOptions(country), enabled: isEnabled });
