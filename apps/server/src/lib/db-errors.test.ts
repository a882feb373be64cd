import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema/index';
import { appErrorFromDatabase, uniqueConstraintFields } from './db-errors';

/** Names of every unique constraint and unique index the Drizzle schema declares. */
const uniqueNames = () =>
  Object.values(schema)
    .filter((value) => is(value, PgTable))
    .flatMap((table) => {
      const config = getTableConfig(table as PgTable);
      return [
        ...config.indexes.filter((index) => index.config.unique).map((index) => index.config.name ?? ''),
        ...config.uniqueConstraints.map((constraint) => constraint.getName()),
        ...config.columns.filter((column) => column.isUnique).map((column) => column.uniqueName ?? ''),
      ];
    });

describe('database error mapping', () => {
  it('names the guarded field of every unique constraint of the schema', () => {
    const names = uniqueNames();
    expect(names.length).toBeGreaterThan(5);
    for (const name of names)
      expect(Object.keys(uniqueConstraintFields), `unique ${name} has no field`).toContain(name);
  });

  it('answers 409 with the field for a unique violation, wrapped or not', () => {
    const driverError = { code: '23505', constraint: 'users_login_idx' };
    for (const error of [driverError, Object.assign(new Error('Failed query'), { cause: driverError })]) {
      const mapped = appErrorFromDatabase(error);
      expect(mapped?.statusCode).toBe(409);
      expect(mapped?.messageKey).toBe('error.already_exists');
      expect(mapped?.detail).toEqual({ fields: { login: 'already_used' } });
    }
    expect(appErrorFromDatabase({ code: '23505', constraint: 'unknown' })?.detail).toBeUndefined();
  });

  it('answers 400 to data the database refuses and leaves other failures to the 500 path', () => {
    expect(appErrorFromDatabase({ code: '22021' })?.statusCode).toBe(400);
    expect(appErrorFromDatabase({ code: '40P01' })?.statusCode).toBe(409);
    expect(appErrorFromDatabase({ code: '42P01' })).toBeUndefined();
    expect(appErrorFromDatabase(new Error('boom'))).toBeUndefined();
  });
});
