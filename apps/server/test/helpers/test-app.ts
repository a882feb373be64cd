import type { AddressInfo } from 'node:net';
import { type App, buildApp } from '../../src/app';
import { loadEnv } from '../../src/config/env';
import type { Database } from '../../src/db/client';
import { ApiClient } from './api-client';
import { openSeededTestDatabase } from './database';

export type TestApp = {
  app: App;
  url: string;
  database: Database;
  db: Database['db'];
  client: () => ApiClient;
  /** A client already logged in as one of the demo users (password `demo`). */
  loginAs: (login: string) => Promise<ApiClient>;
  close: () => Promise<void>;
};

/** The real server on a real database, listening on a free port of 127.0.0.1. */
export type TestAppOptions = {
  env?: Record<string, string>;
  /** Fastify logger options (default: no logging). */
  logger?: Parameters<typeof buildApp>[0]['logger'];
};

export const startTestApp = async (options: TestAppOptions = {}): Promise<TestApp> => {
  // this file's own copy of the run's migrated and seeded demo database (helpers/database.ts)
  const database = await openSeededTestDatabase();
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED: 'none',
    ENCRYPTION_KEY: 'test-encryption-key-of-at-least-32-characters',
    ...options.env,
  });
  const app = await buildApp({ env, database, logger: options.logger ?? false, webDist: null });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    app,
    url,
    database,
    db: database.db,
    client: () => new ApiClient(url),
    loginAs: async (login) => {
      const client = new ApiClient(url);
      const response = await client.post('/v1/auth/login', { username: login, password: 'demo' });
      if (response.status !== 200) throw new Error(`login ${login} failed: ${response.status}`);
      return client;
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
};
