import type { ConfigurationRecord } from '@bo/contract/configuration/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /v1/configuration → { configuration } of the current country. */
export const getConfiguration = () => api.get<{ configuration: ConfigurationRecord }>('/v1/configuration');

export const configurationQueryKey = (country: string) => ['configuration', country] as const;

export const configurationQueryOptions = (country: string) =>
  queryOptions({ queryKey: configurationQueryKey(country), queryFn: getConfiguration });

export const useConfiguration = (country: string) => useQuery(configurationQueryOptions(country));
