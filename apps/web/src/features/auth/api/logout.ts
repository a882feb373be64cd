import type { SessionUser } from '@bo/contract/auth/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setLoggedOut } from '@/lib/auth-store';
import { queryClient } from '@/lib/query-client';

/** POST /v1/auth/logout (empty body) → { user: null }. */
export const logout = () => api.post<{ user: SessionUser | null }>('/v1/auth/logout');

/** A failed logout still leaves the user logged out (rules §8). */
export const useLogout = () =>
  useMutation({
    mutationFn: logout,
    onSettled: () => {
      setLoggedOut('logout');
      queryClient.clear();
    },
  });
