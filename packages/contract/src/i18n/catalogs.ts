import { catalogCs } from './catalog-cs';
import { catalogEn } from './catalog-en';

export const supportedLocales = ['cs', 'sk', 'en'] as const;
export type Locale = (typeof supportedLocales)[number];

/** sk has no catalog of its own yet: it falls back to the Czech texts (DESIGN §4). */
export const catalogFor = (locale: string): Record<string, string> => (locale === 'en' ? catalogEn : catalogCs);

export const isSupportedLocale = (locale: string): locale is Locale =>
  (supportedLocales as readonly string[]).includes(locale);
