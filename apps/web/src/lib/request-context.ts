import type { RouteName } from '@/config/paths';
import { createStore } from './create-store';

/**
 * What every request reports about the page (rules §7): the route's country and name, the locale.
 * The router and i18n keep it current; the API client reads it.
 */
export const requestContext = createStore<{
  country: string | undefined;
  routeName: RouteName | undefined;
  locale: string;
}>({ country: undefined, routeName: undefined, locale: 'cs' });

/** A version 4 UUID; crypto.randomUUID exists only in secure contexts, getRandomValues everywhere. */
const randomUuid = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** One random id per page load (x-fe-page-uuid). */
export const pageUuid = randomUuid();
