import type { userFileUploadSchema } from '@bo/contract/users/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { userFilesQueryKey } from './get-user-files';

export type UserFileUpload = z.infer<typeof userFileUploadSchema>['file'];

/** POST /v1/users/{id}/files with file (customerOfferType, filename, content in base64); same name replaces. */
export const uploadUserFile = ({ userId, file }: { userId: number; file: UserFileUpload }) =>
  // a refusal shows at the upload button (components/ui/upload-refusal.tsx)
  api.post<{ ok: true }>(`/v1/users/${userId}/files`, { file }, { showsOwnError: true });

export const useUploadUserFile = (userId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadUserFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userFilesQueryKey(userId) }),
  });
};
