import { type SessionUser, userLanguageSchema } from '@bo/contract/auth/schemas';
import type { UserListItem } from '@bo/contract/users/schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';

export type UserRow = {
  id: number;
  name: string;
  surname: string;
  login: string;
  start: string | null;
  email: string | null;
  phone: string | null;
  language: string | null;
  ip_lock: string | null;
  is_active: boolean;
  password_hash: string;
  role_ids: number[] | null;
  role_names: string[] | null;
  country_codes: string[] | null;
};

/** One query: a user with their ordered roles and countries (plus `extra` columns and joins). */
export const selectUsers = (where: SQL, extra: { columns?: SQL; joins?: SQL } = {}) => sql`
  select ${extra.columns ?? sql``} u.id, u.name, u.surname, u.login, u.start, u.email, u.phone, u.language, u.ip_lock, u.is_active, u.password_hash,
    (select array_agg(r.id order by ur.position) from user_roles ur join roles r on r.id = ur.role_id
      where ur.user_id = u.id) as role_ids,
    (select array_agg(r.name order by ur.position) from user_roles ur join roles r on r.id = ur.role_id
      where ur.user_id = u.id) as role_names,
    (select array_agg(uc.country_code order by uc.position) from user_countries uc
      where uc.user_id = u.id) as country_codes
  from users u ${extra.joins ?? sql``} where ${where}`;

export type UserRecord = SessionUser & { ipLock: string | null; isActive: boolean; passwordHash: string };

export const toRecord = (row: UserRow): UserRecord => {
  const roleNames = (row.role_names ?? []) as SessionUser['roles'];
  return {
    id: row.id,
    name: row.name,
    surname: row.surname,
    fullName: `${row.name} ${row.surname}`.trim(),
    login: row.login,
    roleId: row.role_ids?.[0] ?? 0,
    role: roleNames[0] ?? 'operator',
    roles: roleNames,
    countryCodes: (row.country_codes ?? []) as SessionUser['countryCodes'],
    start: row.start,
    email: row.email,
    phone: row.phone,
    language: userLanguageSchema.safeParse(row.language).data ?? null,
    ipLock: row.ip_lock,
    isActive: row.is_active,
    passwordHash: row.password_hash,
  };
};

export const findUserById = async (db: Db, id: number): Promise<UserRecord | undefined> => {
  const [row] = await queryRows<UserRow>(db, selectUsers(sql`u.id = ${id}`));
  return row ? toRecord(row) : undefined;
};

export const findUserByLogin = async (db: Db, login: string): Promise<UserRecord | undefined> => {
  const [row] = await queryRows<UserRow>(db, selectUsers(sql`lower(u.login) = lower(${login})`));
  return row ? toRecord(row) : undefined;
};

export const toSessionUser = (record: UserRecord): SessionUser => {
  const { ipLock: _ipLock, isActive: _isActive, passwordHash: _passwordHash, ...user } = record;
  return user;
};

export type ListUsersOptions = { countryCode?: string; includeInactive?: boolean };

/** Users ordered by surname and name; optionally only those allowed in a country. */
export const listUsers = async (db: Db, options: ListUsersOptions): Promise<UserListItem[]> => {
  const conditions = [sql`true`];
  if (!options.includeInactive) conditions.push(sql`u.is_active`);
  if (options.countryCode) {
    conditions.push(
      sql`exists (select 1 from user_countries c where c.user_id = u.id and c.country_code = ${options.countryCode})`,
    );
  }
  const rows = await queryRows<UserRow>(db, sql`${selectUsers(sql.join(conditions, sql` and `))} order by u.id`);
  const collator = new Intl.Collator('cs');
  rows.sort((a, b) => collator.compare(a.surname, b.surname) || collator.compare(a.name, b.name));
  return rows.map((row) => {
    const record = toRecord(row);
    return {
      id: record.id,
      name: record.name,
      surname: record.surname,
      fullName: record.fullName,
      login: record.login,
      roleId: record.roleId,
      role: record.role,
      roles: record.roles,
      countryCodes: record.countryCodes,
      isActive: record.isActive,
    };
  });
};
