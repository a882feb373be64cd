import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customerQueryKey } from '@/features/customers/api/get-customer';
import { api } from '@/lib/api-client';

/** POST /v1/customers/{id}/applications/create-from-offer/{offerId} → { id } of the new application. */
export const createApplicationFromOffer = ({ customerId, offerId }: { customerId: number; offerId: number }) =>
  api.post<{ id: number }>(`/v1/customers/${customerId}/applications/create-from-offer/${offerId}`);

export const useCreateApplicationFromOffer = (country: string, customerId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApplicationFromOffer,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...customerQueryKey(country, customerId), 'applications'] }),
  });
};
