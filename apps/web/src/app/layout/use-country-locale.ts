import { useEffect } from 'react';
import { useCountries } from '@/features/reference/api/get-countries';
import { DEFAULT_LOCALE, loadLocale } from '@/lib/i18n';

/** rules §9: the locale is the language of the current country, falling back to cs. */
export const useCountryLocale = (country: string) => {
  const { data } = useCountries();
  const locale = data?.countries.find((item) => item.countryCode === country)?.langCode ?? DEFAULT_LOCALE;
  useEffect(() => {
    if (!data) return;
    loadLocale(locale).catch(() => undefined);
  }, [data, locale]);
};
