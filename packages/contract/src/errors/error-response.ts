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
  'date_out_of_range',
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
  // offers
  'invalid_time',
  'invalid_video_url',
  // reports
  'before_date_from',
  'range_too_long',
  'no_invoices',
  // customer import
  'unknown_operator',
  'unknown_district',
  'duplicate_in_file',
  'empty_file',
  // payment reminders
  'unknown_placeholder',
  'not_after_first_reminder',
  'not_before_second_reminder',
  // bank statements (decision 121)
  'statement_bad_record',
  'statement_bad_xml',
  // route order
  'not_in_day',
  // billing infos (decision 174)
  'invalid_bank_account',
  'invalid_iban',
  'invalid_swift',
  'iban_not_matching_account',
  'invalid_prefix',
  'billing_prefix_used',
  // upload limits (decision 184)
  'too_many_rows',
  'too_complex',
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
  // offers
  'error.offer_products_update_error',
  // applications
  'error.application_invoiced',
  // invoices
  'error.invoice_locked',
  'error.application_not_delivered',
  'error.application_no_products',
  // company lookup (ARES)
  'error.ares_not_found',
  'error.ares_unavailable',
  // credit notes (decisions 131–134)
  'error.credit_note_of_credit_note',
  'error.credit_note_locked',
  'error.credit_note_not_cloned',
  'error.invoice_has_credit_notes',
  // bank statements
  'error.bank_statement_malformed',
  'error.bank_payment_applied',
  // route order
  'error.depot_not_configured',
  // a driver ticks their own stops only (issue 25)
  'error.not_your_delivery',
  // billing infos (decision 174)
  'error.billing_info_in_use',
  'error.e_invoice_not_configured',
  // upload limits (decision 184)
  'error.file_too_large',
  'error.report_too_large',
  'error.file_unpacked_too_large',
  'error.too_many_rows',
  'error.file_too_complex',
] as const;
export type ErrorKey = (typeof errorKeys)[number];
