import type { UserLanguage, UserResponse } from '@bo/contract/auth/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setLoggedIn } from '@/lib/auth-store';
import { showErrorFlash } from '@/lib/error-flash';
import { queryClient } from '@/lib/query-client';

/** PUT /v1/users/me/language { language } → { user }: the logged-in user's own choice, remembered. */
export const setLanguage = (language: UserLanguage) => api.put<UserResponse>('/v1/users/me/language', { language });

/**
 * The app re-renders in the chosen language (the layout follows user.language); answers the server
 * translated (units, payment types …) are fetched again in it.
 */
export const useSetLanguage = () =>
  useMutation({
    mutationFn: setLanguage,
    onSuccess: async ({ user }) => {
      setLoggedIn(user);
      await queryClient.invalidateQueries();
    },
    onError: (error) => showErrorFlash(error),
  });
