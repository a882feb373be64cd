import type { UserInput } from '@bo/contract/users/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { usersQueryKey } from './get-users';
import { voipLinesQueryKey } from './get-voip-lines';

/** PUT /v1/users/{id} (body user) → { id }; no password keeps it, no emailPassword keeps the SMTP one. */
export const updateUser = ({ id, user }: { id: number; user: UserInput }) =>
  api.put<{ id: number }>(`/v1/users/${id}`, { user });

export const useUpdateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersQueryKey }),
        queryClient.invalidateQueries({ queryKey: voipLinesQueryKey }),
      ]),
  });
};
