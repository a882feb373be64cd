import type { LoginRequest, UserResponse } from '@bo/contract/auth/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setLoggedIn, setLoggedOut } from '@/lib/auth-store';
import { queryClient } from '@/lib/query-client';
import { loggedQueryOptions } from './get-logged';

/** POST /v1/auth/login { username, password } → { user }. The form shows a failure itself (rules §8). */
export const login = (body: LoginRequest) => api.post<UserResponse>('/v1/auth/login', body, { shouldShowFlash: false });

/** overview §4: login success followed by loading the user sets logged in; a failure sets logged out. */
export const useLogin = () =>
  useMutation({
    mutationFn: async (body: LoginRequest) => {
      await login(body);
      const { user } = await queryClient.fetchQuery(loggedQueryOptions());
      return user;
    },
    onSuccess: (user) => setLoggedIn(user),
    onError: () => setLoggedOut(),
  });
