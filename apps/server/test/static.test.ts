import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appHashOf, buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import type { Database } from '../src/db/client';
import { openSeededTestDatabase } from './helpers/database';

let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
let url: string;
/** What the web build writes beside index.html (apps/web/build/app-hash-plugin.ts). */
const BUILD_HASH = '0123456789ab';

const HASHED = 'customer-list-ClFBTCZw.js';
const HASHED_CONTENT = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `row ${i}`))};`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Node's fetch decodes bodies by itself; node:http shows the bytes and headers as sent. */
const getRaw = (path: string, acceptEncoding?: string) =>
  new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((done, fail) => {
    const request = httpGet(
      `${url}${path}`,
      { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          done({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    request.on('error', fail);
  });

beforeAll(async () => {
  const webDist = mkdtempSync(join(tmpdir(), 'bo-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Kancelář</title>');
  writeFileSync(join(webDist, 'assets', 'app.js'), 'console.log(1)');
  // As the web build writes them: content-hashed names, each with a brotli and a gzip copy.
  writeFileSync(join(webDist, 'assets', HASHED), HASHED_CONTENT);
  writeFileSync(join(webDist, 'assets', `${HASHED}.br`), brotliCompressSync(HASHED_CONTENT));
  writeFileSync(join(webDist, 'assets', `${HASHED}.gz`), gzipSync(HASHED_CONTENT));
  writeFileSync(join(webDist, 'app-hash.txt'), `${BUILD_HASH}\n`);
  // a copy of the run's seeded database (decision 090), not one migrated from nothing
  database = await openSeededTestDatabase();
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ENCRYPTION_KEY: 'test-encryption-key-of-at-least-32-characters',
  });
  app = await buildApp({ env, database, logger: false, webDist });
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('serving the web app', () => {
  it('answers app URLs with the page shell and its hash header', async () => {
    const response = await fetch(`${url}/cz/customers/12/detail`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('Kancelář');
    expect(response.headers.get('x-app-hash')).toBe(BUILD_HASH);
    expect((await fetch(`${url}/v1/auth/logged`)).headers.get('x-app-hash')).toBe(BUILD_HASH);
  });

  it('sends the hash the build wrote, and dev without a built app', () => {
    const bare = mkdtempSync(join(tmpdir(), 'bo-web-'));
    expect(appHashOf(bare)).toBe('dev');
    expect(appHashOf(undefined)).toBe('dev');
    writeFileSync(join(bare, 'app-hash.txt'), 'fedcba987654\n');
    expect(appHashOf(bare)).toBe('fedcba987654');
  });

  it('serves built files and answers 404 for a missing one instead of the page shell', async () => {
    expect((await fetch(`${url}/assets/app.js`)).status).toBe(200);
    const missing = await fetch(`${url}/assets/old-chunk.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('application/json');
    expect((await fetch(`${url}/favicon-missing.svg`)).status).toBe(404);
  });

  it('does not replace the CSRF cookie on static responses', async () => {
    const response = await fetch(`${url}/assets/app.js`, { headers: { cookie: 'XSRF-TOKEN=whatever' } });
    expect(response.headers.getSetCookie().join()).not.toContain('XSRF-TOKEN');
  });

  it('sends hashed files precompressed, brotli first, cached for a year', async () => {
    const br = await getRaw(`/assets/${HASHED}`, 'gzip, deflate, br, zstd');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.headers.vary?.toLowerCase()).toContain('accept-encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(HASHED_CONTENT);

    const gz = await getRaw(`/assets/${HASHED}`, 'gzip, deflate');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe(IMMUTABLE);

    const plain = await getRaw(`/assets/${HASHED}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    expect(plain.body.toString()).toBe(HASHED_CONTENT);
  });

  it('compresses API answers of 1 KB and more as the browser accepts, and keeps small ones plain', async () => {
    const br = await getRaw('/v1/translations/cs', 'gzip, deflate, br, zstd');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary?.toLowerCase()).toContain('accept-encoding');
    const texts = JSON.parse(brotliDecompressSync(br.body).toString());
    expect(Object.keys(texts.translations).length).toBeGreaterThan(100);

    const gz = await getRaw('/v1/translations/cs', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(texts);

    const plain = await getRaw('/v1/translations/cs');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(texts);

    const small = await getRaw('/health', 'gzip, br');
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('lets the browser revalidate the page shell and unhashed files every time', async () => {
    for (const path of ['/', '/cz/customers', '/assets/app.js']) {
      const response = await getRaw(path, 'gzip, br');
      expect(response.status, path).toBe(200);
      expect(response.headers['cache-control'], path).toBe('no-cache');
    }
  });
});
