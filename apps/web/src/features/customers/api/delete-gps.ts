import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { gpsQueryKey } from './get-gps';
import { nearQueryKey } from './get-near-customers';

/** DELETE /v1/customers/{id}/gps/{gpsId}. */
export const deleteGps = ({ customerId, gpsId }: { customerId: number; gpsId: number }) =>
  api.delete<unknown>(`/v1/customers/${customerId}/gps/${gpsId}`);

export const useDeleteGps = (country: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGps,
    onSuccess: (_data, { customerId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: gpsQueryKey(country, customerId) }),
        queryClient.invalidateQueries({ queryKey: nearQueryKey(country, customerId) }),
      ]),
  });
};
