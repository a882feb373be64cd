import { buildApp } from './app';
import { loadEnv } from './config/env';
import { openDatabase } from './db/client';
import { DEMO_PASSWORD, demoUsers, seedDemo } from './db/seed/demo';
import { isEmptyDatabase, seedReference } from './db/seed/reference';

const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
await seedReference(database.db);
const isFresh = await isEmptyDatabase(database.db);
if (isFresh && env.SEED === 'demo') await seedDemo(database.db);

const app = await buildApp({ env, database });

let isClosing = false;
const shutdown = async (signal: string) => {
  if (isClosing) return;
  isClosing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: env.PORT, host: env.HOST });
const url = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
const lines = [
  '',
  `  Back office is running at ${url}`,
  `  Database: ${database.kind === 'pglite' ? `embedded (PGlite) in ${env.DATA_DIR}` : 'PostgreSQL'}`,
];
if (env.SEED === 'demo' && !(await isEmptyDatabase(database.db))) {
  lines.push(`  Demo logins (password "${DEMO_PASSWORD}"):`);
  for (const user of demoUsers) lines.push(`    ${user.login.padEnd(12)} ${user.roles.join(', ')}`);
} else if (await isEmptyDatabase(database.db)) {
  lines.push('  No users yet: run `npm run create-admin` to create the first administrator.');
}
console.log(`${lines.join('\n')}\n`);
