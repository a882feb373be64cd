import { accessFor } from '@bo/contract/auth/permissions';
import { errorResponseSchema } from '@bo/contract/errors/error-response';
import type { SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

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
  400: errorAnswer(
    'Malformed or invalid input, or an unknown query parameter (`error.detail.fields` names the fields)',
  ),
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

type RouteFacts = { method: string; url: string; hasBody: boolean; isBearer: boolean };

/** Which error answers an operation can give, from the mechanisms every route goes through. */
export const errorStatusesOf = (route: RouteFacts): ErrorStatus[] => {
  const access = accessFor(route.method, route.url);
  const isPublic = access?.kind === 'public';
  const isUnsafe = UNSAFE_METHODS.has(route.method);
  const hasPathParams = route.url.includes(':');
  const statuses: ErrorStatus[] = [];
  // every route refuses a query parameter it does not name (plugins/known-query.ts)
  statuses.push(400);
  if (!isPublic || route.isBearer) statuses.push(401);
  if (!isPublic || (isUnsafe && !route.isBearer)) statuses.push(403);
  if (hasPathParams || route.isBearer) statuses.push(404);
  if (isUnsafe && route.url !== '/v1/auth/logout' && route.url !== '/v1/auth/login') statuses.push(409);
  if (route.hasBody) statuses.push(413, 415);
  if (hasPathParams) statuses.push(414);
  if (route.method === 'POST' && route.url === '/v1/auth/login') statuses.push(429);
  return statuses;
};

/** Keys of the metadata that name an answer's media type (file answers, below). */
const MEDIA_TYPE = 'x-media-type';
const ALSO_MEDIA_TYPE = 'x-also-media-type';

/**
 * A file answer (PDF, XML, CSV, audio): the bytes go out as they are, and the document states the media type
 * (not application/json) with a binary string schema.
 */
export const fileAnswer = (mediaType: string, description: string) =>
  z.any().meta({ description, [MEDIA_TYPE]: mediaType });

/** An answer that is JSON, or a file of `mediaType` when the request asks for the file (log book CSV, refusals). */
export const jsonOrFileAnswer = <T extends z.ZodType>(schema: T, mediaType: string, description: string) =>
  z.union([schema, z.string()]).meta({ [ALSO_MEDIA_TYPE]: mediaType, [`${ALSO_MEDIA_TYPE}-description`]: description });

type JsonAnswer = Record<string, unknown> & { description?: string };
const binary = (description: string | undefined) => ({ type: 'string', format: 'binary', description });

/** The document's form of a file answer: `content` keyed by its media type. */
const withMediaTypes = (answer: JsonAnswer): JsonAnswer => {
  const mediaType = answer[MEDIA_TYPE];
  if (typeof mediaType === 'string') {
    return { description: answer.description, content: { [mediaType]: { schema: binary(answer.description) } } };
  }
  const also = answer[ALSO_MEDIA_TYPE];
  if (typeof also !== 'string') return answer;
  const description = answer[`${ALSO_MEDIA_TYPE}-description`] as string | undefined;
  // the union's first branch is the JSON answer; the second, the file's text
  const json = (answer.anyOf as JsonAnswer[] | undefined)?.[0] ?? {};
  return {
    description: typeof json.description === 'string' ? json.description : 'JSON, or the file',
    content: { 'application/json': { schema: json }, [also]: { schema: binary(description) } },
  };
};

/** Each query parameter also takes '' — an empty value is an absent one (plugins/known-query.ts). */
const withEmptyValues = (querystring: { properties?: Record<string, unknown> }) => ({
  ...querystring,
  properties: Object.fromEntries(
    Object.entries(querystring.properties ?? {}).map(([name, schema]) => [
      name,
      { anyOf: [{ type: 'string', maxLength: 0 }, schema] },
    ]),
  ),
});

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
      isBearer: bearerRoutes.has(`${method} ${url}`),
    };
    const declared = (schema.response ?? {}) as Record<string, z.ZodType>;
    const errors = Object.fromEntries(errorStatusesOf(facts).map((status) => [status, errorAnswers[status]]));
    const transformed = zodTransform({ ...input, schema: { ...schema, response: { ...declared, ...errors } } });
    const responses = (transformed.schema as { response?: Record<string, JsonAnswer> }).response ?? {};
    const querystring = (transformed.schema as { querystring?: { properties?: Record<string, unknown> } }).querystring;
    return {
      ...transformed,
      schema: {
        ...transformed.schema,
        response: Object.fromEntries(
          Object.entries(responses).map(([status, answer]) => [status, withMediaTypes(answer)]),
        ),
        ...(querystring?.properties ? { querystring: withEmptyValues(querystring) } : {}),
        operationId: schema.operationId ?? operationIdOf(method, url),
        summary: schema.summary ?? summaryOf(method, url),
        security: securityOf(facts),
      },
    };
  };
};
