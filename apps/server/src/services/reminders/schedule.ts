import type { FastifyBaseLogger } from 'fastify';

const HOUR_MS = 60 * 60 * 1000;
// not at the same minute as the first backup check of a freshly started server
const FIRST_RUN_MS = 5 * 60 * 1000;

export type ReminderSchedule = { stop: () => Promise<void> };

/**
 * The hourly reminders job of a running server: first five minutes after start, then every hour. A run
 * that fails is logged and the next hour tries again; stop() waits for a run in progress.
 */
export const startReminderSchedule = (options: {
  run: () => Promise<{ sent: number }>;
  log: FastifyBaseLogger;
  intervalMs?: number;
  firstRunMs?: number;
}): ReminderSchedule => {
  let current: Promise<unknown> | undefined;
  const tick = () => {
    current ??= options
      .run()
      .catch((error: unknown) => options.log.error({ err: error }, 'payment reminders run failed'))
      .finally(() => {
        current = undefined;
      });
  };
  const first = setTimeout(tick, options.firstRunMs ?? FIRST_RUN_MS);
  const hourly = setInterval(tick, options.intervalMs ?? HOUR_MS);
  first.unref();
  hourly.unref();
  return {
    stop: async () => {
      clearTimeout(first);
      clearInterval(hourly);
      await current;
    },
  };
};
