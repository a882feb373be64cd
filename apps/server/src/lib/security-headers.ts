import type { HelmetOptions } from 'helmet';

/** Map tiles of the near-customer map (apps/web …/map-tiles.ts): the one origin outside 'self'. */
const MAP_TILE_ORIGIN = 'https://tile.openstreetmap.org';

/**
 * Security headers of every answer (helmet): a CSP of our own origin only — no inline or
 * foreign script, no framing; inline styles are allowed because Mantine and Leaflet set style
 * attributes and Mantine injects its CSS variables in a <style> element. HSTS only behind https.
 */
export const securityHeadersOptions = (options: { isSecure: boolean }): HelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', MAP_TILE_ORIGIN],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      // the phone app's service worker (/sw.js) and web app manifest, both from our own origin
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      mediaSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(options.isSecure ? { upgradeInsecureRequests: [] } : {}),
    },
  },
  strictTransportSecurity: options.isSecure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'same-origin' },
  crossOriginEmbedderPolicy: false,
  // helmet's default is same-origin, which is what the app needs; recordings play from our own origin.
  crossOriginResourcePolicy: { policy: 'same-origin' },
});

/** Browser features the back office never uses. */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()';
