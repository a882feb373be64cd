import { hasSessionHint } from '@bo/contract/auth/session-hint';
import { setLoggedIn, setLoggedOut } from '@/lib/auth-store';
import { queryClient } from '@/lib/query-client';
import { loggedQueryOptions } from './get-logged';

/**
 * On page load: the session cookie may still be valid. A failed user load leaves the user logged out.
 * Without the server's session hint there is no session to ask about: the user is logged out at
 * once, and the login page makes no request that can only fail (decision 040).
 */
export const restoreSession = async () => {
  if (!hasSessionHint(document.cookie)) {
    setLoggedOut();
    return;
  }
  try {
    const { user } = await queryClient.fetchQuery(loggedQueryOptions());
    setLoggedIn(user);
  } catch {
    setLoggedOut();
  }
};
