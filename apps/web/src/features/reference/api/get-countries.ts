import type { Country } from '@bo/contract/reference/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /v1/countries → { countries: [{ countryCode, langCode, currency }] }. */
export const getCountries = () => api.get<{ countries: Country[] }>('/v1/countries');

export const countriesQueryOptions = () =>
  queryOptions({ queryKey: ['countries'], queryFn: getCountries, staleTime: Number.POSITIVE_INFINITY });

export const useCountries = () => useQuery(countriesQueryOptions());
