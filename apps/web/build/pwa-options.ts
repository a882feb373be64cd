import type { VitePWAOptions } from 'vite-plugin-pwa';

/** The theme's petrol (the favicon's colour): the phone's status bar and splash screen. */
const THEME_COLOUR = '#1f6f78';

/** Paths the server answers itself: never the app's page shell, neither online nor offline. */
const SERVER_PATHS = [/^\/v1\//, /^\/v2\//, /^\/health/, /^\/offer\//];

/**
 * What the session's first screen needs before any route renders (apps/web/src/app/bootstrap.tsx):
 * the texts and the logged user. Network first; offline the last answer lets the driver's phone open
 * the app (decision 142). The board and the application details are kept by the query cache instead.
 */
const isBootstrapCall = ({ url, sameOrigin }: { url: URL; sameOrigin: boolean }) =>
  sameOrigin && (url.pathname.startsWith('/v1/translations/') || url.pathname === '/v1/auth/logged');

/** vite-plugin-pwa (Workbox generateSW): manifest, precached build, navigation fallback (decision 141). */
export const pwaOptions: Partial<VitePWAOptions> = {
  // registered by the app itself after the first screen (apps/web/src/features/offline/register-sw.ts)
  injectRegister: false,
  registerType: 'autoUpdate',
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
  manifest: {
    id: '/',
    name: 'Kancelář – svoz a zakázky',
    short_name: 'Kancelář',
    description: 'Kalendář, zakázky a faktury pro kancelář i řidiče.',
    lang: 'cs',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOUR,
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    globIgnores: ['**/.vite/**', 'app-hash.txt'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: SERVER_PATHS,
    cleanupOutdatedCaches: true,
    // a new build takes over at once; the open page keeps running and says new_version_available
    skipWaiting: true,
    clientsClaim: true,
    runtimeCaching: [
      {
        urlPattern: isBootstrapCall,
        handler: 'NetworkFirst',
        options: {
          cacheName: 'bo-bootstrap',
          networkTimeoutSeconds: 6,
          cacheableResponse: { statuses: [200] },
          // the answers vary by x-country / language headers, which the page sends the same way again
          matchOptions: { ignoreVary: true },
        },
      },
    ],
  },
};

export const PWA_THEME_COLOUR = THEME_COLOUR;
