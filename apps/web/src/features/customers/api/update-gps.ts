import type { Gps, GpsInput } from '@bo/contract/customers/gps-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { gpsQueryKey } from './get-gps';
import { nearQueryKey } from './get-near-customers';

/** PUT /v1/customers/{id}/gps/{gpsId} (body gps) → { gps }. */
export const updateGps = ({
  customerId,
  gpsId,
  gps,
}: {
  customerId: number;
  gpsId: number;
  gps: GpsInput & { lockVersion?: number };
}) => api.put<{ gps: Gps }>(`/v1/customers/${customerId}/gps/${gpsId}`, { gps });

export const useUpdateGps = (country: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGps,
    onSuccess: (_data, { customerId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: gpsQueryKey(country, customerId) }),
        queryClient.invalidateQueries({ queryKey: nearQueryKey(country, customerId) }),
      ]),
  });
};
