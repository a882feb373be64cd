import type { UserResponse } from '@bo/contract/auth/schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /v1/auth/logged → { user }; answers 401 when logged out. */
export const getLogged = () => api.get<UserResponse>('/v1/auth/logged');

export const loggedQueryKey = ['auth', 'logged'] as const;

/**
 * Asked even offline ('always'): the service worker may answer from its cache (the phone app opened
 * offline, decision 142); without one the call fails and the user is logged out, never left waiting.
 */
export const loggedQueryOptions = () =>
  queryOptions({ queryKey: loggedQueryKey, queryFn: getLogged, staleTime: 0, networkMode: 'always' });
