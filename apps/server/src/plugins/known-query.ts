import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { fieldError } from '../lib/app-error';
import { isApiRoute } from './auth';

type Shaped = { shape?: Record<string, unknown>; in?: Shaped; def?: { in?: Shaped; innerType?: Shaped } };

/** The parameter names a route's query schema names (an object, or an object piped into a transform). */
const namesOf = (schema: z.ZodType | undefined): ReadonlySet<string> | undefined => {
  if (!schema) return new Set();
  let current = schema as unknown as Shaped | undefined;
  for (let depth = 0; current && depth < 4; depth += 1) {
    if (current.shape) return new Set(Object.keys(current.shape));
    current = current.in ?? current.def?.in ?? current.def?.innerType;
  }
  return undefined;
};

const namesByRoute = new WeakMap<object, ReadonlySet<string> | undefined>();

/**
 * An empty query value counts as absent on every route (the document says so: each query parameter allows '').
 * A query parameter the route does not document is refused with 400 `unknown_field` (issue 24: the OpenAPI
 * document is exact): a misspelt filter is an error the caller sees, not a filter silently ignored. A route whose
 * query schema's names cannot be read accepts what it validates.
 */
export const knownQueryPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const routeUrl = request.routeOptions.url;
    const schema = request.routeOptions.schema;
    if (!routeUrl || !schema || !isApiRoute(routeUrl) || schema.hide) return;
    const query = (request.query ?? {}) as Record<string, unknown>;
    // an empty value is an absent one (a form's empty filter, `?page=`): one rule for every route
    for (const [name, value] of Object.entries(query)) if (value === '') delete query[name];
    const given = Object.keys(query);
    if (given.length === 0) return;
    if (!namesByRoute.has(schema)) namesByRoute.set(schema, namesOf(schema.querystring as z.ZodType | undefined));
    const known = namesByRoute.get(schema);
    if (!known) return;
    const unknown = given.filter((name) => !known.has(name));
    if (unknown.length > 0) throw fieldError(Object.fromEntries(unknown.map((name) => [name, 'unknown_field'])));
  });
});
