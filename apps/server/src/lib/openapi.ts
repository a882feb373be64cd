import { accessFor } from '@bo/contract/auth/permissions';
import { errorResponseSchema } from '@bo/contract/errors/error-response';
import type { SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * The OpenAPI document tells what the app does (DESIGN §2): each operation's security comes from
 * the permission table, its error answers from what the shared mechanisms can refuse (auth,
 * validation, body limit, unique violations), its operationId and summary from method and path.
 */

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const securitySchemes = {
  session: { type: 'apiKey', in: 'cookie', name: 'sid', description: 'Session cookie (`__Host-sid` behind TLS).' },
  csrf: {
    type: 'apiKey',
    in: 'header',
    name: 'X-XSRF-TOKEN',
    description: 'The value of the XSRF-TOKEN cookie, sent back on every unsafe method.',
  },
  exchangeToken: { type: 'http', scheme: 'bearer', description: "The telephone exchange's CALLS_API_TOKEN." },
} as const;

const errorAnswer = (description: string) => errorResponseSchema.meta({ description });
const errorAnswers = {
  400: errorAnswer('Malformed or invalid input (`error.detail.fields` names the fields)'),
  401: errorAnswer('Not logged in'),
  403: errorAnswer('Role, country or CSRF token does not allow the request'),
  404: errorAnswer('No such record in the current country'),
  409: errorAnswer('Conflicts with stored data (a unique value already used, a record in use)'),
  413: errorAnswer('Body over the size limit'),
  414: errorAnswer('Path parameter over 100 characters'),
  415: errorAnswer('Body is not JSON'),
  429: errorAnswer('Too many failed logins'),
} as const;
type ErrorStatus = keyof typeof errorAnswers;

type RouteFacts = { method: string; url: string; hasBody: boolean; hasInput: boolean; isBearer: boolean };

/** Which error answers an operation can give, from the mechanisms every route goes through. */
export const errorStatusesOf = (route: RouteFacts): ErrorStatus[] => {
  const access = accessFor(route.method, route.url);
  const isPublic = access?.kind === 'public';
  const isUnsafe = UNSAFE_METHODS.has(route.method);
  const hasPathParams = route.url.includes(':');
  const statuses: ErrorStatus[] = [];
  if (route.hasInput) statuses.push(400);
  if (!isPublic || route.isBearer) statuses.push(401);
  if (!isPublic || (isUnsafe && !route.isBearer)) statuses.push(403);
  if (hasPathParams || route.isBearer) statuses.push(404);
  if (isUnsafe && route.url !== '/v1/auth/logout' && route.url !== '/v1/auth/login') statuses.push(409);
  if (route.hasBody) statuses.push(413, 415);
  if (hasPathParams) statuses.push(414);
  if (route.method === 'POST' && route.url === '/v1/auth/login') statuses.push(429);
  return statuses;
};

type SecurityRequirement = Record<string, string[]>;

export const securityOf = (route: Pick<RouteFacts, 'method' | 'url' | 'isBearer'>): SecurityRequirement[] => {
  if (route.isBearer) return [{ exchangeToken: [] }];
  const isUnsafe = UNSAFE_METHODS.has(route.method);
  if (accessFor(route.method, route.url)?.kind === 'public') return isUnsafe ? [{ csrf: [] }] : [];
  return [isUnsafe ? { session: [], csrf: [] } : { session: [] }];
};

const words = (url: string) =>
  url
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `by ${segment.slice(1)}` : segment.replace(/-/g, ' ')));

const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** `GET /v1/customers/:id/contacts` → `getV1CustomersByIdContacts`. */
export const operationIdOf = (method: string, url: string) =>
  method.toLowerCase() +
  words(url)
    .flatMap((word) => word.split(' '))
    .map(capitalize)
    .join('');

const verbs: Record<string, string> = {
  GET: 'Read',
  POST: 'Create',
  PUT: 'Replace',
  PATCH: 'Change',
  DELETE: 'Delete',
};

/** `DELETE /v1/users/:id/files` → "Delete users by id files". */
export const summaryOf = (method: string, url: string) =>
  `${verbs[method] ?? method} ${words(url)
    .filter((word) => !/^v\d+$/.test(word))
    .join(' ')}`;

/**
 * Wraps the zod transform: adds the error answers (as the shared error schema) before the zod
 * schemas are converted, then security, operationId and summary.
 */
export const createOpenApiTransform = (bearerRoutes: ReadonlySet<string>): SwaggerTransform => {
  const zodTransform = jsonSchemaTransform as SwaggerTransform;
  return (input) => {
    const { schema, url, route } = input;
    if (!schema || schema.hide) return zodTransform(input);
    const method = [route.method].flat()[0] ?? 'GET';
    const facts: RouteFacts = {
      method,
      url,
      hasBody: Boolean(schema.body),
      hasInput: Boolean(schema.body || schema.querystring || schema.params),
      isBearer: bearerRoutes.has(`${method} ${url}`),
    };
    const declared = (schema.response ?? {}) as Record<string, z.ZodType>;
    const errors = Object.fromEntries(errorStatusesOf(facts).map((status) => [status, errorAnswers[status]]));
    const transformed = zodTransform({ ...input, schema: { ...schema, response: { ...declared, ...errors } } });
    return {
      ...transformed,
      schema: {
        ...transformed.schema,
        operationId: schema.operationId ?? operationIdOf(method, url),
        summary: schema.summary ?? summaryOf(method, url),
        security: securityOf(facts),
      },
    };
  };
};
