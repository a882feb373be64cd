import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './client';

/** Raw SQL returning rows; both drivers (PGlite, node-postgres) answer `{ rows }`. */
export const queryRows = async <T>(db: Db, query: SQL): Promise<T[]> => {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
};

/**
 * A list of ids for `in (…)`: each a bound parameter, led by 0 (no serial id), so an empty list is still valid SQL
 * and matches nothing.
 */
export const sqlIdList = (ids: readonly number[]): SQL => sql.join([sql`0`, ...ids.map((id) => sql`${id}`)], sql`, `);
