import { z } from 'zod';
import { idSchema, text } from '../common/fields';
import { lockVersionField } from '../records/lock-version';

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
});
export type Configuration = z.infer<typeof configurationSchema>;
export type ConfigurationKey = keyof Configuration;

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
