import { countryCodes } from '@bo/contract/reference/country-codes';
import { type UIMatch, useMatches } from 'react-router';
import { isRouteName, type RouteName } from '@/config/paths';
import { useAuth } from '@/lib/auth-store';

/** Each named route carries `handle: { name }`; the deepest named match is the current route. */
export type RouteHandle = { name: RouteName };

const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && isRouteName((handle as { name?: unknown }).name);

/** A match from useMatches() (handle on the match) or from the router state (handle on its route). */
type MatchLike = Pick<UIMatch, 'params'> & { handle?: unknown; route?: { handle?: unknown } };

const handleOf = (match: MatchLike) => match.handle ?? match.route?.handle;

export const routeNameOf = (matches: readonly MatchLike[]): RouteName | undefined => {
  for (const match of [...matches].reverse()) {
    const handle = handleOf(match);
    if (isRouteHandle(handle)) return handle.name;
  }
  return undefined;
};

export const routeParamsOf = (matches: readonly MatchLike[]) => matches.at(-1)?.params ?? {};

export const isCountryCode = (value: unknown): value is (typeof countryCodes)[number] =>
  typeof value === 'string' && (countryCodes as readonly string[]).includes(value);

/** The current named route and its params. */
export const useRouteInfo = () => {
  const matches = useMatches();
  return { name: routeNameOf(matches), params: routeParamsOf(matches) };
};

/** The country of the route when the user may work in it, else the user's first country. */
export const useCountry = (): string => {
  const { params } = useRouteInfo();
  const { user } = useAuth();
  const allowed: readonly string[] = user?.countryCodes ?? [];
  if (params.country && allowed.includes(params.country)) return params.country;
  return allowed[0] ?? countryCodes[0];
};
