import { useCallback, useEffect } from 'react';
import { createSearchParams, type URLSearchParamsInit, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { RouteName } from '@/config/paths';
import { useUser } from '@/lib/auth-store';

/** Marks a navigation made by `setQuery`, so an empty query set on purpose (a reset) stays empty. */
const EXPLICIT_QUERY_STATE = 'isExplicitQuery';

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

const isExplicitQuery = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as Record<string, unknown>)[EXPLICIT_QUERY_STATE] === true;

/**
 * overview §2.1: a route reached with an empty query gets the last query stored for it (per user
 * and route name); every other query is stored. While the restore is pending `isRestoring` is true,
 * so a list can wait instead of loading with default filters first. Lists change their query with
 * `setQuery`; an empty query set that way (a reset) is kept and stored.
 */
export const useStoredQuery = (routeName: RouteName) => {
  const [query] = useSearchParams();
  const { search, state } = useLocation();
  const navigate = useNavigate();
  const key = storageKey(useUser().id, routeName);
  const restoreTo = search === '' && !isExplicitQuery(state) ? readStored(key) : null;
  const isRestoring = restoreTo !== null;

  useEffect(() => {
    if (restoreTo !== null) navigate({ search: restoreTo }, { replace: true });
    else writeStored(key, search);
  }, [key, search, restoreTo, navigate]);

  const setQuery = useCallback(
    (next: URLSearchParamsInit, options: { replace?: boolean } = {}) => {
      const nextSearch = createSearchParams(next).toString();
      navigate(
        { search: nextSearch ? `?${nextSearch}` : '' },
        { replace: options.replace, state: { [EXPLICIT_QUERY_STATE]: true } },
      );
    },
    [navigate],
  );

  return { query, setQuery, isRestoring };
};
