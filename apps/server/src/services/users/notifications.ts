import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
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
