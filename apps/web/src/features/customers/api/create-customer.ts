import type { CustomerInput } from '@bo/contract/customers/detail-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { customersQueryKey } from './get-customers';

/** POST /v1/customers (body customer) → { id }. */
export const createCustomer = (customer: Omit<CustomerInput, 'nextCall'>) =>
  api.post<{ id: number }>('/v1/customers', { customer });

export const useCreateCustomer = (country: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...customersQueryKey(country), 'list'] }),
  });
};
