import { setLoggedIn, setLoggedOut } from '@/lib/auth-store';
import { queryClient } from '@/lib/query-client';
import { loggedQueryOptions } from './get-logged';

/** On page load: the session cookie may still be valid. A failed user load leaves the user logged out. */
export const restoreSession = async () => {
  try {
    const { user } = await queryClient.fetchQuery(loggedQueryOptions());
    setLoggedIn(user);
  } catch {
    setLoggedOut();
  }
};
