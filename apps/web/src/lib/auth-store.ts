import type { SessionUser } from '@bo/contract/auth/schemas';
import { createStore, useStore } from './create-store';
import { requestContext } from './request-context';

/** Why the user was logged out; the login screen explains it. */
export type LogoutReason = 'logout' | 'expired';

export type AuthState = {
  isLoaded: boolean;
  isLoggedIn: boolean;
  user: SessionUser | null;
  logoutReason: LogoutReason | null;
  /** A logout call is on its way: a 401 meanwhile is that logout, not an expired session. */
  isLoggingOut: boolean;
};

/** overview §4 Authentication: starts logged out with data not loaded. */
export const authStore = createStore<AuthState>({
  isLoaded: false,
  isLoggedIn: false,
  user: null,
  logoutReason: null,
  isLoggingOut: false,
});

export const setLoggedIn = (user: SessionUser) => {
  // A chosen language holds from the first request on, before its texts are loaded (Accept-Language).
  if (user.language) requestContext.setState({ locale: user.language });
  authStore.setState({ isLoaded: true, isLoggedIn: true, user, logoutReason: null, isLoggingOut: false });
};

/** Login failure, logout, a failed user load or an HTTP 401: logged out, user cleared. */
export const setLoggedOut = (reason: LogoutReason | null = null) =>
  authStore.setState({ isLoaded: true, isLoggedIn: false, user: null, logoutReason: reason, isLoggingOut: false });

export const setLoggingOut = () => authStore.setState({ isLoggingOut: true });

export const useAuth = () => useStore(authStore, (state) => state);

/** The logged-in user; only for components rendered behind the auth guard. */
export const useUser = (): SessionUser => {
  const user = useStore(authStore, (state) => state.user);
  if (!user) throw new Error('useUser needs a logged-in user');
  return user;
};
