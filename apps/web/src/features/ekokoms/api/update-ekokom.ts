import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { EkokomInput } from './create-ekokom';
import { ekokomsQueryKey } from './get-ekokoms';

/** PUT /v1/ekokoms/{id} (body ekokom) → { id }. */
export const updateEkokom = ({ id, ekokom }: { id: number; ekokom: EkokomInput & { lockVersion?: number } }) =>
  api.put<{ id: number }>(`/v1/ekokoms/${id}`, { ekokom });

export const useUpdateEkokom = (country: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEkokom,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ekokomsQueryKey(country) }),
  });
};
