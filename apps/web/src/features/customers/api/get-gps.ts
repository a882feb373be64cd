import type { Gps } from '@bo/contract/customers/gps-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { customerQueryKey } from './get-customer';

/** GET /v1/customers/{id}/gps → { gps }, the first point first. */
export const getGps = (customerId: number) => api.get<{ gps: Gps[] }>(`/v1/customers/${customerId}/gps`);

export const gpsQueryKey = (country: string, customerId: number) =>
  [...customerQueryKey(country, customerId), 'gps'] as const;

export const gpsQueryOptions = (country: string, customerId: number) =>
  queryOptions({ queryKey: gpsQueryKey(country, customerId), queryFn: () => getGps(customerId) });

export const useGps = (country: string, customerId: number) => useQuery(gpsQueryOptions(country, customerId));
