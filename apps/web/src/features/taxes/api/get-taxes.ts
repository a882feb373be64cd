import type { Tax } from '@bo/contract/settings/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /v1/taxes → { taxes } of the current country, lowest rate first. */
export const getTaxes = () => api.get<{ taxes: Tax[] }>('/v1/taxes');

export const taxesQueryKey = (country: string) => ['taxes', country] as const;

export const taxesQueryOptions = (country: string) =>
  queryOptions({ queryKey: taxesQueryKey(country), queryFn: getTaxes });

export const useTaxes = (country: string) => useQuery(taxesQueryOptions(country));
