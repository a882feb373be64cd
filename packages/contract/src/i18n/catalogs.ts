import { catalogCs } from './catalog-cs';
import { catalogEn } from './catalog-en';
import { catalogSk } from './catalog-sk';

export const supportedLocales = ['cs', 'sk', 'en'] as const;
export type Locale = (typeof supportedLocales)[number];

const catalogs: Record<Locale, Record<string, string>> = { cs: catalogCs, sk: catalogSk, en: catalogEn };

/** The texts of a locale; anything else (an unknown Accept-Language) gets the default, Czech. */
export const catalogFor = (locale: string): Record<string, string> =>
  isSupportedLocale(locale) ? catalogs[locale] : catalogCs;

export const isSupportedLocale = (locale: string): locale is Locale =>
  (supportedLocales as readonly string[]).includes(locale);
