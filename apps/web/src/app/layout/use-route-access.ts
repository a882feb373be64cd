import { hasAnyRole, isOnlyAccountant } from '@bo/contract/auth/roles';
import { buildPath, type RouteName, routes } from '@/config/paths';
import { useCountry, useRouteInfo } from '@/hooks/use-route-info';
import { useUser } from '@/lib/auth-store';

export type RouteAccess =
  | { kind: 'allowed'; name: RouteName | undefined }
  | { kind: 'not-found'; name: 'not-found' }
  | { kind: 'redirect'; to: string; name: RouteName | undefined };

/** The routes an accountant only may open: the spec's accountant report and the bank statements (decision 121). */
const ACCOUNTANT_ROUTES: ReadonlySet<string> = new Set(['accountant-report', 'bank-statements']);

/**
 * overview §2.1 and rules §6: an accountant only is always sent to the accountant report (from any
 * route but the bank statements, which are theirs too);
 * a country outside the user's countries or a route the roles may not open shows not-found.
 */
export const useRouteAccess = (): RouteAccess => {
  const user = useUser();
  const country = useCountry();
  const { name, params } = useRouteInfo();
  if (isOnlyAccountant(user.roles) && !(name && ACCOUNTANT_ROUTES.has(name))) {
    return { kind: 'redirect', to: buildPath('accountant-report', { country }), name };
  }
  const isCountryAllowed = !params.country || (user.countryCodes as readonly string[]).includes(params.country);
  if (!isCountryAllowed || (name && !hasAnyRole(user.roles, routes[name].roles))) {
    return { kind: 'not-found', name: 'not-found' };
  }
  return { kind: 'allowed', name };
};
