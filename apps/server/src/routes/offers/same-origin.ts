import type { FastifyRequest } from 'fastify';

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
};

/**
 * Whether a public form's post comes from our own pages (decision 192). A browser that says where the post comes from
 * must name this site: Sec-Fetch-Site same-origin, else an Origin, else a Referer of this host (or PUBLIC_URL's). A
 * client that names nothing (an old browser, a script) passes: the form is protected by its rate limit, not by this.
 */
export const isSameOriginPost = (request: FastifyRequest, publicUrl: string | undefined) => {
  const hosts = new Set([request.headers.host, publicUrl ? hostOf(publicUrl) : null].filter(Boolean));
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite) return fetchSite === 'same-origin';
  const origin = request.headers.origin;
  if (origin) return hosts.has(hostOf(origin));
  const referer = request.headers.referer;
  if (referer) return hosts.has(hostOf(referer));
  return true;
};
