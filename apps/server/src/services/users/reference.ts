import type { CountryCode } from '@bo/contract/reference/schemas';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countries, roles, userCountries, users } from '../../db/schema/index';

export const listRoles = (db: Db) => db.select({ id: roles.id, name: roles.name }).from(roles).orderBy(asc(roles.id));

/** Allowed countries of a user in order, or undefined when the user does not exist. */
export const listUserCountries = async (db: Db, userId: number) => {
  const [exists] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!exists) return undefined;
  const rows = await db
    .select({ countryCode: userCountries.countryCode, langCode: countries.langCode })
    .from(userCountries)
    .innerJoin(countries, eq(countries.countryCode, userCountries.countryCode))
    .where(eq(userCountries.userId, userId))
    .orderBy(asc(userCountries.position));
  return rows as { countryCode: CountryCode; langCode: string }[];
};

export const listCountries = async (db: Db) =>
  (await db
    .select({ countryCode: countries.countryCode, langCode: countries.langCode, currency: countries.currency })
    .from(countries)
    .orderBy(asc(countries.position))) as { countryCode: CountryCode; langCode: string; currency: string }[];

export const currencyOf = async (db: Db, countryCode: string) => {
  const [row] = await db
    .select({ currency: countries.currency })
    .from(countries)
    .where(eq(countries.countryCode, countryCode));
  return row?.currency ?? 'Kč';
};
