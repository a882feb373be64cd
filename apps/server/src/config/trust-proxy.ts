import type { FastifyServerOptions } from 'fastify';

/**
 * Fastify's trustProxy from TRUST_PROXY. A hop count trusts exactly that many proxies from our
 * side: the client address is the X-Forwarded-For entry the nearest of them appended, never one
 * the client wrote (Fastify's own number option ignores the header altogether, so it is a function
 * here). A list trusts those proxy addresses/CIDRs, walking X-Forwarded-For from the right.
 */
export const trustProxyOption = (value: number | string[]): FastifyServerOptions['trustProxy'] => {
  if (Array.isArray(value)) return value;
  if (value <= 0) return false;
  const hops = value;
  return (_address: string, hop: number) => hop < hops;
};
