import { type SQL, sql } from 'drizzle-orm';

/**
 * Every search in the app ignores case and diacritics ("testovaci" finds "Testovací"). f_unaccent
 * is the immutable wrapper of unaccent() from migration 0003, so expression indexes can use it.
 */

/** LIKE pattern of a user's word: wildcards typed by the user match themselves. */
export const containsPattern = (word: string) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** `column` holds `word` regardless of case and diacritics. */
export const unaccentedContains = (column: SQL, word: string) =>
  sql`f_unaccent(lower(${column})) like f_unaccent(lower(${containsPattern(word)}))`;

/** `column` holds `word`, where the column keeps its text unaccented and in lower case already (a search text). */
export const normalizedContains = (column: SQL, word: string) =>
  sql`${column} like f_unaccent(lower(${containsPattern(word)}))`;
