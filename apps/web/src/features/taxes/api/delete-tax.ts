import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { taxesQueryKey } from './get-taxes';

/** DELETE /v1/taxes/{id}; a rate in use answers 409 error.tax_in_use. */
export const deleteTax = (id: number) => api.delete<{ ok: true }>(`/v1/taxes/${id}`);

export const useDeleteTax = (country: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTax,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxesQueryKey(country) }),
  });
};
