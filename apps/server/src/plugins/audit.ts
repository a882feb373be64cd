import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { auditLog } from '../db/schema/index';
import { pathOf } from '../lib/logging';
import { isApiRoute } from './auth';

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `/v1/customers/:id/notes/:subId` → entity `customers.notes`. */
export const entityOf = (routeUrl: string) =>
  routeUrl
    .replace(/^\/v\d+\//, '')
    .split('/')
    .filter((segment) => segment && !segment.startsWith(':'))
    .join('.');

const headerText = (value: string | string[] | undefined) => (typeof value === 'string' ? value.slice(0, 500) : null);

/** A URL as the audit keeps it: its path only, never the query (which may carry names, searches or tokens). */
const auditPath = (value: string | null) => (value === null ? null : pathOf(value));

/** The screen a request came from (the app's route name and page path), as the audit and the change history keep it. */
export const screenOf = (request: FastifyRequest) => ({
  routeName: headerText(request.headers['x-fe-route-name']),
  pageUri: auditPath(headerText(request.headers['x-page-uri'])),
});

/**
 * DESIGN §4 Audit: every successful mutation, with the route name and page URI the app sent. Like
 * the logs (decision 019), the audit holds paths without their query strings.
 */
export const auditPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onResponse', async (request, reply) => {
    const routeUrl = request.routeOptions.url;
    if (!routeUrl || !isApiRoute(routeUrl) || !MUTATIONS.has(request.method) || reply.statusCode >= 400) return;
    const params = (request.params ?? {}) as Record<string, string>;
    const entityId = params.subId ?? params.id ?? params.offerId ?? params.appId ?? params.type ?? null;
    try {
      await app.ctx.db.insert(auditLog).values({
        userId: request.user?.id ?? null,
        method: request.method,
        path: pathOf(request.url).slice(0, 500),
        entity: entityOf(routeUrl),
        entityId: entityId === null ? null : String(entityId),
        statusCode: reply.statusCode,
        ...screenOf(request),
        countryCode: request.country,
        ip: request.ip,
      });
    } catch (error) {
      request.log.error({ err: error }, 'audit record failed');
    }
  });
});
