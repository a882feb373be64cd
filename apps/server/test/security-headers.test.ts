import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import type { Database } from '../src/db/client';
import { createUser } from '../src/services/users/create-user';
import { ApiClient } from './helpers/api-client';
import { openSeededTestDatabase } from './helpers/database';

/** Two servers on one database: plain http, and behind TLS (PUBLIC_URL https). */
let database: Database;
const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
let plainUrl: string;
let secureUrl: string;

const start = async (env: Record<string, string>) => {
  const webDist = mkdtempSync(join(tmpdir(), 'bo-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Kancelář</title>');
  const app = await buildApp({
    env: loadEnv({ NODE_ENV: 'test', ENCRYPTION_KEY: 'test-encryption-key-of-at-least-32-characters', ...env }),
    database,
    logger: false,
    webDist,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  apps.push(app);
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  // a copy of the run's seeded database (decision 090): migrating one from nothing took a minute on a busy machine
  database = await openSeededTestDatabase();
  await createUser(database.db, {
    login: 'hlavicky',
    name: 'Eva',
    surname: 'Správcová',
    password: 'spravne-heslo',
    roles: ['administrator'],
    countryCodes: ['cz'],
  });
  plainUrl = await start({});
  secureUrl = await start({ PUBLIC_URL: 'https://kancelar.example.cz' });
});
afterAll(async () => {
  // Some answers' bodies are never read (only their headers count): their connections stay busy, and
  // close() would wait for them (49 s on PostgreSQL).
  for (const app of apps) app.server.closeAllConnections();
  for (const app of apps) await app.close();
  await database.close();
});

const cspOf = (response: Response) =>
  Object.fromEntries(
    (response.headers.get('content-security-policy') ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers', () => {
  it('send a same-origin CSP without inline script, no framing and a permissions policy on the page', async () => {
    expect(cspOf(await fetch(`${plainUrl}/`))['script-src']).toEqual(["'self'"]);
    const response = await fetch(`${plainUrl}/cz/customers`);
    expect(response.status).toBe(200);
    const csp = cspOf(response);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('send the CSP and no-store on authenticated API answers', async () => {
    const client = new ApiClient(plainUrl);
    expect((await client.post('/v1/auth/login', { username: 'hlavicky', password: 'spravne-heslo' })).status).toBe(200);
    const logged = await client.get('/v1/auth/logged');
    expect(logged.headers.get('cache-control')).toBe('no-store');
    expect(cspOf(logged as unknown as Response)['script-src']).toEqual(["'self'"]);
    const translations = await client.get('/v1/translations/cs');
    expect(translations.headers.get('cache-control')).toBe('no-store');
    const refused = await new ApiClient(plainUrl).get('/v1/customers');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });

  it('send no-store on every API error: an unknown route, logged in or not, a bad body, a bad id', async () => {
    const client = new ApiClient(plainUrl);
    expect((await client.post('/v1/auth/login', { username: 'hlavicky', password: 'spravne-heslo' })).status).toBe(200);
    const answers = [
      await client.get('/v1/no-such-route'),
      await client.get('/v1/no-such-route?x=1'),
      await client.get('/v2/no-such-route'),
      await new ApiClient(plainUrl).get('/v1/no-such-route'),
      await client.get('/v1/customers/abc'),
      await client.post('/v1/auth/login', { username: '' }),
    ];
    for (const answer of answers) {
      expect(answer.status, answer.text).toBeGreaterThanOrEqual(400);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('keep the API documentation working under the same policy', async () => {
    const page = await fetch(`${plainUrl}/v1/docs/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(cspOf(page)['script-src']).toEqual(["'self'"]);
    // No inline script: every script of the page is a file of our own origin that loads.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
    for (const [, src] of html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) {
      const script = await fetch(new URL(src as string, `${plainUrl}/v1/docs/`));
      expect(script.status).toBe(200);
    }
    expect((await fetch(`${plainUrl}/v1/docs/json`)).status).toBe(200);
  });

  it('add HSTS when the public address is https', async () => {
    const response = await fetch(`${secureUrl}/health`);
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
    expect(cspOf(response)['upgrade-insecure-requests']).toEqual([]);
  });
});
