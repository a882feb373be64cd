import { z } from 'zod';

export const flashSeverities = ['info', 'success', 'warning', 'error'] as const;

export const flashMessageSchema = z.object({
  message: z.string(),
  data: z.record(z.string(), z.unknown()).optional(),
  severity: z.enum(flashSeverities),
});
export type FlashMessageDto = z.infer<typeof flashMessageSchema>;

/** DESIGN §2: the one error shape of every failed call. */
export const errorResponseSchema = z.object({
  error: z.object({
    message: z.string(),
    detail: z
      .object({
        fields: z.record(z.string(), z.string()).optional(),
        itemId: z.union([z.number(), z.string()]).optional(),
        /** 409 error.stale_version (records/lock-version.ts): the current record, who changed it and when. */
        current: z.unknown().optional(),
        changedBy: z.string().nullable().optional(),
        changedAt: z.string().optional(),
      })
      .optional(),
  }),
  flashMessages: z.array(flashMessageSchema).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** Message keys the server answers with; each has a text in the catalogs (form_validation.* / error.*). */
export const validationKeys = [
  'required',
  'invalid',
  'invalid_type',
  'invalid_email',
  'invalid_date',
  'invalid_number',
  'not_integer',
  'too_short',
  'too_long',
  'invalid_characters',
  'too_small',
  'too_big',
  'unsupported_file_type',
  'unknown_field',
  'exactly_one_field',
  'not_found',
  'already_used',
  'not_available',
  'duplicate',
  'one_default_line',
  'cannot_change_self',
  // customers
  'invalid_ic',
  'invalid_dic',
  'invalid_psc',
  'invalid_gps',
  'invalid_phone',
] as const;
export type ValidationKey = (typeof validationKeys)[number];

export const errorKeys = [
  'error.validation_failed',
  'error.unauthenticated',
  'error.forbidden',
  'error.country_forbidden',
  'error.not_found',
  'error.conflict',
  'error.too_large',
  'error.bad_request',
  'error.uri_too_long',
  'error.unsupported_media_type',
  'error.not_acceptable',
  'error.method_not_allowed',
  'error.too_many_requests',
  'error.already_exists',
  'error.csrf',
  'error.internal',
  'error.invalid_credentials',
  'error.too_many_login_attempts',
  'error.ip_locked',
  'error.user_inactive',
  // customers
  'error.range_not_satisfiable',
  'error.tax_in_use',
  'error.ekokom_in_use',
  'error.cannot_delete_self',
  'error.stale_version',
  // mail
  'error.mail_failed',
] as const;
export type ErrorKey = (typeof errorKeys)[number];
