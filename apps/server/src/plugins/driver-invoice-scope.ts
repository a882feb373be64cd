import { isDriverOnly } from '@bo/contract/auth/roles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { requireDriverInvoices } from '../services/invoices/invoice-access';

/** The invoice routes that name invoices, and where their ids are (the permission table opens these to drivers). */
const invoiceIdsOf = (routeUrl: string, request: FastifyRequest): number[] | undefined => {
  if (routeUrl === '/v1/invoices/:id' || routeUrl.startsWith('/v1/invoices/:id/')) {
    return [(request.params as { id: number }).id];
  }
  if (routeUrl === '/v1/invoices/download') return (request.body as { invoiceIds: number[] }).invoiceIds;
  return undefined;
};

/**
 * A driver sees the invoices of their own deliveries only (issue 24): on every route naming invoices, after
 * the request was validated, each invoice must belong to an application the driver drives; any other is a
 * 404, single or bulk. Whoever also works in the office (administrator, operator, accountant) is not limited.
 */
export const driverInvoiceScopePlugin = fp(async (app: FastifyInstance) => {
  const { db } = app.ctx;
  app.addHook('preHandler', async (request) => {
    const routeUrl = request.routeOptions.url;
    const user = request.user;
    if (!routeUrl || !user || !isDriverOnly(user.roles)) return;
    const invoiceIds = invoiceIdsOf(routeUrl, request);
    if (invoiceIds) await requireDriverInvoices(db, { driverId: user.id, countryCode: request.country, invoiceIds });
  });
});
