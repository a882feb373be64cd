import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, ApiResponse } from './helpers/api-client';
import { createCustomer, userIdOf } from './helpers/customers';
import {
  controlCharacterKeyOf,
  fieldNameOf,
  isInteger,
  isString,
  type Leaf,
  type OpenApiDocument,
  plainValue,
  type RequestShape,
  requestShapesOf,
  sampleOf,
} from './helpers/request-shapes';
import { apiRoutesOf } from './helpers/routes';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: ApiClient;
let shapes: RequestShape[];
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs('admin');
  shapes = requestShapesOf(t.app.swagger() as unknown as OpenApiDocument);
});
afterAll(() => t.close());

const malformedBodies = ['{bad json', '[]', '"text"', 'null', '{"x":1}', JSON.stringify({ a: 'x'.repeat(100_000) })];
/** NUL (PostgreSQL refuses it) and other control characters; tab and newline are allowed. */
const controlCharacters = ['\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u001b', '\u007f', '\u0085', '\u009f'];
const poisoned = (index: number) => `a${controlCharacters[index % controlCharacters.length]}b`;
const TOO_BIG_ID = 2_147_483_648;
/** Base64 payloads (uploads, recordings) are decoded, never stored as text; the upload check owns them. */
const binaryFields = new Set(['content', 'recording']);

/** Rows of every table (sessions, login failures and the audit log aside), to prove nothing changed. */
const snapshot = async () => {
  const tables = (await t.db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { name: string }[] };
  const volatile = new Set(['sessions', 'login_failures', 'audit_log']);
  const sums: Record<string, string> = {};
  for (const { name } of tables.rows.filter((table) => !volatile.has(table.name))) {
    const result = (await t.db.execute(
      sql.raw(`select md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as sum from "${name}" r`),
    )) as unknown as { rows: { sum: string }[] };
    sums[name] = result.rows[0]?.sum ?? '';
  }
  return sums;
};

const pathOf = (shape: RequestShape, paramValue: (name: string) => string) =>
  shape.url.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(paramValue(name)));

/** A path whose parameters pass validation (ids 1, enum values, short text). */
const plainPath = (shape: RequestShape) =>
  pathOf(shape, (name) => String(plainValue(shape.pathParams.find((param) => param.name === name)?.schema ?? {})));

const send = (shape: RequestShape, path: string, body?: unknown) =>
  admin.request(shape.method, path, body === undefined ? undefined : body);

const expectRefused = (response: ApiResponse, label: string) => {
  expect(response.status, `${label} → ${response.status} ${response.text.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(response.status, `${label} → ${response.text.slice(0, 300)}`).toBeLessThan(500);
  expect(response.body.error?.message, label).toMatch(/^error\./);
  expect(response.body.flashMessages, label).toEqual([{ message: response.body.error.message, severity: 'error' }]);
};

/** Expects 400 naming each probed field (the bearer-token route refuses before validation). */
const expectFieldErrors = (response: ApiResponse, shape: RequestShape, fields: Record<string, string | undefined>) => {
  const label = `${shape.method} ${shape.url}`;
  expectRefused(response, label);
  if (shape.isBearer) return;
  expect(response.status, `${label} ${response.text.slice(0, 300)}`).toBe(400);
  for (const [fullName, key] of Object.entries(fields)) {
    // the envelope is dropped from field names, except on routes whose body holds several lists
    const field = fieldNameOf(fullName.split('.'));
    const answered = response.body.error.detail?.fields ?? {};
    const message = `${label} field ${field}: ${response.text.slice(0, 500)}`;
    // an item's field errors name the item in detail.itemId and the field bare (rules §5, decision 098)
    const itemField = fullName.match(/^items?\.(?:\d+\.)?(.+)$/)?.[1];
    const asItem = response.body.error.detail?.itemId !== undefined && itemField ? answered[itemField] : undefined;
    const value = answered[field] ?? answered[fullName] ?? asItem;
    if (key) expect(value, message).toBe(key);
    else expect(value, message).toBeDefined();
  }
};

describe('malformed input on every route', () => {
  it('refuses malformed bodies, control characters, ids over 2^31−1 and long path parameters; changes nothing', async () => {
    const before = await snapshot();
    expect(shapes.length).toBeGreaterThan(40);
    // Every API route is in the document the walk reads (later routes are covered by themselves).
    const documented = new Set(shapes.map((shape) => `${shape.method} ${shape.url}`));
    for (const route of apiRoutesOf(t.app.registeredRoutes).filter((route) => route.url !== '/health')) {
      expect(documented, `${route.method} ${route.url} missing from the OpenAPI document`).toContain(
        `${route.method} ${route.url}`,
      );
    }
    const probed = shapes.filter((shape) => shape.url !== '/v1/auth/logout');

    for (const shape of probed) {
      const label = `${shape.method} ${shape.url}`;
      if (shape.method !== 'GET') {
        // Path parameters that fail validation too: a route without a body schema ignores the body.
        const invalidPath = shape.url.replace(/:[A-Za-z]+/g, 'abc');
        for (const body of malformedBodies) {
          // A call without path parameters whose body is optional (POST /v1/reminders/run) takes JSON null as no body.
          if (body === 'null' && shape.pathParams.length === 0 && shape.isBodyOptional) continue;
          expectRefused(
            await admin.request(shape.method, invalidPath, undefined, body),
            `${label} ${body.slice(0, 20)}`,
          );
        }
      }

      if (shape.body) {
        const textLeaves: Leaf[] = [];
        const body = sampleOf(shape.body, (leaf) => {
          if (!isString(leaf.schema) || binaryFields.has(String(leaf.path.at(-1)))) return plainValue(leaf.schema);
          textLeaves.push(leaf);
          return poisoned(textLeaves.length);
        });
        if (textLeaves.length > 0) {
          const fields = Object.fromEntries(
            textLeaves.map((leaf) => [leaf.path.join('.'), controlCharacterKeyOf(leaf.schema)]),
          );
          expectFieldErrors(await send(shape, plainPath(shape), body), shape, fields);
        }
        const idLeaves: Leaf[] = [];
        const withBigIds = sampleOf(shape.body, (leaf) => {
          if (!isInteger(leaf.schema)) return plainValue(leaf.schema);
          idLeaves.push(leaf);
          return TOO_BIG_ID;
        });
        if (idLeaves.length > 0) {
          const fields = Object.fromEntries(idLeaves.map((leaf) => [leaf.path.join('.'), undefined]));
          expectFieldErrors(await send(shape, plainPath(shape), withBigIds), shape, fields);
        }
      }

      const bodyFor = shape.body ? sampleOf(shape.body, (leaf) => plainValue(leaf.schema)) : undefined;
      for (const param of shape.queryParams) {
        const value = isString(param.schema) ? poisoned(0) : isInteger(param.schema) ? String(TOO_BIG_ID) : undefined;
        if (value === undefined) continue;
        const path = `${plainPath(shape)}?${param.name}=${encodeURIComponent(value)}`;
        const key = isString(param.schema) ? controlCharacterKeyOf(param.schema) : undefined;
        expectFieldErrors(await send(shape, path, bodyFor), shape, { [param.name]: key });
      }

      for (const param of shape.pathParams) {
        const value = isString(param.schema) ? poisoned(0) : isInteger(param.schema) ? String(TOO_BIG_ID) : undefined;
        const others = (name: string) =>
          String(plainValue(shape.pathParams.find((other) => other.name === name)?.schema ?? {}));
        if (value !== undefined) {
          const path = pathOf(shape, (name) => (name === param.name ? value : others(name)));
          const key = isString(param.schema) ? controlCharacterKeyOf(param.schema) : undefined;
          expectFieldErrors(await send(shape, path, bodyFor), shape, { [param.name]: key });
        }
        const long = pathOf(shape, (name) => (name === param.name ? 'x'.repeat(101) : others(name)));
        const response = await send(shape, long, bodyFor);
        expectRefused(response, `${label} long ${param.name}`);
        expect(response.status, `${label} long ${param.name}`).toBe(414);
        expect(response.text).not.toContain('x'.repeat(101));
      }
    }
    expect(await snapshot()).toEqual(before);
  }, 300_000);

  it('answers 413 to a body over the limit', async () => {
    const huge = JSON.stringify({ configuration: { defaultInspectionNote: 'x'.repeat(16 * 1024 * 1024) } });
    const response = await admin.request('PATCH', '/v1/configuration', undefined, huge);
    expect(response.status).toBe(413);
    expect(response.body.error.message).toBe('error.too_large');
  });

  it('answers 415 in the error shape to a wrong content type', async () => {
    const response = await fetch(`${t.url}/v1/configuration`, {
      method: 'PATCH',
      headers: {
        'content-type': 'application/xml',
        cookie: [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        'x-xsrf-token': admin.cookies.get('XSRF-TOKEN') ?? '',
      },
      body: '<configuration/>',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      error: { message: 'error.unsupported_media_type' },
      flashMessages: [{ message: 'error.unsupported_media_type', severity: 'error' }],
    });
  });

  it('answers bad JSON with 400 error.bad_request', async () => {
    const response = await admin.request('PATCH', '/v1/configuration', undefined, '{"configuration":');
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('error.bad_request');
  });

  it('trims text before measuring it and keeps tab and newline', async () => {
    const padded = await admin.post('/v1/ekokoms', { ekokom: { name: ` ${'x'.repeat(100)} ` } });
    expect(padded.status).toBe(200);
    const stored = (await admin.get('/v1/ekokoms')).body.ekokoms.find(
      (ekokom: { id: number }) => ekokom.id === padded.body.id,
    );
    expect(stored.name).toBe('x'.repeat(100));
    const long = await admin.post('/v1/ekokoms', { ekokom: { name: 'x'.repeat(101) } });
    expect(long.body.error.detail.fields).toEqual({ name: 'too_long' });
    const { lockVersion } = (await admin.get('/v1/configuration')).body.configuration;
    const note = await admin.patch('/v1/configuration', {
      configuration: { defaultInspectionNote: 'Řádek\r\n\tdruhý', lockVersion },
    });
    expect(note.status).toBe(200);
    expect(note.body.configuration.defaultInspectionNote).toBe('Řádek\n\tdruhý');
  });
});

const parallel = <T>(count: number, run: (index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, index) => run(index)));

const statusesOf = (responses: ApiResponse[]) => responses.map((response) => response.status).sort();

describe('parallel duplicates', () => {
  it('creates one user of 20 parallel ones with the same login; the rest answer 409 on login', async () => {
    const login = `souběh${Date.now()}`.replace('ě', 'e');
    const responses = await parallel(20, () =>
      admin.post('/v1/users', {
        user: {
          name: 'Jana',
          surname: 'Souběžná',
          login,
          password: 'bezpecne-heslo',
          roles: ['driver'],
          countryCodes: ['cz'],
        },
      }),
    );
    expect(statusesOf(responses)).toEqual([200, ...Array(19).fill(409)]);
    for (const response of responses.filter((response) => response.status === 409)) {
      expect(response.body.error).toEqual({
        message: 'error.already_exists',
        detail: { fields: { login: 'already_used' } },
      });
    }
    const users = (await admin.get('/v1/users?ignoreCountry=1')).body.users;
    expect(users.filter((user: { login: string }) => user.login === login)).toHaveLength(1);
  });

  it('creates one product of 20 parallel ones with the same code (any case)', async () => {
    const units = (await admin.get('/v1/units')).body.units;
    const taxes = (await admin.get('/v1/taxes')).body.taxes;
    const code = `PAR-${Date.now()}`;
    const responses = await parallel(20, (index) =>
      admin.post('/v1/products', {
        product: {
          code: index % 2 ? code : code.toLowerCase(),
          name: 'Souběžný produkt',
          unit: units[0].id,
          idTaxPrice: taxes[0].id,
          price: 100,
        },
      }),
    );
    expect(statusesOf(responses)).toEqual([200, ...Array(19).fill(409)]);
    expect(responses.find((response) => response.status === 409)?.body.error.detail.fields).toEqual({
      code: 'already_used',
    });
  });

  it('refuses a second VAT rate of the same value in a country with 409 on tax', async () => {
    const again = await admin.post('/v1/taxes', { tax: 21, isReduced: true });
    expect(again.status).toBe(409);
    expect(again.body.error.detail.fields).toEqual({ tax: 'already_used' });
    const responses = await parallel(10, () => admin.post('/v1/taxes', { tax: 7.5, isReduced: true }));
    expect(statusesOf(responses)).toEqual([200, ...Array(9).fill(409)]);
    admin.country = 'sk';
    expect((await admin.post('/v1/taxes', { tax: 21, isReduced: false })).status).toBe(200);
    admin.country = undefined;
  });

  it('saves commissions 16 times in parallel without a server error: the first save wins, the rest are stale', async () => {
    const operatorId = await userIdOf(t, 'operator');
    const products = (await admin.get('/v1/products')).body.products.slice(0, 3);
    const loaded = (await admin.get(`/v1/users/${operatorId}/profits`)).body.userProfits;
    const versionOf = (productId: number) =>
      loaded.find((profit: { productId: number }) => profit.productId === productId)?.lockVersion ?? null;
    const responses = await parallel(16, (index) =>
      admin.put(`/v1/users/${operatorId}/profits`, {
        userProfits: products.map((product: { id: number }) => ({
          productId: product.id,
          repeaterPercent: index,
          repeaterPrice: null,
          newPercent: null,
          newPrice: null,
          lockVersion: versionOf(product.id),
        })),
      }),
    );
    expect(statusesOf(responses)).toEqual([200, ...Array(15).fill(409)]);
    const saved = (await admin.get(`/v1/users/${operatorId}/profits`)).body.userProfits;
    const percents = saved
      .filter((profit: { productId: number }) =>
        products.some((product: { id: number }) => product.id === profit.productId),
      )
      .map((profit: { repeaterPercent: number }) => profit.repeaterPercent);
    expect(new Set(percents).size).toBe(1);
  });

  it('stores at most four contacts of 12 parallel creations', async () => {
    const customerId = await createCustomer(admin);
    const responses = await parallel(12, (index) =>
      admin.post(`/v1/customers/${customerId}/contacts`, { contact: { name: `Kontakt ${index}` } }),
    );
    expect(statusesOf(responses)).toEqual([...Array(4).fill(200), ...Array(8).fill(409)]);
    const contacts = (await admin.get(`/v1/customers/${customerId}/contacts`)).body.contacts;
    expect(contacts.filter((contact: { id: number | null }) => contact.id !== null)).toHaveLength(4);
  });
});

describe('user phone', () => {
  it('validates the phone with the contract phone rule', async () => {
    const response = await admin.post('/v1/users', {
      user: {
        name: 'Petr',
        surname: 'Telefon',
        login: 'ptelefon',
        password: 'bezpecne-heslo',
        roles: ['driver'],
        countryCodes: ['cz'],
        phone: 'abc',
      },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.detail.fields).toEqual({ phone: 'invalid_phone' });
  });
});
