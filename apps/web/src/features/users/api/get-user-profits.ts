import type { userProfitSchema } from '@bo/contract/users/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type UserProfit = z.infer<typeof userProfitSchema>;

/** GET /v1/users/{id}/profits → { userProfits }: one row per product of the current country. */
export const getUserProfits = (userId: number) => api.get<{ userProfits: UserProfit[] }>(`/v1/users/${userId}/profits`);

export const userProfitsQueryKey = (country: string, userId: number) => ['user-profits', country, userId] as const;

export const userProfitsQueryOptions = (country: string, userId: number) =>
  queryOptions({ queryKey: userProfitsQueryKey(country, userId), queryFn: () => getUserProfits(userId) });

export const useUserProfits = (country: string, userId: number) => useQuery(userProfitsQueryOptions(country, userId));
