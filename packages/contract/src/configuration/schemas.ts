import { z } from 'zod';
import { idSchema, text } from '../common/fields';
import { lockVersionField } from '../records/lock-version';
import { unknownPlaceholders } from '../reminders/template';

/** A reminder template: its placeholders only (reminders/template.ts); anything else in braces is a field error. */
const reminderTemplate = (max: number) =>
  text(max)
    .min(1)
    .refine((value) => unknownPlaceholders(value).length === 0, { message: 'unknown_placeholder' });

import { depotSchema } from '../route/schemas';

/** overview §3 Configuration, one row per country. */
export const configurationSchema = z.object({
  enableInspection: z.boolean(),
  enableVoip: z.boolean(),
  enableOfferV2: z.boolean(),
  defaultInspectionNote: text(2000),
  systemUserId: idSchema.nullable(),
  maturityOverdueDays: z.number().int().min(0).max(365),
  locale: z.enum(['cs', 'sk', 'en']),
  mapCenterLatitude: z.number().min(-90).max(90),
  mapCenterLongitude: z.number().min(-180).max(180),
  mapZoom: z.number().int().min(1).max(19),
  /** Payment reminders (dunning): on/off, days after maturity of the 1st and 2nd reminder, the e-mail. */
  reminderEnabled: z.boolean(),
  reminderFirstDays: z.number().int().min(1).max(365),
  reminderSecondDays: z.number().int().min(2).max(730),
  reminderSubject: reminderTemplate(200),
  reminderText: reminderTemplate(5000),
  /** where the drivers' days start (route order, decision 147); null until an administrator sets it */
  depot: depotSchema.nullable(),
});
export type Configuration = z.infer<typeof configurationSchema>;

/** The stored configuration of a country with its record version (DESIGN §4). */
export const configurationRecordSchema = configurationSchema.extend({ lockVersion: lockVersionField });
export type ConfigurationRecord = z.infer<typeof configurationRecordSchema>;
export const configurationResponseSchema = z.object({ configuration: configurationRecordSchema });

/**
 * PATCH /v1/configuration carries exactly one changed key and, beside it, the lockVersion the
 * configuration was loaded with (decision record 014).
 */
export const configurationPatchSchema = z.object({
  configuration: configurationSchema
    .partial()
    .extend({ lockVersion: lockVersionField })
    .strict()
    .refine((value) => Object.keys(value).filter((key) => key !== 'lockVersion').length === 1, {
      message: 'exactly_one_field',
    })
    // one setting and the version it was loaded with
    .meta({ minProperties: 2, maxProperties: 2 }),
});
export type ConfigurationPatch = z.infer<typeof configurationPatchSchema>;

/** The invoice setting screen's form (overview §2.10). */
export const invoiceSettingFormSchema = configurationSchema.pick({ maturityOverdueDays: true });

/** The reminder settings' form (saved key by key: PATCH takes one key at a time). */
export const reminderSettingKeys = [
  'reminderEnabled',
  'reminderFirstDays',
  'reminderSecondDays',
  'reminderSubject',
  'reminderText',
] as const;
export const reminderSettingFormSchema = configurationSchema.pick({
  reminderEnabled: true,
  reminderFirstDays: true,
  reminderSecondDays: true,
  reminderSubject: true,
  reminderText: true,
});
