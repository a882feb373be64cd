import { z } from 'zod';
import { requiredText, text } from '../../common/fields';
import { importFields } from './import-fields';

/** Rows per transaction and per request of the screen's progress (decision 157). */
export const IMPORT_CHUNK_ROWS = 500;
/** Data rows the answer's `preview` holds. */
export const IMPORT_PREVIEW_ROWS = 10;
/** Refused rows the answer lists; the rest are counted (`refusedCount`) and in the refusals file (decision 184). */
export const IMPORT_REFUSED_ROWS = 100;

export const importFieldSchema = z.enum(importFields);

/**
 * POST /v1/customers/import. `mapping` names a field for each column header (others are not
 * imported). `fromRow`/`toRow` (sheet row numbers, the header is row 1) limit the rows checked
 * and written, so a screen can import in parts and show progress; without them the whole file.
 * `refusalsFile` answers every refused row of those rows as a CSV file instead, writing nothing.
 */
export const customerImportBodySchema = z
  .object({
    filename: requiredText(200),
    content: z.string().min(1).max(15_000_000),
    mapping: z
      .record(text(200), z.union([importFieldSchema, z.literal('')]))
      .refine((mapping) => Object.keys(mapping).length <= 200, { message: 'too_big' })
      .default({}),
    dryRun: z.boolean().default(false),
    refusalsFile: z.boolean().default(false),
    fromRow: z.number().int().min(2).max(1_000_000).optional(),
    toRow: z.number().int().min(2).max(1_000_000).optional(),
  })
  .refine((body) => body.fromRow === undefined || body.toRow === undefined || body.fromRow <= body.toRow, {
    message: 'invalid',
    path: ['toRow'],
  })
  .refine(
    (body) => {
      const fields = Object.values(body.mapping).filter((field) => field !== '');
      return new Set(fields).size === fields.length;
    },
    { message: 'duplicate', path: ['mapping'] },
  );
export type CustomerImportBody = z.input<typeof customerImportBodySchema>;

export const refusedRowSchema = z.object({
  /** Sheet row number (the header is row 1). */
  row: z.number().int(),
  /** Why, in Czech: the refusals file shows it as it is. */
  reason: z.string(),
  /** Field → form_validation key, for highlighting the preview. */
  fields: z.record(z.string(), z.string()),
  /** The row's original cells, for the refusals file. */
  cells: z.array(z.string()),
});
export type RefusedRow = z.infer<typeof refusedRowSchema>;

export const customerImportResponseSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  /** The first IMPORT_REFUSED_ROWS refused rows; all of them are in the refusals file (`refusalsFile: true`). */
  refused: z.array(refusedRowSchema),
  /** How many rows were refused in all. */
  refusedCount: z.number().int(),
  /** Data rows in the file (sheet rows 2 … rowCount + 1). */
  rowCount: z.number().int(),
  /** The header names (an empty or repeated header is named `#<column number>`). */
  columns: z.array(z.string()),
  /** The first IMPORT_PREVIEW_ROWS data rows, for the mapping's sample values and the preview. */
  preview: z.array(z.array(z.string())),
});
export type CustomerImportResult = z.infer<typeof customerImportResponseSchema>;
