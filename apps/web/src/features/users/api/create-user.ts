import type { UserInput } from '@bo/contract/users/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { usersQueryKey } from './get-users';
import { voipLinesQueryKey } from './get-voip-lines';

/** POST /v1/users (body user) → { id }. */
export const createUser = (user: UserInput) => api.post<{ id: number }>('/v1/users', { user });

export const useCreateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersQueryKey }),
        queryClient.invalidateQueries({ queryKey: voipLinesQueryKey }),
      ]),
  });
};
