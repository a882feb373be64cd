import { useCallback } from 'react';
import { useLocation } from 'react-router';

/** Whether a menu link's path is the current page or one of its sub-pages. */
export const useIsActivePath = () => {
  const { pathname } = useLocation();
  return useCallback((to: string) => pathname === to || pathname.startsWith(`${to}/`), [pathname]);
};
