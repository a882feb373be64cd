import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { RouteName } from '@/config/paths';
import { useUser } from '@/lib/auth-store';

const storageKey = (userId: number, routeName: RouteName) => `bo.query.${userId}.${routeName}`;

const readStored = (key: string): string | null => {
  try {
    return localStorage.getItem(key) || null;
  } catch {
    return null;
  }
};

const writeStored = (key: string, search: string) => {
  try {
    localStorage.setItem(key, search);
  } catch {
    // Storage full or disabled: the query still works, it is just not remembered.
  }
};

/**
 * overview §2.1: arriving on a route with an empty query restores the last query stored for it
 * (per user and route name); every later query change is stored. While the restore is pending,
 * `isRestoring` is true so a list can wait instead of loading with default filters first.
 */
export const useStoredQuery = (routeName: RouteName) => {
  const [query, setQuery] = useSearchParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const key = storageKey(useUser().id, routeName);
  const restoreTo = useRef<string | null | undefined>(undefined);
  if (restoreTo.current === undefined) restoreTo.current = search === '' ? readStored(key) : null;
  const isRestoring = restoreTo.current !== null && search === '';

  useEffect(() => {
    if (restoreTo.current) navigate({ search: restoreTo.current }, { replace: true });
  }, [navigate]);

  useEffect(() => {
    if (isRestoring) return;
    restoreTo.current = null;
    writeStored(key, search);
  }, [key, search, isRestoring]);

  return { query, setQuery, isRestoring };
};
