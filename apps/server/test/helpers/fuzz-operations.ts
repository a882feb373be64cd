import { accessFor } from '@bo/contract/auth/permissions';
import { type Role, roles } from '@bo/contract/auth/roles';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import type { ApiClient, ApiResponse } from './api-client';
import { hostileValues, invalidOf, type Schema, validOf } from './schema-arbitrary';

/**
 * Property tests of every operation (issue 24): generated valid and invalid bodies, queries and path values,
 * from the app's own OpenAPI document, sent by every role (and by nobody). Each answer must be below 500, and an
 * answer must be one the document states: a documented status, the documented media type, and a JSON body valid
 * against the documented schema. Used by apps/server/test/property.test.ts (a bounded number of cases) and by
 * bench/fuzz.ts (the long run).
 */
type Parameter = { in: string; name: string; required?: boolean; schema: Schema };
type Content = Record<string, { schema?: Schema }>;
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Content; required?: boolean };
  responses: Record<string, { content?: Content }>;
};
export type FuzzDocument = { paths: Record<string, Record<string, Operation>>; components?: unknown };

/** Calls the walk leaves out: logging out ends the session the other cases use. */
const SKIPPED = new Set(['POST /v1/auth/logout']);
/** Ids that exist in the demo data, mostly; the rest of the path values are hostile. */
const ID_POOL = ['1', '2', '3', '4', '5', '10', '25', '100'];
const HOSTILE_PATH_VALUES = [
  '0',
  '-1',
  '2147483648',
  '99999999999999999999',
  'abc',
  '1.5',
  '%00',
  '%E2%80%AE',
  'a'.repeat(120),
];

export type FuzzOperation = {
  method: string;
  /** fastify form: /v1/users/:id */
  url: string;
  /** OpenAPI form: /v1/users/{id} */
  path: string;
  operation: Operation;
  allowed: readonly (Role | 'anonymous')[];
};

export const fuzzOperationsOf = (document: FuzzDocument): FuzzOperation[] =>
  Object.entries(document.paths)
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => {
        const url = path.replace(/\{([^}]+)\}/g, ':$1');
        const access = accessFor(method.toUpperCase(), url);
        const allowed: (Role | 'anonymous')[] =
          access?.kind === 'public'
            ? ['anonymous', ...roles]
            : access?.kind === 'roles'
              ? [...access.roles]
              : [...roles];
        return { method: method.toUpperCase(), url, path, operation, allowed };
      }),
    )
    .filter((operation) => operation.url.startsWith('/v') && !SKIPPED.has(`${operation.method} ${operation.url}`))
    // deleting comes last: the other calls find the demo data as it was
    .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));

export type FuzzCase = {
  role: Role | 'anonymous';
  path: string;
  body?: unknown;
  isValid: boolean;
};

const queryValue = (value: unknown) =>
  Array.isArray(value)
    ? value.map(String).join(',')
    : typeof value === 'object' && value !== null
      ? JSON.stringify(value)
      : String(value);

/** Cases of one operation: roles mostly allowed ones, values mostly valid, the rest hostile. */
export const caseArbitrary = (operation: FuzzOperation): fc.Arbitrary<FuzzCase> => {
  const parameters = operation.operation.parameters ?? [];
  const pathParams = parameters.filter((parameter) => parameter.in === 'path');
  const queryParams = parameters.filter((parameter) => parameter.in === 'query');
  const bodySchema = operation.operation.requestBody?.content['application/json']?.schema;
  const everyone: (Role | 'anonymous')[] = ['anonymous', ...roles];
  const role = fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...operation.allowed) },
    { weight: 1, arbitrary: fc.constantFrom(...everyone) },
  );
  const pathValue = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...ID_POOL) },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_PATH_VALUES) },
  );
  const pathValues = fc.tuple(
    ...pathParams.map((parameter) =>
      parameter.schema.enum
        ? fc.constantFrom(...parameter.schema.enum.map(String))
        : parameter.schema.format === 'date'
          ? fc.constantFrom('2026-11-23', '1900-01-01', '0999-01-01', '9999-12-31', 'x')
          : pathValue,
    ),
  );
  const query = fc.tuple(
    ...queryParams.map((parameter) =>
      fc.option(
        fc.oneof(
          { weight: 4, arbitrary: validOf(parameter.schema).map(queryValue) },
          { weight: 1, arbitrary: fc.constantFrom(...hostileValues).map(queryValue) },
        ),
        { freq: 3 },
      ),
    ),
    fc.oneof(
      { weight: 12, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: fc.constantFrom('unknownParam', 'x') },
    ),
  );
  const body = bodySchema
    ? fc.oneof(
        { weight: 3, arbitrary: validOf(bodySchema).map((value) => ({ value, isValid: true })) },
        { weight: 2, arbitrary: invalidOf(bodySchema).map((value) => ({ value, isValid: false })) },
      )
    : fc.constant({ value: undefined, isValid: true });
  return fc.tuple(role, pathValues, query, body).map(([who, values, [...queryValues], { value, isValid }]) => {
    let path = operation.url;
    pathParams.forEach((parameter, index) => {
      path = path.replace(`:${parameter.name}`, encodeURIComponent(decodeURIComponent(String(values[index]))));
    });
    const unknown = queryValues.pop() as string | null;
    const search = new URLSearchParams();
    queryParams.forEach((parameter, index) => {
      const entry = queryValues[index];
      if (entry !== null && entry !== undefined) search.set(parameter.name, entry as string);
    });
    if (unknown) search.set(unknown, '1');
    const queryString = search.toString();
    return { role: who, path: queryString ? `${path}?${queryString}` : path, body: value, isValid };
  });
};

/** A parameter schema that holds no array (array values travel comma-joined, which the document cannot state). */
const nonArray = (schema: Schema): Schema | undefined => {
  const branches = schema.anyOf ?? [schema];
  return branches.some((branch) => [branch.type].flat().includes('array')) ? undefined : schema;
};

/** Checks answers against the document: status, media type and JSON body; and that a forbidden request failed. */
export const answerChecker = (document: FuzzDocument) => {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  addFormats.default(ajv);
  // the step of a decimal with a tolerance relative to its size: -9565891330.22 is a multiple of 0.01, which Ajv's
  // absolute precision denies on its float quotient
  ajv.removeKeyword('multipleOf');
  ajv.addKeyword({
    keyword: 'multipleOf',
    type: 'number',
    schemaType: 'number',
    validate: (step: number, data: number) => {
      const quotient = data / step;
      return Math.abs(quotient - Math.round(quotient)) <= 1e-9 * Math.max(1, Math.abs(quotient));
    },
  });
  const validators = new Map<string, ValidateFunction>();
  const validatorOf = (key: string, schema: Schema) => {
    let validate = validators.get(key);
    if (!validate) {
      validate = ajv.compile({ ...schema, components: document.components });
      validators.set(key, validate);
    }
    return validate;
  };
  const queryAjv = new Ajv2020({ strict: false, coerceTypes: true, validateFormats: true });
  addFormats.default(queryAjv);
  const queryValidators = new Map<string, ValidateFunction>();
  /** Whether the request is one the document forbids: its body, or a query value (arrays aside: comma-joined). */
  const isForbidden = (operation: FuzzOperation, fuzzCase: FuzzCase) => {
    const bodySchema = operation.operation.requestBody?.content['application/json']?.schema;
    if (bodySchema && fuzzCase.body !== undefined) {
      const validate = validatorOf(`${operation.method} ${operation.path} body`, bodySchema);
      if (!validate(fuzzCase.body)) return `the body ${ajv.errorsText(validate.errors)}`;
    }
    const search = new URLSearchParams(fuzzCase.path.split('?')[1] ?? '');
    for (const parameter of operation.operation.parameters ?? []) {
      const value = search.get(parameter.name);
      if (parameter.in !== 'query' || value === null || nonArray(parameter.schema) === undefined) continue;
      const holder = { value };
      const key = `${operation.method} ${operation.path} ?${parameter.name}`;
      let validate = queryValidators.get(key);
      if (!validate) {
        validate = queryAjv.compile({ type: 'object', properties: { value: nonArray(parameter.schema) } });
        queryValidators.set(key, validate);
      }
      if (!validate(holder))
        return `the query parameter ${parameter.name}=${value} ${queryAjv.errorsText(validate.errors)}`;
    }
    return undefined;
  };
  /** What is wrong with the answer, or undefined. */
  return (operation: FuzzOperation, response: ApiResponse, fuzzCase?: FuzzCase): string | undefined => {
    if (response.status >= 500) return `${response.status} ${response.text.slice(0, 300)}`;
    if (fuzzCase && response.status < 300) {
      const forbidden = isForbidden(operation, fuzzCase);
      if (forbidden) return `${response.status}: accepted although ${forbidden}`;
    }
    const documented = operation.operation.responses[String(response.status)];
    if (!documented) return `status ${response.status} is not documented (${response.text.slice(0, 200)})`;
    const mediaType = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
    const contents = documented.content ?? {};
    if (Object.keys(contents).length === 0) return undefined;
    const content = contents[mediaType];
    if (!content)
      return `media type ${mediaType} of ${response.status} is not documented (${Object.keys(contents).join(', ')})`;
    if (mediaType !== 'application/json' || !content.schema) return undefined;
    const validate = validatorOf(`${operation.method} ${operation.path} ${response.status}`, content.schema);
    if (validate(response.body)) return undefined;
    return `${response.status} answer does not match the document: ${ajv.errorsText(validate.errors)} (${response.text.slice(0, 200)})`;
  };
};

export type Clients = Record<Role | 'anonymous', ApiClient | undefined>;

/** Sends one case; a role whose session ended (its password or account was changed) logs in again. */
export const sendCase = async (
  clients: Clients,
  relogin: (role: Role) => Promise<ApiClient | undefined>,
  operation: FuzzOperation,
  fuzzCase: FuzzCase,
) => {
  const client = clients[fuzzCase.role];
  if (!client) return undefined;
  const response = await client.request(operation.method, fuzzCase.path, fuzzCase.body);
  if (response.status === 401 && fuzzCase.role !== 'anonymous' && operation.url !== '/v1/auth/login') {
    const logged = await client.get('/v1/auth/logged');
    if (logged.status === 401) clients[fuzzCase.role] = await relogin(fuzzCase.role);
  }
  return response;
};
