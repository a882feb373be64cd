import type { deleteResultSchema } from '@bo/contract/settings/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { usersQueryKey } from './get-users';
import { voipLinesQueryKey } from './get-voip-lines';

/** DELETE /v1/users/{id} → { id, isHidden }: a user who owns data is deactivated instead of deleted. */
export const deleteUser = (id: number) => api.delete<z.infer<typeof deleteResultSchema>>(`/v1/users/${id}`);

export const useDeleteUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersQueryKey }),
        queryClient.invalidateQueries({ queryKey: voipLinesQueryKey }),
      ]),
  });
};
