import { addDays, companyDayOf } from '@bo/contract/dates/business-calendar';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyInstant, companyLocalTime } from '../../db/company-time';
import { notifications } from '../../db/schema/index';

const LIMIT = 50;

export type NotifyOptions = { userId: number; message: string; data?: Record<string, unknown>; url?: string };

export const notify = (db: Db, options: NotifyOptions) =>
  db.insert(notifications).values({
    userId: options.userId,
    message: options.message,
    data: options.data ? JSON.stringify(options.data) : null,
    url: options.url ?? null,
  });

/** The message key of the next-call reminder (data: company, time). */
export const NEXT_CALL_TODAY_MESSAGE = 'notification.next_call_today';

/**
 * Producer (decision 076): one reminder per customer of the operator whose next call
 * falls today (Prague), linking the customer. Run when the user's list is read (on login and the
 * hourly refresh); the unique (user, dedupe key) makes it idempotent across refreshes and
 * server instances, and nothing is kept in memory.
 */
export const produceNextCallNotifications = async (
  db: Db,
  user: { id: number; roles: readonly string[] },
  now: Date = new Date(),
) => {
  if (!user.roles.includes('administrator') && !user.roles.includes('operator')) return;
  const today = companyDayOf(now);
  const start = companyInstant(today);
  const end = companyInstant(addDays(today, 1));
  await db.execute(sql`
    insert into notifications (user_id, message, data, url, dedupe_key)
    select ${user.id}, ${NEXT_CALL_TODAY_MESSAGE},
      json_build_object('company', c.delivery_company,
        'time', to_char(${companyLocalTime(sql`c.next_call`)}, 'HH24:MI'))::text,
      '/' || c.country_code || '/customers/' || c.id || '/detail',
      'next_call:' || c.id || ':' || ${today}
    from customers c
    where c.operator_id = ${user.id} and c.next_call >= ${start} and c.next_call < ${end}
      and exists (select 1 from user_countries uc where uc.user_id = ${user.id} and uc.country_code = c.country_code)
    on conflict (user_id, dedupe_key) do nothing`);
};

/** Marks one of the user's notifications read (opened); false when it is not theirs. */
export const markNotificationRead = async (db: Db, userId: number, notificationId: number) => {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
};

/** The newest notifications of a user. */
export const listNotifications = async (db: Db, userId: number) => {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(LIMIT);
  return rows.map((row) => ({
    id: row.id,
    message: row.message,
    data: row.data ? (JSON.parse(row.data) as Record<string, unknown>) : null,
    url: row.url,
    createdAt: row.createdAt.toISOString(),
    isRead: row.readAt !== null,
  }));
};
