import type { FastifyBaseLogger } from 'fastify';
import { listBackups, pruneBackups, writeBackup } from './backup';
import type { Database } from './client';

const DAY_MS = 24 * 60 * 60 * 1000;
const CHECK_EVERY_MS = 60 * 60 * 1000;
const FIRST_CHECK_MS = 60 * 1000;

export type DailyBackups = { runNow: () => Promise<void>; stop: () => Promise<void> };

/**
 * While the server runs on the embedded database: a backup whenever the newest one is a day old
 * (checked hourly, first a minute after start), backups older than 14 days removed. Logged.
 */
export const startDailyBackups = (options: {
  database: Database;
  backupDir: string;
  log: FastifyBaseLogger;
}): DailyBackups => {
  const { database, backupDir, log } = options;
  let running: Promise<void> | undefined;

  const backUp = async () => {
    const newest = listBackups(backupDir)[0];
    if (newest && Date.now() - newest.time.getTime() < DAY_MS) return;
    try {
      const started = Date.now();
      const file = await writeBackup(database, backupDir);
      log.info({ file, durationMs: Date.now() - started }, 'daily backup written');
      const removed = pruneBackups(backupDir);
      if (removed.length > 0) log.info({ removed }, 'backups older than 14 days removed');
    } catch (error) {
      log.error({ err: error }, 'daily backup failed');
    }
  };
  const runNow = () => {
    running ??= backUp().finally(() => {
      running = undefined;
    });
    return running;
  };

  const first = setTimeout(() => void runNow(), FIRST_CHECK_MS);
  const hourly = setInterval(() => void runNow(), CHECK_EVERY_MS);
  first.unref();
  hourly.unref();
  return {
    runNow,
    stop: async () => {
      clearTimeout(first);
      clearInterval(hourly);
      await running;
    },
  };
};
