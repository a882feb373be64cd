import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';

type ForeignKey = { table_name: string; column_name: string };

/**
 * The tables that hold rows pointing at `table`.`id`, found through the database's own foreign
 * keys — so a table added by a later feature is checked without touching this code.
 */
export const referencingTables = async (db: Db, options: { table: string; id: number; ignore?: string[] }) => {
  const keys = await queryRows<ForeignKey>(
    db,
    sql`select c.conrelid::regclass::text as table_name, a.attname as column_name
        from pg_constraint c
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        where c.contype = 'f' and c.confrelid = to_regclass(${options.table})`,
  );
  const ignore = new Set(options.ignore ?? []);
  const used: string[] = [];
  for (const key of keys) {
    if (ignore.has(key.table_name)) continue;
    const [row] = await queryRows<{ found: boolean }>(
      db,
      sql`select exists (select 1 from ${sql.identifier(key.table_name)} where ${sql.identifier(key.column_name)} = ${options.id}) as found`,
    );
    if (row?.found) used.push(key.table_name);
  }
  return used;
};
