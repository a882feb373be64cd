import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TaxBody } from './create-tax';
import { taxesQueryKey } from './get-taxes';

/** PUT /v1/taxes/{id} (tax, isReduced) → { id }. */
export const updateTax = ({ id, ...body }: TaxBody & { id: number; lockVersion?: number }) =>
  api.put<{ id: number }>(`/v1/taxes/${id}`, body);

export const useUpdateTax = (country: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTax,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxesQueryKey(country) }),
  });
};
