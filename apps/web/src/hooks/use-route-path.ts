import { useCallback } from 'react';
import { buildPath, type RouteName, type RouteParams } from '@/config/paths';
import { useCountry } from './use-route-info';

/** Builds URLs of named routes in the current country. */
export const useRoutePath = () => {
  const country = useCountry();
  return useCallback((name: RouteName, params: RouteParams = {}) => buildPath(name, { country, ...params }), [country]);
};
