import { roles as roleNames } from '@bo/contract/auth/roles';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { queryRows } from '../query';
import { configurations, countries, districts, roles } from '../schema/index';
import { seedCatalogReference } from './catalog-reference';
import { czechDistricts, slovakDistricts } from './districts';

/** Reference data every installation needs, demo or not. Idempotent: runs at every start. */
export const seedReference = async (db: Db) => {
  await db
    .insert(countries)
    .values([
      { countryCode: 'cz', langCode: 'cs', currency: 'Kč', position: 0 },
      { countryCode: 'sk', langCode: 'sk', currency: '€', position: 1 },
    ])
    .onConflictDoNothing();
  await db
    .insert(roles)
    .values(roleNames.map((name, index) => ({ id: index + 1, name })))
    .onConflictDoNothing();
  await db
    .insert(districts)
    .values([
      ...czechDistricts.map((name) => ({ countryCode: 'cz', name })),
      ...slovakDistricts.map((name) => ({ countryCode: 'sk', name })),
    ])
    .onConflictDoNothing();
  await db
    .insert(configurations)
    .values([
      { countryCode: 'cz', locale: 'cs', mapCenterLatitude: 49.8175, mapCenterLongitude: 15.473, mapZoom: 8 },
      { countryCode: 'sk', locale: 'sk', mapCenterLatitude: 48.669, mapCenterLongitude: 19.699, mapZoom: 8 },
    ])
    .onConflictDoNothing();
  await seedCatalogReference(db);
};

export const isEmptyDatabase = async (db: Db) => {
  const [row] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from users`);
  return Number(row?.count ?? 0) === 0;
};
