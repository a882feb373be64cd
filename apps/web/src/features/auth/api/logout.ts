import type { SessionUser } from '@bo/contract/auth/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setLoggedOut, setLoggingOut } from '@/lib/auth-store';
import { queryClient } from '@/lib/query-client';

/** POST /v1/auth/logout (empty body) → { user: null }. */
export const logout = () => api.post<{ user: SessionUser | null }>('/v1/auth/logout');

/**
 * Logged out once the server has ended the session; a load answered 401 meanwhile belongs to this
 * logout, not to an expired session. A failed logout still leaves the user logged out (rules §8).
 */
export const useLogout = () =>
  useMutation({
    mutationFn: logout,
    onMutate: setLoggingOut,
    onSettled: () => {
      setLoggedOut('logout');
      queryClient.clear();
    },
  });
