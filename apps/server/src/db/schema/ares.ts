import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A company found in ARES, as GET /v1/ares/{ic} answers it. */
export type AresCachedCompany = { company: string; street: string; cp: string; psc: string; city: string; dic: string };

/**
 * Answers of the public company register, one row per IČ (decision 136): kept in the database so every
 * instance and a restart share them; `company` null records "not in the register".
 */
export const aresCache = pgTable('ares_cache', {
  ic: text('ic').primaryKey(),
  company: jsonb('company').$type<AresCachedCompany>(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
