import { isApiRoute } from '../../src/plugins/auth';
import type { TestApp } from './test-app';

/** Routes under /v1, /v2 and /health as registered (HEAD twins of GET routes left out). */
export const apiRoutesOf = (registered: { method: string; url: string }[]) =>
  registered
    .filter((route) => route.method !== 'HEAD' && isApiRoute(route.url) && !route.url.startsWith('/v1/docs'))
    .map((route) => ({ method: route.method, url: route.url.replace(/\/$/, '') }));

export type { TestApp };
