import type { userProfitsBodySchema } from '@bo/contract/users/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { type UserProfit, userProfitsQueryKey } from './get-user-profits';

export type UserProfitsBody = z.infer<typeof userProfitsBodySchema>;

/** PUT /v1/users/{id}/profits with userProfits → the saved { userProfits }. */
export const updateUserProfits = ({ userId, userProfits }: UserProfitsBody & { userId: number }) =>
  api.put<{ userProfits: UserProfit[] }>(`/v1/users/${userId}/profits`, { userProfits });

export const useUpdateUserProfits = (country: string, userId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserProfits,
    onSuccess: (data) => queryClient.setQueryData(userProfitsQueryKey(country, userId), data),
  });
};
