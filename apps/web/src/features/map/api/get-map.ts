import type { MapDetailResponse, MapResponse } from '@bo/contract/map/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type MapParams = { selectedDates?: readonly string[]; driverApplications: boolean };

/** GET /v1/maps (selectedDates comma list, driverApplications 0/1) → { mapApplications, driverApplications, filter, bestOperators }. */
export const getMap = (params: MapParams) =>
  api.get<MapResponse>('/v1/maps', {
    query: {
      selectedDates: params.selectedDates?.join(','),
      driverApplications: params.driverApplications ? 1 : 0,
    },
  });

export const mapQueryOptions = (country: string, params: MapParams) =>
  queryOptions({
    queryKey: ['map', country, params] as const,
    queryFn: () => getMap(params),
    placeholderData: keepPreviousData,
  });

export const useApplicationsMap = (country: string, params: MapParams, isEnabled = true) =>
  useQuery({ ...mapQueryOptions(country, params), enabled: isEnabled });

/** GET /v1/maps/customers/{id}/applications/{appId} → the popup's customer, application and operator. */
export const useMapDetail = (country: string, customerId: number, applicationId: number) =>
  useQuery({
    queryKey: ['map', country, 'detail', customerId, applicationId] as const,
    queryFn: () => api.get<MapDetailResponse>(`/v1/maps/customers/${customerId}/applications/${applicationId}`),
  });
