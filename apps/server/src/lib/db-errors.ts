import type { ValidationKey } from '@bo/contract/errors/error-response';
import { AppError } from './app-error';

/**
 * Unique constraints and unique indexes → the request field they guard (DESIGN §4 Input: a unique
 * violation is a 409 with the field error). `db-errors.test.ts` checks that every unique
 * constraint of the Drizzle schema is listed, so a new one cannot be forgotten.
 */
export const uniqueConstraintFields: Record<string, string> = {
  users_login_idx: 'login',
  roles_name_unique: 'name',
  user_lines_voip_line_id_unique: 'userLines',
  user_files_user_type_name_idx: 'filename',
  products_country_code_idx: 'code',
  taxes_country_tax_idx: 'tax',
  units_value_unique: 'value',
  payment_types_code_unique: 'code',
  districts_country_name_idx: 'name',
  customer_calls_external_id_unique: 'externalId',
  customer_offers_html_token_unique: 'htmlToken',
  customer_offer_products_offer_product_idx: 'products',
  customer_offer_attachments_offer_file_key: 'offerAttachments',
  invoices_country_number_idx: 'number',
  notifications_user_dedupe_key_idx: 'dedupeKey',
  // a statement or payment raced in by a parallel upload of the same file (decision 121)
  bank_statements_identity_idx: 'content',
  bank_statement_payments_reference_idx: 'content',
  invoice_payments_reference_idx: 'invoiceId',
  // the reminders job's last guard: one reminder of each level (decision 126)
  invoice_reminders_invoice_level_idx: 'level',
  // one e-invoice per invoice; a parallel queuing inserts nothing (decision 182)
  e_invoices_invoice_idx: 'invoiceId',
};

type PgError = { code: string; constraint?: string };

const isPgError = (value: unknown): value is PgError =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { code?: unknown }).code === 'string' &&
  /^[0-9A-Z]{5}$/.test((value as { code: string }).code);

/** The PostgreSQL error behind a failure: drizzle wraps the driver's error in `cause`. */
export const pgErrorOf = (error: unknown): PgError | undefined => {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    if (isPgError(current)) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
};

/** Data the database refuses although the request passed validation: the client's fault, not a crash. */
const badDataCodes = new Set(['22001', '22003', '22021', '22P02', '22P05', '23502', '23514']);
/** Concurrent writes that lost: the client may try again. */
const conflictCodes = new Set(['23503', '40001', '40P01']);

/**
 * The one mapping of database errors onto answers: a unique violation is 409 with the guarded
 * field (`already_used`), a lost race 409, refused data 400; anything else stays a server error.
 */
export const appErrorFromDatabase = (error: unknown): AppError | undefined => {
  const pgError = pgErrorOf(error);
  if (!pgError) return undefined;
  if (pgError.code === '23505') {
    const field = pgError.constraint ? uniqueConstraintFields[pgError.constraint] : undefined;
    const key: ValidationKey = 'already_used';
    return new AppError(409, 'error.already_exists', field ? { fields: { [field]: key } } : undefined);
  }
  if (conflictCodes.has(pgError.code)) return new AppError(409, 'error.conflict');
  if (badDataCodes.has(pgError.code)) return new AppError(400, 'error.validation_failed');
  return undefined;
};
