import type { FastifyRequest } from 'fastify';

/** Who is calling, as the services take it: the user's id and roles (0 and none before login). */
export const actorOf = (request: FastifyRequest) => ({ id: request.user?.id ?? 0, roles: request.user?.roles ?? [] });

/** An invoice route's reference: the invoice of the path in the request's country, and who asks. */
export const invoiceRefOf = (request: FastifyRequest, params: { id: number }) => ({
  invoiceId: params.id,
  countryCode: request.country,
  actor: actorOf(request),
});
