import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ekokomsQueryKey } from './get-ekokoms';

/** DELETE /v1/ekokoms/{id}; a material a product lists answers 409 error.ekokom_in_use. */
export const deleteEkokom = (id: number) => api.delete<{ ok: true }>(`/v1/ekokoms/${id}`);

export const useDeleteEkokom = (country: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEkokom,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ekokomsQueryKey(country) }),
  });
};
