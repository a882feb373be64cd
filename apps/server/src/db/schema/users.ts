import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { files } from './files';
import { countries } from './reference';

export const roles = pgTable('roles', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    login: text('login').notNull(),
    passwordHash: text('password_hash').notNull(),
    ipLock: text('ip_lock'),
    start: text('start'),
    email: text('email'),
    emailPasswordEncrypted: text('email_password_encrypted'),
    emailSmtp: text('email_smtp'),
    emailPort: integer('email_port'),
    phone: text('phone'),
    offerApplicationSubject: text('offer_application_subject'),
    offerApplicationBody: text('offer_application_body'),
    offerLapolSubject: text('offer_lapol_subject'),
    offerLapolBody: text('offer_lapol_body'),
    /** The app language the user chose (cs, sk, en); null follows the country's language. */
    language: text('language'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** DESIGN §4 Record versions (the columns of record-version.ts, written out: it imports this file). */
    lockVersion: integer('lock_version').notNull().default(1),
    updatedBy: integer('updated_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Logins are unique regardless of case; a taken one answers 409 on `login` (lib/db-errors.ts).
  (table) => [uniqueIndex('users_login_idx').on(sql`lower(${table.login})`)],
);

/** Roles of a user; `position` 0 is the primary role (User.roleId / User.role). */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.roleId] })],
);

/** Allowed countries of a user in order; the first is the default country. */
export const userCountries = pgTable(
  'user_countries',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.countryCode),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.countryCode] })],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    data: text('data'),
    url: text('url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** A produced notification's identity (e.g. next_call:{customerId}:{day}): produced once per user. */
    dedupeKey: text('dedupe_key'),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt),
    uniqueIndex('notifications_user_dedupe_key_idx').on(table.userId, table.dedupeKey),
  ],
);

export const voipLines = pgTable('voip_lines', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  callerId: text('caller_id').notNull(),
});

/** A line belongs to at most one user (unique line id). */
export const userLines = pgTable(
  'user_lines',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    voipLineId: integer('voip_line_id')
      .notNull()
      .unique()
      .references(() => voipLines.id, { onDelete: 'cascade' }),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (table) => [index('user_lines_user_idx').on(table.userId)],
);

/** Files a user attaches to offers of one type (application or lapol). */
export const userFiles = pgTable(
  'user_files',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offerType: text('offer_type').notNull(),
    filename: text('filename').notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
  },
  (table) => [uniqueIndex('user_files_user_type_name_idx').on(table.userId, table.offerType, table.filename)],
);
