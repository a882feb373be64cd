import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { AppError, notFound } from '../lib/app-error';
import type { Db } from './client';
import { queryRows } from './query';

/** A table with the columns of schema/record-version.ts. */
export type VersionedTable = PgTable & { lockVersion: PgColumn; updatedBy: PgColumn; updatedAt: PgColumn };

export type UpdateVersionedOptions<Table extends VersionedTable> = {
  table: Table;
  /** The row: its id and whatever scopes it (country, customer). */
  where: SQL | undefined;
  /** The version the client loaded. */
  lockVersion: number;
  set: PgUpdateSetSource<Table>;
  /** Who saves (recorded as updated_by). */
  actorId: number | null;
  /** The record as its GET answers it, sent back with a stale version. */
  current: () => Promise<unknown>;
  /**
   * The version checked and bumped: the record's own (`lockVersion`, the default) or that of a part of the record
   * saved on its own (an offer's or an application's cart: `cartLockVersion`).
   */
  version?: 'lockVersion' | 'cartLockVersion';
};

export type DeleteVersionedOptions<Table extends VersionedTable> = Omit<UpdateVersionedOptions<Table>, 'set'>;

type LastChange = { changed_by: string | null; changed_at: string };

/** 409 error.stale_version with the current record and who saved it last (DESIGN §4 Record versions). */
const staleVersion = async <Table extends VersionedTable>(db: Db, options: DeleteVersionedOptions<Table>) => {
  const { table } = options;
  const [last] = await queryRows<LastChange>(
    db,
    sql`select nullif(trim(concat_ws(' ', changer.name, changer.surname)), '') as changed_by,
        to_char(${table.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as changed_at
      from ${table} left join users changer on changer.id = ${table.updatedBy}
      where ${options.where}`,
  );
  if (!last) return notFound();
  return new AppError(409, 'error.stale_version', {
    current: await options.current(),
    changedBy: last.changed_by,
    changedAt: last.changed_at,
  });
};

/**
 * The one update of an editable record: `UPDATE … SET …, lock_version = lock_version + 1
 * WHERE <row> AND lock_version = <loaded>`, recording who and when. A missing row answers 404,
 * a newer version 409 error.stale_version (nothing changed). Returns the new lockVersion.
 */
export const updateVersioned = async <Table extends VersionedTable>(
  db: Db,
  options: UpdateVersionedOptions<Table>,
): Promise<number> => {
  const { table } = options;
  const key = options.version ?? 'lockVersion';
  const column = (table as unknown as Record<typeof key, PgColumn>)[key];
  const set = {
    ...options.set,
    [key]: sql`${column} + 1`,
    updatedBy: options.actorId,
    updatedAt: new Date(),
  } as PgUpdateSetSource<Table>;
  const updated = (await db
    .update(table)
    .set(set)
    .where(and(options.where, eq(column, options.lockVersion)))
    .returning({ lockVersion: column })) as { lockVersion: number }[];
  const [row] = updated;
  if (row) return row.lockVersion;
  throw await staleVersion(db, options);
};

/** A delete that is part of a versioned save (a cleared contact slot): only the loaded version goes. */
export const deleteVersioned = async <Table extends VersionedTable>(db: Db, options: DeleteVersionedOptions<Table>) => {
  const { table } = options;
  const deleted = (await db
    .delete(table)
    .where(and(options.where, eq(table.lockVersion, options.lockVersion)))
    .returning({ lockVersion: table.lockVersion })) as { lockVersion: number }[];
  if (deleted.length === 0) throw await staleVersion(db, options);
};
