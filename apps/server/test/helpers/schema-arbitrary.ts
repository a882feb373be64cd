import fc from 'fast-check';

/**
 * fast-check arbitraries from the JSON schemas of the app's own OpenAPI document (issue 24, property tests):
 * `validOf` builds values the schema accepts — biased to its bounds (lengths, minimum and maximum, the first and
 * last allowed day) — and `invalidOf` values it may not: a leaf replaced by a hostile value, or any JSON at all.
 */
export type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  prefixItems?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minProperties?: number;
  maxProperties?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  additionalProperties?: boolean | Schema;
};

const MAX_TEXT = 60;
const MAX_ITEMS = 3;
const INT_MIN = -2_147_483_648;
const INT_MAX = 2_147_483_647;

/** Values that have broken servers: control characters, huge and tiny numbers, years out of range, markup, formulas. */
export const hostileValues: unknown[] = [
  null,
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u202e\u0007',
  'x'.repeat(10_001),
  'ř'.repeat(301),
  '💩',
  '<script>alert(1)</script>',
  '=HYPERLINK("http://x")',
  '../../etc/passwd',
  '0999-01-01',
  '9999-12-31',
  '2100-13-45',
  '1899-12-31T23:59:59Z',
  '+275760-09-13T00:00:00.000Z',
  -1,
  0,
  -0,
  0.5,
  5e-324,
  1e308,
  -1e308,
  2_147_483_648,
  Number.MAX_SAFE_INTEGER + 1,
  true,
  [],
  {},
  [null],
  { a: { b: { c: [1, '2'] } } },
];

const nonNullTypes = (schema: Schema) => [schema.type ?? []].flat().filter((type) => type !== 'null');

const dayArbitrary = () =>
  fc.oneof(
    fc.constantFrom('1900-01-01', '2100-12-31', '2000-02-29'),
    fc
      .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10)),
  );

const instantArbitrary = () =>
  fc.oneof(
    fc.constantFrom('1900-01-01T00:00:00.000Z', '2100-12-31T23:59:59.999Z', '2026-11-23T08:00:00+01:00'),
    fc
      .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
      .map((date) => date.toISOString()),
  );

const stringArbitrary = (schema: Schema): fc.Arbitrary<string> => {
  if (schema.format === 'date') return dayArbitrary();
  if (schema.format === 'date-time') return instantArbitrary();
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? MAX_TEXT, MAX_TEXT));
  if (schema.format === 'email') {
    return fc
      .constantFrom('a@example.cz', 'příjem.faktur@firma.example.cz', 'x@y.sk')
      .filter((value) => value.length <= (schema.maxLength ?? 1000));
  }
  const fits = (value: string) => value.length >= minLength && value.length <= (schema.maxLength ?? Infinity);
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, 'u');
    // the control-character rule of free text: any text of the allowed length, diacritics included
    const text = fc.oneof(
      fc.string({ minLength, maxLength, unit: 'grapheme' }),
      fc.constantFrom('Žluťoučký kůň', 'Příliš úžasné', '  mezera  ', 'a').filter(fits),
    );
    return fc.oneof(fc.stringMatching(pattern), text).filter((value) => pattern.test(value) && fits(value));
  }
  return fc.oneof(
    fc.string({ minLength, maxLength, unit: 'grapheme' }),
    // the longest value the schema allows
    fc.constant('ž'.repeat(schema.maxLength !== undefined && schema.maxLength <= 2000 ? schema.maxLength : minLength)),
  );
};

const numberArbitrary = (schema: Schema, isInteger: boolean): fc.Arbitrary<number> => {
  const step = schema.multipleOf ?? (isInteger ? 1 : undefined);
  let min = schema.minimum ?? schema.exclusiveMinimum ?? (isInteger ? INT_MIN : -1e9);
  let max = schema.maximum ?? schema.exclusiveMaximum ?? (isInteger ? INT_MAX : 1e9);
  if (step !== undefined) {
    let low = Math.ceil(min / step);
    let high = Math.floor(max / step);
    if (schema.exclusiveMinimum !== undefined && low * step <= schema.exclusiveMinimum) low += 1;
    if (schema.exclusiveMaximum !== undefined && high * step >= schema.exclusiveMaximum) high -= 1;
    low = Math.max(low, Number.MIN_SAFE_INTEGER);
    high = Math.min(high, Number.MAX_SAFE_INTEGER);
    const round = (value: number) => Number((value * step).toFixed(Math.max(0, -Math.floor(Math.log10(step)))));
    return fc
      .oneof(
        fc.constantFrom(low, high, Math.max(low, Math.min(high, 0)), Math.max(low, Math.min(high, 1))),
        fc.integer({ min: Math.max(low, -1e12), max: Math.min(high, 1e12) }),
      )
      .map(round);
  }
  if (schema.exclusiveMinimum !== undefined) min += 1e-6;
  if (schema.exclusiveMaximum !== undefined) max -= 1e-6;
  return fc.oneof(fc.constantFrom(min, max), fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
};

/** Values the schema accepts, biased to its bounds. */
export const validOf = (schema: Schema, depth = 0): fc.Arbitrary<unknown> => {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches && branches.length > 0) return fc.oneof(...branches.map((branch) => validOf(branch, depth)));
  if (schema.allOf && schema.allOf.length > 0) return validOf(Object.assign({}, ...schema.allOf), depth);
  const types = nonNullTypes(schema);
  const isNullable = [schema.type ?? []].flat().includes('null');
  const options: fc.Arbitrary<unknown>[] = [];
  if (isNullable) options.push(fc.constant(null));
  const type = types[0] ?? (schema.properties ? 'object' : undefined);
  if (type === 'object') options.push(objectArbitrary(schema, depth));
  else if (type === 'array') options.push(arrayArbitrary(schema, depth));
  else if (type === 'string') options.push(stringArbitrary(schema));
  else if (type === 'integer') options.push(numberArbitrary(schema, true));
  else if (type === 'number') options.push(numberArbitrary(schema, false));
  else if (type === 'boolean') options.push(fc.boolean());
  else if (type === undefined && !isNullable) options.push(fc.jsonValue({ maxDepth: 2 }));
  return options.length === 1 ? (options[0] as fc.Arbitrary<unknown>) : fc.oneof(...options);
};

const objectArbitrary = (schema: Schema, depth: number): fc.Arbitrary<unknown> => {
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  if (keys.length === 0 || depth > 6) return fc.constant({});
  const required = (schema.required ?? []).filter((key) => key in properties);
  const record = fc.record(
    Object.fromEntries(keys.map((key) => [key, validOf(properties[key] as Schema, depth + 1)])),
    { requiredKeys: required },
  );
  // "exactly one of" bodies (minProperties/maxProperties): the required keys and as many of the others as allowed
  if (schema.maxProperties !== undefined) {
    return record.map((value) => {
      const entries = Object.entries(value as Record<string, unknown>);
      const kept = [
        ...entries.filter(([key]) => required.includes(key)),
        ...entries.filter(([key]) => !required.includes(key)),
      ].slice(0, schema.maxProperties);
      return Object.fromEntries(kept);
    });
  }
  return record;
};

const arrayArbitrary = (schema: Schema, depth: number): fc.Arbitrary<unknown> => {
  if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map((item) => validOf(item, depth + 1)));
  const item = schema.items ? validOf(schema.items, depth + 1) : fc.jsonValue({ maxDepth: 1 });
  const minLength = schema.minItems ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? MAX_ITEMS, MAX_ITEMS));
  if (schema.uniqueItems) {
    return fc.uniqueArray(item, { minLength, maxLength, selector: (value) => JSON.stringify(value) });
  }
  return fc.array(item, { minLength, maxLength });
};

type Path = (string | number)[];

/** The paths of a value's leaves (and of its objects and arrays: a whole object may be replaced too). */
const pathsOf = (value: unknown, path: Path = []): Path[] => {
  if (Array.isArray(value)) return [path, ...value.flatMap((item, index) => pathsOf(item, [...path, index]))];
  if (value !== null && typeof value === 'object') {
    return [path, ...Object.entries(value).flatMap(([key, child]) => pathsOf(child, [...path, key]))];
  }
  return [path];
};

const replaceAt = (value: unknown, path: Path, replacement: unknown): unknown => {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value))
    return value.map((item, index) => (index === head ? replaceAt(item, rest, replacement) : item));
  // an earlier replacement may have put a hostile value (null, a number) where this path went on
  const record = value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  return { ...record, [head as string]: replaceAt(record[head as string], rest, replacement) };
};

/** Values the schema may refuse: one to four leaves (or objects) replaced by hostile values, an unknown key, or any JSON. */
export const invalidOf = (schema: Schema): fc.Arbitrary<unknown> => {
  const hostile = fc.oneof(fc.constantFrom(...hostileValues), fc.jsonValue({ maxDepth: 2 }));
  const replaced = validOf(schema).chain((valid) => {
    const paths = pathsOf(valid);
    return fc
      .array(fc.tuple(fc.constantFrom(...paths), hostile), { minLength: 1, maxLength: 4 })
      .map((replacements) =>
        replacements.reduce((value, [path, replacement]) => replaceAt(value, path, replacement), valid),
      );
  });
  const withUnknownKey = validOf(schema).map((valid) =>
    valid !== null && typeof valid === 'object' && !Array.isArray(valid) ? { ...valid, unknownField: 'x' } : valid,
  );
  return fc.oneof(
    { weight: 6, arbitrary: replaced },
    { weight: 1, arbitrary: withUnknownKey },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
};
