import { companyToday } from '@bo/contract/dates/business-calendar';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { configurations } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { pgErrorOf } from '../../lib/db-errors';
import type { SecretBox } from '../../lib/secret-box';
import { type DueReminder, dueReminders } from './due-reminders';
import { sendReminder } from './send-reminder';

/** First key of the per-invoice advisory lock ("bore": back office reminders); the second is the invoice id. */
export const REMINDER_LOCK_KEY = 0x626f_7265;

/** After this many refusals in a row the mail server is taken as down: the rest waits for the next run. */
const MAX_FAILURES_IN_A_ROW = 3;

export type RunRemindersOptions = {
  db: Db;
  dbKind: 'pglite' | 'postgres';
  env: Pick<Env, 'DATA_DIR' | 'SMTP_URL' | 'PUBLIC_URL'>;
  secretBox: SecretBox;
  /** the clock (tests move invoices into the past instead; the job passes nothing) */
  now?: Date;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;
};

type Outcome = 'sent' | 'skipped' | 'failed';

/** One run at a time per database handle in this process (PGlite has only this process). */
const running = new WeakMap<Db, Promise<unknown>>();
const oneAtATime = <T>(db: Db, task: () => Promise<T>): Promise<T> => {
  const run = (running.get(db) ?? Promise.resolve()).then(task, task);
  running.set(
    db,
    run.catch(() => {}),
  );
  return run;
};

const isMailFailure = (error: unknown) =>
  error instanceof Error && 'statusCode' in error && (error as { statusCode: number }).statusCode === 502;

/**
 * Decides, sends and records one reminder (decision 126). PostgreSQL: in one transaction that first
 * takes `pg_try_advisory_xact_lock(REMINDER_LOCK_KEY, invoice)` — another instance holding it means
 * it is sending this one, so skip — then re-checks that the reminder is still due, sends, records.
 * PGlite: the process is the only one and runs are one at a time, so the same steps run without a
 * transaction (one would hold the single connection, and every request, during the SMTP dialogue).
 * A refused mail records nothing (only the failed send in the send log): it is due again next run.
 */
const remindOne = async (
  options: RunRemindersOptions & { settings: Settings; today: string; now: Date; reminder: DueReminder },
): Promise<Outcome> => {
  const attempt = async (db: Db): Promise<Outcome> => {
    const [still] = await dueReminders(db, {
      settings: options.settings,
      today: options.today,
      invoiceId: options.reminder.invoiceId,
    });
    if (!still || still.level !== options.reminder.level) return 'skipped';
    try {
      await sendReminder({
        db,
        env: options.env,
        secretBox: options.secretBox,
        countryCode: options.settings.countryCode,
        reminder: still,
        templates: options.settings,
        now: options.now,
      });
      return 'sent';
    } catch (error) {
      if (isMailFailure(error)) return 'failed';
      throw error;
    }
  };
  if (options.dbKind === 'pglite') return attempt(options.db);
  return inTransaction(options.db, async (db) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      db,
      sql`select pg_try_advisory_xact_lock(${REMINDER_LOCK_KEY}::int, ${options.reminder.invoiceId}::int) as locked`,
    );
    return lock?.locked ? attempt(db) : 'skipped';
  });
};

type Settings = typeof configurations.$inferSelect;

/**
 * The reminders job: every country with reminders on, every reminder due today, sent and recorded
 * once. Answers how many were sent by this run.
 */
export const runReminders = (options: RunRemindersOptions): Promise<{ sent: number }> =>
  oneAtATime(options.db, async () => {
    const now = options.now ?? new Date();
    const today = companyToday(now);
    const countries = await options.db.select().from(configurations).where(eq(configurations.reminderEnabled, true));
    let sent = 0;
    for (const settings of countries) {
      let failuresInARow = 0;
      for (const reminder of await dueReminders(options.db, { settings, today })) {
        let outcome: Outcome;
        try {
          outcome = await remindOne({ ...options, settings, today, now, reminder });
        } catch (error) {
          // the unique (invoice, level) refused a second record: another run recorded it first
          if (pgErrorOf(error)?.code !== '23505') throw error;
          outcome = 'skipped';
        }
        if (outcome === 'sent') sent += 1;
        failuresInARow = outcome === 'failed' ? failuresInARow + 1 : 0;
        if (failuresInARow >= MAX_FAILURES_IN_A_ROW) {
          options.log?.warn(
            { countryCode: settings.countryCode },
            'payment reminders: mail server refuses, run stopped',
          );
          break;
        }
      }
    }
    if (sent > 0) options.log?.info({ sent }, 'payment reminders sent');
    return { sent };
  });
