import type { customerOfferTypes } from '@bo/contract/users/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userFilesQueryKey } from './get-user-files';

export type CustomerOfferType = (typeof customerOfferTypes)[number];

/** DELETE /v1/users/{id}/files?customerOfferType=&filename=. */
export const deleteUserFile = ({
  userId,
  customerOfferType,
  filename,
}: {
  userId: number;
  customerOfferType: CustomerOfferType;
  filename: string;
}) => api.delete<{ ok: true }>(`/v1/users/${userId}/files`, { query: { customerOfferType, filename } });

export const useDeleteUserFile = (userId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUserFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userFilesQueryKey(userId) }),
  });
};
