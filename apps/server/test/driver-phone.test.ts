import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import type { ApiClient } from './helpers/api-client';
import { createCustomer, userIdOf } from './helpers/customers';
import { openTestDatabase } from './helpers/database';
import { startTestApp, type TestApp } from './helpers/test-app';

/**
 * The driver's phone app (docs/features.md, "The driver's phone app"): the delivery tick it queues offline is
 * PATCH …/applications/{appId} with the lockVersion the driver saw; a stale one must answer 409 with
 * the office's current record, never overwrite. And the server hands out the service worker and the
 * manifest so that a new build is picked up at once and the CSP lets the worker run.
 */
let t: TestApp;
let admin: ApiClient;
let operator: ApiClient;
let driver: ApiClient;
let accountant: ApiClient;
let driverId: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs('admin');
  operator = await t.loginAs('operator');
  driver = await t.loginAs('driver');
  accountant = await t.loginAs('accountant');
  driverId = await userIdOf(t, 'driver');
});
afterAll(() => t.close());

/** An application of the demo driver, as the office plans it. */
const plannedApplication = async () => {
  const customerId = await createCustomer(admin);
  const created = await admin.post(`/v1/customers/${customerId}/applications`, {
    customerApplication: { applicationDate: '2026-11-25', driverId },
  });
  expect(created.status, created.text).toBe(200);
  const path = `/v1/customers/${customerId}/applications/${created.body.id}`;
  const { customerApplication } = (await driver.get(path)).body;
  return { path, lockVersion: customerApplication.lockVersion as number };
};

const tick = (client: ApiClient, path: string, body: Record<string, unknown>) =>
  client.patch(path, { customerApplication: { applicationRealDate: '2026-11-25', ...body } });

describe('the delivery tick sent from the phone (PATCH with lockVersion)', () => {
  it('saves the real date on the version the driver saw and moves the version on', async () => {
    const { path, lockVersion } = await plannedApplication();
    const saved = await tick(driver, path, { lockVersion });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.customerApplication).toMatchObject({
      applicationRealDate: '2026-11-25',
      lockVersion: lockVersion + 1,
      status: 'application_done',
    });
  });

  it('answers 409 error.stale_version with the office’s current record when the office changed it meanwhile', async () => {
    const { path, lockVersion } = await plannedApplication();
    const office = await operator.patch(path, {
      customerApplication: { applicationNote: 'Složit u garáže', lockVersion },
    });
    expect(office.status, office.text).toBe(200);
    const stale = await tick(driver, path, { lockVersion });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe('error.stale_version');
    expect(stale.body.error.detail.current).toMatchObject({
      applicationRealDate: null,
      applicationNote: 'Složit u garáže',
      lockVersion: lockVersion + 1,
    });
    expect(stale.body.error.detail.changedBy).toEqual(expect.any(String));
    // nothing was overwritten; re-applied on the current version it goes through
    expect((await driver.get(path)).body.customerApplication.applicationRealDate).toBeNull();
    expect((await tick(driver, path, { lockVersion: lockVersion + 1 })).status).toBe(200);
  });

  it('answers field errors in the spec’s shape', async () => {
    const { path, lockVersion } = await plannedApplication();
    const wrongDate = await tick(driver, path, { applicationRealDate: '25. 11. 2026', lockVersion });
    expect(wrongDate.status).toBe(400);
    expect(wrongDate.body.error.detail.fields).toHaveProperty('applicationRealDate', 'invalid_date');
    const wrongVersion = await tick(driver, path, { lockVersion: 'two' });
    expect(wrongVersion.status).toBe(400);
    expect(wrongVersion.body.error.detail.fields).toHaveProperty('lockVersion');
  });

  it('answers 401 without a session and 403 to a role without applications (accountant)', async () => {
    const { path, lockVersion } = await plannedApplication();
    expect((await tick(t.client(), path, { lockVersion })).status).toBe(401);
    const refused = await tick(accountant, path, { lockVersion });
    expect(refused.status).toBe(403);
    expect((await driver.get(path)).body.customerApplication.applicationRealDate).toBeNull();
  });
});

describe('serving the installable app', () => {
  let url: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    // as the web build writes them (apps/web/build/pwa-options.ts)
    const webDist = mkdtempSync(join(tmpdir(), 'bo-pwa-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Kancelář</title>');
    writeFileSync(join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(webDist, 'manifest.webmanifest'), JSON.stringify({ name: 'Kancelář', lang: 'cs' }));
    const database = await openTestDatabase();
    const env = loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED: 'none',
      ENCRYPTION_KEY: 'test-encryption-key-of-at-least-32-characters',
    });
    const app = await buildApp({ env, database, logger: false, webDist });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(() => close());

  it('sends the service worker and the manifest to be revalidated every time, with their types', async () => {
    const worker = await fetch(`${url}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toContain('javascript');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const manifest = await fetch(`${url}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toContain('application/manifest+json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
  });

  it('lets the worker and the manifest load under the CSP', async () => {
    const csp = (await fetch(`${url}/`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).toContain("script-src 'self'");
  });

  it('answers app routes with the page shell and API paths never with it', async () => {
    expect((await fetch(`${url}/cz/calendar`)).headers.get('content-type')).toContain('text/html');
    const api = await fetch(`${url}/v1/not-a-route`);
    expect(api.headers.get('content-type')).toContain('application/json');
  });
});
