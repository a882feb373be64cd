import type { userFilesResponseSchema } from '@bo/contract/users/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type UserFiles = z.infer<typeof userFilesResponseSchema>['files'];

/** GET /v1/users/{id}/files → { files: { application, lapol } }. */
export const getUserFiles = (userId: number) => api.get<{ files: UserFiles }>(`/v1/users/${userId}/files`);

export const userFilesQueryKey = (userId: number) => ['user-files', userId] as const;

export const userFilesQueryOptions = (userId: number) =>
  queryOptions({ queryKey: userFilesQueryKey(userId), queryFn: () => getUserFiles(userId) });

export const useUserFiles = (userId: number) => useQuery(userFilesQueryOptions(userId));
