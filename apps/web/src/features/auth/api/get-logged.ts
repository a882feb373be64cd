import type { UserResponse } from '@bo/contract/auth/schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /v1/auth/logged → { user }; answers 401 when logged out. */
export const getLogged = () => api.get<UserResponse>('/v1/auth/logged');

export const loggedQueryKey = ['auth', 'logged'] as const;

export const loggedQueryOptions = () => queryOptions({ queryKey: loggedQueryKey, queryFn: getLogged, staleTime: 0 });
