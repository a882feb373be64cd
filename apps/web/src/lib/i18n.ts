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
  // A text the Slovak answer lacks shows in Czech (always loaded, Bootstrap), never as its key (decision 180).
  fallbackLng: { sk: ['cs'], default: [] },
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

/** The texts of each locale, asked for once: they do not depend on the country (only the currency does). */
const loaded = new Map<string, Promise<TranslationsResponse>>();

/**
 * The currency of the page's country. The app shell sets it from the countries (useCountryLocale); until
 * then it is the one the first translations answer carries (the user's first country).
 */
export const setCurrency = (currency: string) => {
  if (currencyStore.getState().currency !== currency) currencyStore.setState({ currency });
};

/**
 * Loads a locale's texts from GET /v1/translations/{locale} (once per locale), then switches to it.
 * Adding texts re-renders every component that translates (bindI18nStore), so the same texts are never
 * added again: asked for a second time when the page learnt its country, they re-rendered the whole page
 * after its first screen, for nothing.
 */
export const loadLocale = async (locale: string) => {
  const localeBefore = requestContext.getState().locale;
  let loading = loaded.get(locale);
  if (!loading) {
    loading = api.get<TranslationsResponse>(`/v1/translations/${encodeURIComponent(locale)}`).then((response) => {
      i18n.addResourceBundle(locale, 'translation', response.translations, true, true);
      if (!currencyStore.getState().currency) setCurrency(response.currency.value);
      return response;
    });
    loaded.set(locale, loading);
    loading.catch(() => loaded.delete(locale));
  }
  await loading;
  // Another language was chosen meanwhile (the user's own, known from the logged answer): a late
  // answer of this load must not switch back to it.
  const current = requestContext.getState().locale;
  if (current !== localeBefore && current !== locale) return;
  requestContext.setState({ locale });
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
};
