import { z } from 'zod';

/**
 * DESIGN §4 Input: the one text schema and the one id schema every request schema is built from
 * (bodies, path parameters, query strings, login).
 */

/**
 * The days a stored date may hold: whatever is saved reads back, is formatted and compared (a year below
 * 1000 or 9999-12-31 broke the history's dates). Input and answers state the same range.
 */
export const MIN_DAY = '1900-01-01';
export const MAX_DAY = '2100-12-31';
const isDayInRange = (day: string) => day >= MIN_DAY && day <= MAX_DAY;

/** A calendar day, yyyy-MM-dd, between MIN_DAY and MAX_DAY. */
export const dayField = z.iso.date().refine(isDayInRange, { message: 'date_out_of_range' });
/** An instant with its offset (ISO 8601), on a day between MIN_DAY and MAX_DAY (UTC). */
export const instantField = z.iso.datetime({ offset: true }).refine(
  (value) => {
    // a value that is no instant at all has its format error already (the refinement runs all the same)
    const time = Date.parse(value);
    return Number.isNaN(time) || isDayInRange(new Date(time).toISOString().slice(0, 10));
  },
  { message: 'date_out_of_range' },
);

/** The largest id PostgreSQL's `integer` holds. */
export const MAX_ID = 2_147_483_647;

/**
 * Control characters PostgreSQL refuses (NUL) or no form can type: C0 except tab, newline and
 * carriage return (CRLF is folded to a newline), DEL and C1.
 */
const CONTROL_CHARACTERS = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F';
const withoutControlCharacters = new RegExp(`^[^${CONTROL_CHARACTERS}]*$`);

/** Refuses control characters; the pattern appears in the OpenAPI document as well. */
export const plainString = () => z.string().regex(withoutControlCharacters, { message: 'invalid_characters' });

/**
 * A text field: control characters refused, CRLF folded to LF, trimmed, and only then measured
 * (a leading space does not count against `max`). '' is an empty field; chain `.min(1)` to require it.
 */
export const text = (max: number) =>
  plainString()
    .overwrite((value) => value.replace(/\r\n?/g, '\n'))
    .trim()
    .max(max);

/** A required text field. */
export const requiredText = (max: number) => text(max).min(1);

/** A secret (password): control characters refused, but never trimmed or rewritten. */
export const secretText = (max: number) => plainString().max(max);

/** An id in a JSON body. */
export const idSchema = z.number().int().positive().max(MAX_ID);
/** An id in a path or query string (text on the wire). */
export const idParam = z.coerce.number().int().positive().max(MAX_ID);
export const idParamsSchema = z.object({ id: idParam });

/** An e-mail address or '' for none. */
export const emailOrEmpty = (max = 100) =>
  text(max)
    .refine((value) => value === '' || z.email().safeParse(value).success, { message: 'invalid_email' })
    .meta({ anyOf: [{ maxLength: 0 }, { format: 'email' }] });

/** Characters a typed phone number may hold: digits, spaces, + - / ( ) . */
const PHONE_PATTERN = /^(|\+?[\d\s\-/().]{3,30})$/;

/** A phone number as typed (digits, spaces, + - / ( ) .), or '' for none. */
export const phoneField = text(30).regex(PHONE_PATTERN, { message: 'invalid_phone' });

/**
 * An array whose items must not repeat (by `keyOf`, else by value): a repeat is the field error
 * `duplicate`, and OpenAPI states `uniqueItems`.
 */
export const distinct = <T extends z.ZodArray>(
  schema: T,
  keyOf: (item: z.output<T>[number]) => unknown = (item) => item,
) =>
  schema
    .refine((items) => new Set(items.map((item) => JSON.stringify(keyOf(item)))).size === items.length, {
      message: 'duplicate',
    })
    .meta({ uniqueItems: true });
