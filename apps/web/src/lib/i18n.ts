import type { TranslationsResponse } from '@bo/contract/reference/schemas';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { api } from './api-client';
import { createStore, useStore } from './create-store';
import { requestContext } from './request-context';

/** rules §9: the default locale is cs; the login page uses it too. */
export const DEFAULT_LOCALE = 'cs';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LOCALE,
  resources: {},
  fallbackLng: false,
  // Catalog keys are flat ("app.logout") and placeholders are single-braced ("{count}").
  keySeparator: false,
  nsSeparator: false,
  interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  returnNull: false,
  // Texts arrive from the server after the first render (the theme's labels among them): a component
  // rendered before re-renders when they are added, not only when the language changes.
  react: { useSuspense: false, bindI18nStore: 'added' },
  // No advertisement in the staff's browser console.
  showSupportNotice: false,
});

/** The currency of the current country, from the translations response, for screens that show money. */
export const currencyStore = createStore<{ currency: string }>({ currency: '' });
export const useCurrency = () => useStore(currencyStore, (state) => state.currency);

const loaded = new Map<string, TranslationsResponse>();
/** Locales whose texts are in i18n: the texts do not depend on the country, only the currency does. */
const localesWithTexts = new Set<string>();

/**
 * Loads a locale's texts from GET /v1/translations/{locale}, then switches to it. The answer also
 * carries the currency of the request's country, so it is kept per locale and country.
 */
export const loadLocale = async (locale: string) => {
  const cacheKey = `${locale}:${requestContext.getState().country ?? ''}`;
  const localeBefore = requestContext.getState().locale;
  let response = loaded.get(cacheKey);
  if (!response) {
    response = await api.get<TranslationsResponse>(`/v1/translations/${encodeURIComponent(locale)}`);
    loaded.set(cacheKey, response);
    // Adding texts re-renders every component that translates (bindI18nStore): the same texts again, as
    // when the page learns its country after the first screen, would re-render the whole page for nothing.
    if (!localesWithTexts.has(locale)) {
      i18n.addResourceBundle(locale, 'translation', response.translations, true, true);
      localesWithTexts.add(locale);
    }
    // Another language was chosen meanwhile (the user's own, known from the logged answer): a late
    // answer of this load must not switch back to it.
    const current = requestContext.getState().locale;
    if (current !== localeBefore && current !== locale) return;
  }
  currencyStore.setState({ currency: response.currency.value });
  requestContext.setState({ locale });
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
};
