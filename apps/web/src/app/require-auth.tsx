import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { buildPath } from '@/config/paths';
import { useAuth } from '@/lib/auth-store';

export const REDIRECT_PARAM = 'redirect';

/**
 * A logged-out visit (or a 401 mid-session) goes to login, remembering the wanted route;
 * after a deliberate logout the user starts afresh.
 */
export const RequireAuth = ({ children }: { children: ReactNode }) => {
  const { isLoggedIn, logoutReason } = useAuth();
  const { pathname, search } = useLocation();
  if (isLoggedIn) return children;
  const loginPath = buildPath('login');
  const wanted = `${pathname}${search}`;
  const to =
    logoutReason === 'logout' || wanted === '/'
      ? loginPath
      : `${loginPath}?${new URLSearchParams({ [REDIRECT_PARAM]: wanted })}`;
  return <Navigate replace to={to} />;
};
