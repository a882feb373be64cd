import { api } from '../api-client';
import { isDevBuild } from '../app-hash';
import { DEFAULT_LOCALE } from '../i18n';
import { requestContext } from '../request-context';

/** Resolves once a service worker controls this page (at once when one already does). */
const whenControlled = () =>
  new Promise<void>((done) => {
    if (navigator.serviceWorker.controller) return done();
    navigator.serviceWorker.addEventListener('controllerchange', () => done(), { once: true });
  });

/**
 * The page's own bootstrap answers (texts, logged user) were fetched before the worker took over;
 * asked again through it, its runtime cache holds them and the app can start offline (decision 142).
 */
const warmBootstrapCache = async () => {
  const locales = new Set([DEFAULT_LOCALE, requestContext.getState().locale]);
  await Promise.allSettled([
    ...[...locales].map((locale) => api.get(`/v1/translations/${encodeURIComponent(locale)}`)),
    api.get('/v1/auth/logged'),
  ]);
};

/**
 * Registers the Workbox service worker (apps/web/build/pwa-options.ts) once the first screen has
 * shown: its precaching downloads the whole build, which must not compete with the first screen.
 * Not in development (Vite's dev server has no sw.js) and not where the browser has no workers.
 */
export const registerServiceWorker = async () => {
  if (isDevBuild || !('serviceWorker' in navigator) || !window.isSecureContext) return;
  try {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    await whenControlled();
    await warmBootstrapCache();
  } catch {
    // without a worker the app still works online; nothing to tell the user
  }
};
