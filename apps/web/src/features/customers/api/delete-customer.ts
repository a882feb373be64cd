import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { customersQueryKey } from './get-customers';

/** DELETE /v1/customers/{id} (administrators); a customer with applications answers 409. */
export const deleteCustomer = (customerId: number) => api.delete<unknown>(`/v1/customers/${customerId}`);

/**
 * The list is refreshed; the deleted customer's own queries are dropped by the caller once it has
 * left the customer's screen, so nothing asks for the missing customer (404 → not-found) meanwhile.
 */
export const useDeleteCustomer = (country: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...customersQueryKey(country), 'list'] }),
  });
};
