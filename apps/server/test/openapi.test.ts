import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/test-app';

type Operation = {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { description: string }>;
  requestBody?: { content: Record<string, { schema: Record<string, any> }> };
};
type Document = {
  servers?: { url: string }[];
  components: { securitySchemes: Record<string, unknown> };
  paths: Record<string, Record<string, Operation>>;
};

let t: TestApp;
let document: Document;
beforeAll(async () => {
  t = await startTestApp();
  const response = await t.client().get('/v1/docs/json');
  expect(response.status).toBe(200);
  document = response.body;
});
afterAll(() => t.close());

const operation = (method: string, path: string) => {
  const found = document.paths[path]?.[method];
  if (!found) throw new Error(`${method} ${path} not documented`);
  return found;
};
const statusesOf = (method: string, path: string) => Object.keys(operation(method, path).responses).sort();
const bodyOf = (method: string, path: string) =>
  operation(method, path).requestBody?.content['application/json']?.schema as Record<string, any>;

describe('OpenAPI document', () => {
  it('declares servers and the session, CSRF and bearer schemes', () => {
    expect(document.servers?.length).toBeGreaterThan(0);
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual(['csrf', 'exchangeToken', 'session']);
  });

  it('takes security from the permission table', () => {
    expect(operation('get', '/v1/customers').security).toEqual([{ session: [] }]);
    expect(operation('put', '/v1/users/{id}').security).toEqual([{ session: [], csrf: [] }]);
    expect(operation('get', '/v1/translations/{locale}').security).toEqual([]);
    expect(operation('post', '/v1/auth/login').security).toEqual([{ csrf: [] }]);
    expect(operation('post', '/v1/calls/exchange').security).toEqual([{ exchangeToken: [] }]);
  });

  it('lists the error answers each operation can give', () => {
    expect(statusesOf('get', '/v1/customers')).toEqual(['200', '400', '401', '403']);
    expect(statusesOf('put', '/v1/products/{id}')).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '413',
      '414',
      '415',
    ]);
    expect(statusesOf('post', '/v1/auth/login')).toEqual(['200', '400', '401', '403', '413', '415', '429']);
    expect(statusesOf('get', '/v1/taxes')).toEqual(['200', '400', '401', '403']);
    expect(operation('post', '/v1/users').responses['409']?.description).toMatch(/unique/);
  });

  it('gives every operation a unique operationId and a summary', () => {
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    const ids = operations.map((entry) => entry.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.every((entry) => entry.summary)).toBe(true);
    expect(operation('get', '/v1/customers/{id}/contacts').operationId).toBe('getV1CustomersByIdContacts');
  });

  it('states file answers with their media types, never as JSON', () => {
    const mediaTypes = (method: string, path: string, status = '200') =>
      Object.keys((operation(method, path).responses[status] as { content?: Record<string, unknown> }).content ?? {});
    expect(mediaTypes('post', '/v1/invoices/download')).toEqual(['application/pdf']);
    expect(mediaTypes('get', '/v1/invoices/{id}/isdoc')).toEqual(['application/xml']);
    expect(mediaTypes('get', '/v1/invoices/{id}/ubl')).toEqual(['application/xml']);
    expect(mediaTypes('get', '/v1/customers/{customerId}/calls/{callId}/play')).toEqual(['audio/mpeg']);
    expect(mediaTypes('get', '/v1/customers/{customerId}/calls/{callId}/play', '206')).toEqual(['audio/mpeg']);
    expect(mediaTypes('get', '/v1/reports/log-books')).toEqual(['application/json', 'text/csv']);
    // every answer of the document is JSON unless it says otherwise; no file answer is left as JSON
    const fileRoutes = Object.values(document.paths)
      .flatMap((methods) => Object.values(methods))
      .flatMap((entry) => Object.values(entry.responses) as { description: string; content?: Record<string, any> }[])
      .filter(
        (answer) =>
          answer.content?.['application/json'] &&
          JSON.stringify(answer.content['application/json'].schema ?? {}) === '{}',
      );
    expect(fileRoutes.map((answer) => answer.description)).toEqual([]);
  });

  it('refuses a query parameter a route does not name, and takes an empty one as absent', async () => {
    const admin = await t.loginAs('admin');
    const unknown = await admin.get('/v1/taxes?color=1');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.detail.fields).toEqual({ color: 'unknown_field' });
    const misspelt = await admin.get('/v1/invoices?pgae=2');
    expect(misspelt.body.error.detail.fields).toEqual({ pgae: 'unknown_field' });
    expect((await admin.get('/v1/invoices?page=&search=&dateType=')).status).toBe(200);
  });

  it('states the request rules the app applies', () => {
    const product = bodyOf('post', '/v1/products').properties.product.properties;
    expect(product.price.multipleOf).toBe(0.01);
    expect(bodyOf('post', '/v1/taxes').properties.tax.multipleOf).toBe(0.01);
    const configuration = bodyOf('patch', '/v1/configuration').properties.configuration;
    // exactly one setting, beside the lockVersion it was loaded with
    expect([configuration.minProperties, configuration.maxProperties]).toEqual([2, 2]);
    const user = bodyOf('post', '/v1/users').properties.user.properties;
    expect(user.roles.uniqueItems).toBe(true);
    expect(JSON.stringify(user.email)).toContain('"format":"email"');
    expect(JSON.stringify(user.phone)).toContain('pattern');
    const address = bodyOf('post', '/v1/customers').properties.customer.properties.deliveryAddress.properties;
    for (const field of ['psc', 'ic', 'dic']) expect(JSON.stringify(address[field]), field).toContain('\\\\d');
    expect(JSON.stringify(user.name)).toContain('\\\\u0000');
  });
});
