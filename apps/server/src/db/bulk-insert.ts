import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { queryRows } from './query';

/**
 * Many rows in one `INSERT … SELECT … FROM unnest(…)`: one array parameter per column however many rows there are
 * (decision 202). Drizzle's `.values()` binds every value on its own: a 500-row statement of 40 columns is 20,000
 * parameters, which took it seconds to build. Every row has the same keys (the table's property names);
 * `computed` turns a key's value into an SQL expression of it (`v.<column>`). Rows come back, with `returning`, in
 * the order given (the rows are inserted in the order unnest yields them).
 */
export const insertUnnest = async <Row extends Record<string, unknown>>(
  db: Db,
  table: PgTable,
  rows: readonly Record<string, unknown>[],
  options: { returning?: SQL; computed?: Record<string, (value: SQL) => SQL> } = {},
): Promise<Row[]> => {
  const [first] = rows;
  if (!first) return [];
  const columns = getTableColumns(table);
  const keys = Object.keys(first).filter((key) => first[key] !== undefined);
  const arrays = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    const values = rows.map((row) => {
      if (!(key in row) || row[key] === undefined) throw new Error(`every row needs ${key}`);
      const value = row[key];
      return value === null ? null : column.mapToDriverValue(value);
    });
    return { name: column.name, type: column.getSQLType(), values };
  });
  const names = arrays.map(({ name }) => sql.raw(`"${name}"`));
  const selected = keys.map((key, index) => {
    const value = sql.raw(`v."${arrays[index]?.name}"`);
    return options.computed?.[key]?.(value) ?? value;
  });
  const unnested = arrays.map(({ values, type }) => sql`${sql.param(values)}::${sql.raw(type)}[]`);
  return queryRows<Row>(
    db,
    sql`insert into ${table} (${sql.join(names, sql`, `)})
      select ${sql.join(selected, sql`, `)} from unnest(${sql.join(unnested, sql`, `)}) as v(${sql.join(names, sql`, `)})
      ${options.returning ? sql`returning ${options.returning}` : sql``}`,
  );
};
