/**
 * Writes the OpenAPI document (the one served at /v1/docs/json) to the file given as the first
 * argument; `scripts/openapi-lint.mjs` lints it. Runs on an in-memory database.
 */
import { writeFileSync } from 'node:fs';
import { buildApp } from './app';
import { loadEnv } from './config/env';
import { openDatabase } from './db/client';

const target = process.argv[2];
if (!target) throw new Error('usage: print-openapi <file.json>');
const database = await openDatabase({ dataDir: 'memory://' });
const env = loadEnv({
  ...process.env,
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SEED: 'none',
  ENCRYPTION_KEY: 'x'.repeat(32),
});
const app = await buildApp({ env, database, logger: false, webDist: null });
await app.ready();
writeFileSync(target, `${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
await database.close();
