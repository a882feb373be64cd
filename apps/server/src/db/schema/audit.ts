import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** DESIGN §4 Audit: every mutation with user, time, entity, route name and page URI. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    method: text('method').notNull(),
    path: text('path').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    statusCode: integer('status_code').notNull(),
    routeName: text('route_name'),
    pageUri: text('page_uri'),
    countryCode: text('country_code'),
    ip: text('ip'),
  },
  (table) => [index('audit_log_at_idx').on(table.at), index('audit_log_entity_idx').on(table.entity, table.entityId)],
);
