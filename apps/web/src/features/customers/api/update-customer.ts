import type { Customer, CustomerInput } from '@bo/contract/customers/detail-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { customerDetailQueryKey } from './get-customer';
import { customersQueryKey } from './get-customers';

/** PUT /v1/customers/{id} (body customer) → { customer }; without nextCall the next call stays. */
export const updateCustomer = ({
  id,
  customer,
}: {
  id: number;
  customer: Omit<CustomerInput, 'nextCall'> & { lockVersion?: number };
}) => api.put<{ customer: Customer }>(`/v1/customers/${id}`, { customer });

export const useUpdateCustomer = (country: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomer,
    onSuccess: ({ customer }) => {
      queryClient.setQueryData(customerDetailQueryKey(country, customer.id), { customer });
      return queryClient.invalidateQueries({ queryKey: [...customersQueryKey(country), 'list'] });
    },
  });
};
