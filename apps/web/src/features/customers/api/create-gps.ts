import type { GpsInput } from '@bo/contract/customers/gps-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { gpsQueryKey } from './get-gps';
import { nearQueryKey } from './get-near-customers';

/** POST /v1/customers/{id}/gps (body gps: title, coordinates as typed) → { id }. */
export const createGps = ({ customerId, gps }: { customerId: number; gps: GpsInput }) =>
  api.post<{ id: number }>(`/v1/customers/${customerId}/gps`, { gps });

/** GPS points move the customer on the map: the near search is refreshed with them. */
export const useCreateGps = (country: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGps,
    onSuccess: (_data, { customerId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: gpsQueryKey(country, customerId) }),
        queryClient.invalidateQueries({ queryKey: nearQueryKey(country, customerId) }),
      ]),
  });
};
