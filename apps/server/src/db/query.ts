import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** Raw SQL returning rows; both drivers (PGlite, node-postgres) answer `{ rows }`. */
export const queryRows = async <T>(db: Db, query: SQL): Promise<T[]> => {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
};
