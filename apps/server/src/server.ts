import { buildApp } from './app';
import { backupDir, loadEnv } from './config/env';
import { startDailyBackups } from './db/backup-schedule';
import { openDatabase } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { pageMemoryWarning, readPostgresMemory } from './db/postgres-memory';
import { DEMO_PASSWORD, demoUsers, seedDemo } from './db/seed/demo';
import { isEmptyDatabase, seedReference } from './db/seed/reference';
import { purgeStaleLoginThrottles } from './services/auth/login-throttle';
import { purgeExpiredSessions } from './services/auth/sessions';

const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }).catch((error) => {
  if (!(error instanceof DataDirInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
});
await seedReference(database.db);
const isFresh = await isEmptyDatabase(database.db);
if (isFresh && env.SEED === 'demo') await seedDemo(database.db);

const app = await buildApp({ env, database, scheduleReminders: env.REMINDER_SCHEDULE === 'on' });

if (database.kind === 'postgres') {
  const warning = pageMemoryWarning(await readPostgresMemory(database.db));
  if (warning) app.log.warn(warning);
}

const backups = database.dumpDataDir ? startDailyBackups({ database, backupDir: backupDir(env), log: app.log }) : null;
const purge = async () => {
  try {
    await purgeExpiredSessions(database.db);
    await purgeStaleLoginThrottles(database.db);
  } catch (error) {
    app.log.error({ err: error }, 'purge of expired sessions and login counters failed');
  }
};
const purgeTimer = setInterval(() => void purge(), 60 * 60 * 1000);
purgeTimer.unref();

let isClosing = false;
const shutdown = async (signal: string) => {
  if (isClosing) return;
  isClosing = true;
  app.log.info({ signal }, 'shutting down');
  clearInterval(purgeTimer);
  await app.close();
  await backups?.stop();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: env.PORT, host: env.HOST });
const url = env.PUBLIC_URL ?? `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}`;
const lines = [
  '',
  `  Back office is running at ${url}`,
  `  Database: ${database.kind === 'pglite' ? `embedded (PGlite) in ${env.DATA_DIR}` : 'PostgreSQL'}`,
];
if (env.SEED === 'demo' && !process.env.HOST) {
  lines.push('  Listening on 127.0.0.1 only (demo data, public password); set HOST=0.0.0.0 to open it to the network.');
}
if (env.SEED === 'demo' && !(await isEmptyDatabase(database.db))) {
  lines.push(`  Demo logins (password "${DEMO_PASSWORD}"):`);
  for (const user of demoUsers) lines.push(`    ${user.login.padEnd(12)} ${user.roles.join(', ')}`);
} else if (await isEmptyDatabase(database.db)) {
  lines.push('  No users yet: run `npm run create-admin` to create the first administrator.');
}
console.log(`${lines.join('\n')}\n`);
