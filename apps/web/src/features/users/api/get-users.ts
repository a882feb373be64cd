import type { UserDetail } from '@bo/contract/users/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /v1/users?ignoreCountry=1 → { users }: every user, with full details for administrators. */
export const getUsers = () => api.get<{ users: UserDetail[] }>('/v1/users', { query: { ignoreCountry: 1 } });

/** Every users list (selects of other screens too) starts with this key, so a change refreshes them all. */
export const usersQueryKey = ['users'] as const;

export const settingsUsersQueryOptions = () =>
  queryOptions({ queryKey: [...usersQueryKey, 'settings'] as const, queryFn: getUsers });

export const useSettingsUsers = () => useQuery(settingsUsersQueryOptions());
