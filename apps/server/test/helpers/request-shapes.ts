/**
 * Request shapes of every operation, read from the app's own OpenAPI document (generated from the
 * contract's zod schemas), so the malformed-input walk covers routes added later by itself.
 */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minLength?: number;
  minItems?: number;
  format?: string;
  pattern?: string;
  allOf?: JsonSchema[];
  default?: unknown;
};

type Parameter = { in: 'path' | 'query' | 'header'; name: string; schema: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: Record<string, string[]>[];
};
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

export type RequestShape = {
  method: string;
  /** Fastify form: /v1/users/:id */
  url: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body?: JsonSchema;
  /** The body may be JSON null, i.e. left out (a call that takes no body, or an empty one). */
  isBodyOptional: boolean;
  isBearer: boolean;
};

const acceptsNull = (schema: JsonSchema | undefined): boolean =>
  schema !== undefined &&
  ((Array.isArray(schema.type) && schema.type.includes('null')) ||
    schema.type === 'null' ||
    (schema.anyOf ?? []).some(acceptsNull));

export const requestShapesOf = (document: OpenApiDocument): RequestShape[] =>
  Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      url: path.replace(/\{([^}]+)\}/g, ':$1'),
      pathParams: (operation.parameters ?? []).filter((parameter) => parameter.in === 'path'),
      queryParams: (operation.parameters ?? []).filter((parameter) => parameter.in === 'query'),
      body: operation.requestBody?.content['application/json']?.schema,
      isBodyOptional: acceptsNull(operation.requestBody?.content['application/json']?.schema),
      isBearer: (operation.security ?? []).some((requirement) => 'exchangeToken' in requirement),
    })),
  );

/** The empty string every query parameter also takes (an empty value is an absent one). */
const isEmptyString = (schema: JsonSchema) =>
  schema.type === 'string' && (schema as { maxLength?: number }).maxLength === 0;

/** The branch of a nullable schema (or of a query parameter's `'' | value`) that holds the value. */
const nonNull = (schema: JsonSchema): JsonSchema => {
  if (!schema.anyOf || schema.type) return schema;
  const value = schema.anyOf.find((option) => option.type !== 'null' && !isEmptyString(option));
  return value ? nonNull(value) : schema;
};

export const isString = (schema: JsonSchema) => nonNull(schema).type === 'string';
/** Text a user types (not a choice from a list, not a date): built on the contract's text schema. */
export const isFreeText = (schema: JsonSchema) => {
  const inner = nonNull(schema);
  const isDate = inner.format === 'date' || inner.format === 'date-time';
  return inner.type === 'string' && !inner.enum && inner.const === undefined && !isDate;
};
/** The field error a control character must give: `invalid_characters` on text, any on dates and choices. */
export const controlCharacterKeyOf = (schema: JsonSchema) => (isFreeText(schema) ? 'invalid_characters' : undefined);
export const isInteger = (schema: JsonSchema) => nonNull(schema).type === 'integer';

export type Leaf = { path: (string | number)[]; schema: JsonSchema };

/**
 * A body shaped like the schema (every property present, one item per array) and its leaves;
 * `pick` decides each leaf's value. Validity apart from the probed leaves does not matter:
 * the server reports every field's issue.
 */
export const sampleOf = (
  schema: JsonSchema,
  pick: (leaf: Leaf) => unknown,
  path: (string | number)[] = [],
): unknown => {
  const inner = nonNull(schema);
  if (inner.type === 'object' || inner.properties) {
    return Object.fromEntries(
      Object.entries(inner.properties ?? {}).map(([key, child]) => [key, sampleOf(child, pick, [...path, key])]),
    );
  }
  if (inner.type === 'array' && inner.items) return [sampleOf(inner.items, pick, [...path, 0])];
  return pick({ path, schema: inner });
};

/** A harmless value for a leaf that is not being probed. */
export const plainValue = (schema: JsonSchema): unknown => {
  if (schema.enum) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.type === 'boolean') return false;
  if (schema.type === 'integer' || schema.type === 'number') return Math.max(1, schema.minimum ?? 1);
  if (schema.format === 'email') return 'a@example.cz';
  if (schema.format === 'date') return '2026-11-23';
  if (schema.format === 'date-time') return '2026-11-23T08:00:00.000Z';
  // a fixed length of one character class (a sha256, `^[0-9a-f]{64}$`): the class's first character, repeated
  const patterns = [schema.pattern, ...(schema.allOf ?? []).map((part) => part.pattern)];
  const fixed = patterns.map((pattern) => pattern?.match(/^\^\[([^\]^])[^\]]*\]\{(\d+)\}\$$/)).find(Boolean);
  if (fixed) return (fixed[1] ?? 'a').repeat(Number(fixed[2]));
  return 'a';
};

/** The field name the server reports for a body leaf: the envelope (`{ user: {...} }`) is dropped. */
export const fieldNameOf = (path: (string | number)[]) => (path.length > 1 ? path.slice(1) : path).join('.');
