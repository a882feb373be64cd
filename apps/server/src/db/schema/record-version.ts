import { integer, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * DESIGN §4 Record versions: the columns of every editable record. services' updateVersioned
 * (db/update-versioned.ts) bumps `lock_version` and records who saved it and when.
 */
export const recordVersion = () => ({
  lockVersion: integer('lock_version').notNull().default(1),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
