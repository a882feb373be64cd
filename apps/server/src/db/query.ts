import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

const dialect = new PgDialect();

/** Raw SQL returning rows; both drivers (PGlite, node-postgres) answer `{ rows }`. */
export const queryRows = async <T>(db: Db, query: SQL): Promise<T[]> => {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
};

/**
 * Raw SQL as a named prepared statement: PostgreSQL parses and plans it once per connection instead of on every call
 * (decisions 212, 215). For a statement whose text never changes and whose planning costs much beside its run (the
 * session's read, the near search's scan): one name must always mean one text, with only its parameters varying.
 * node-postgres keeps the names per connection; PGlite, one connection in-process, takes the statement as any other.
 */
export const queryRowsPrepared = async <T>(db: Db, name: string, query: SQL): Promise<T[]> => {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  const result = (await prepared.execute()) as unknown as { rows: T[] };
  return result.rows;
};

/**
 * A list of ids for `in (…)`: each a bound parameter, led by 0 (no serial id), so an empty list is still valid SQL
 * and matches nothing.
 */
export const sqlIdList = (ids: readonly number[]): SQL => sql.join([sql`0`, ...ids.map((id) => sql`${id}`)], sql`, `);
