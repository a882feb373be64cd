import { DEFAULT_REMINDER_SUBJECT, DEFAULT_REMINDER_TEXT } from '@bo/contract/reminders/template';
import { boolean, doublePrecision, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { recordVersion } from './record-version';
import { countries } from './reference';
import { users } from './users';

export const configurations = pgTable('configurations', {
  countryCode: text('country_code')
    .primaryKey()
    .references(() => countries.countryCode),
  enableInspection: boolean('enable_inspection').notNull().default(true),
  enableVoip: boolean('enable_voip').notNull().default(false),
  enableOfferV2: boolean('enable_offer_v2').notNull().default(true),
  defaultInspectionNote: text('default_inspection_note').notNull().default(''),
  systemUserId: integer('system_user_id').references(() => users.id),
  maturityOverdueDays: integer('maturity_overdue_days').notNull().default(14),
  locale: text('locale').notNull(),
  mapCenterLatitude: doublePrecision('map_center_latitude').notNull(),
  mapCenterLongitude: doublePrecision('map_center_longitude').notNull(),
  mapZoom: integer('map_zoom').notNull().default(8),
  // payment reminders (dunning): off until an administrator turns them on
  reminderEnabled: boolean('reminder_enabled').notNull().default(false),
  reminderFirstDays: integer('reminder_first_days').notNull().default(3),
  reminderSecondDays: integer('reminder_second_days').notNull().default(14),
  reminderSubject: text('reminder_subject').notNull().default(DEFAULT_REMINDER_SUBJECT),
  reminderText: text('reminder_text').notNull().default(DEFAULT_REMINDER_TEXT),
  /** the depot the route order starts from (decision 147): all three set, or none */
  depotAddress: text('depot_address'),
  depotLatitude: doublePrecision('depot_latitude'),
  depotLongitude: doublePrecision('depot_longitude'),
  ...recordVersion(),
});
