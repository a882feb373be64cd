import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { auditLog } from '../db/schema/index';
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

/** DESIGN §4 Audit: every successful mutation, with the route name and page URI the app sent. */
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
        path: request.url.slice(0, 500),
        entity: entityOf(routeUrl),
        entityId: entityId === null ? null : String(entityId),
        statusCode: reply.statusCode,
        routeName: headerText(request.headers['x-fe-route-name']),
        pageUri: headerText(request.headers['x-page-uri']),
        countryCode: request.country,
        ip: request.ip,
      });
    } catch (error) {
      request.log.error({ err: error }, 'audit record failed');
    }
  });
});
