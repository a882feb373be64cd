import { useEffect } from 'react';
import { useCountries } from '@/features/reference/api/get-countries';
import { useUser } from '@/lib/auth-store';
import { DEFAULT_LOCALE, loadLocale, setCurrency } from '@/lib/i18n';

/**
 * rules §9: the locale is the language of the current country, falling back to cs — unless the user
 * chose a language in the user menu (remembered on the server, user.language).
 */
export const useCountryLocale = (country: string) => {
  const { data } = useCountries();
  const { language } = useUser();
  const current = data?.countries.find((item) => item.countryCode === country);
  const countryLocale = current?.langCode ?? DEFAULT_LOCALE;
  const locale = language ?? countryLocale;
  // Money on the page is in the country's currency (rules §9), whatever the language.
  const currency = current?.currency;
  useEffect(() => {
    if (currency) setCurrency(currency);
  }, [currency]);
  useEffect(() => {
    if (!data) return;
    loadLocale(locale).catch(() => undefined);
  }, [data, locale]);
};
