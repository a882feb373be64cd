import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { queryRows } from '../query';
import { ekokoms, offerPrices, offerRatings, paymentTypes, taxes, units } from '../schema/index';

const unitValues = ['ks', 'kg', 't', 'm³', 'l', 'hod', 'km', 'měs.', 'svoz', 'paleta'];
const paymentCodes = ['bank_transfer', 'cash', 'card', 'cash_on_delivery'];
const defaultTaxes: Record<string, { tax: string; isReduced: boolean }[]> = {
  cz: [
    { tax: '21.00', isReduced: false },
    { tax: '12.00', isReduced: true },
  ],
  sk: [
    { tax: '23.00', isReduced: false },
    { tax: '19.00', isReduced: true },
    { tax: '5.00', isReduced: true },
  ],
};
const defaultEkokoms: Record<string, string[]> = {
  cz: ['Papír a lepenka', 'Plasty', 'Sklo', 'Ocel', 'Hliník', 'Dřevo', 'Nápojový kartón a kompozity'],
  sk: ['Papier a lepenka', 'Plasty', 'Sklo', 'Oceľ', 'Hliník', 'Drevo', 'Viacvrstvové kombinované materiály'],
};

const isEmpty = async (db: Db, table: string, countryCode: string) => {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from ${sql.identifier(table)} where country_code = ${countryCode}`,
  );
  return Number(row?.count ?? 0) === 0;
};

/**
 * Reference lists every installation starts with (units, payment types, the legal VAT rates,
 * EKO-KOM materials, default offer prices and ratings). Only fills what is empty: an
 * administrator's later changes are never overwritten.
 */
export const seedCatalogReference = async (db: Db) => {
  await db
    .insert(units)
    .values(unitValues.map((value, position) => ({ value, position })))
    .onConflictDoNothing();
  await db
    .insert(paymentTypes)
    .values(paymentCodes.map((code, position) => ({ code, position })))
    .onConflictDoNothing();
  for (const countryCode of ['cz', 'sk']) {
    if (await isEmpty(db, 'taxes', countryCode)) {
      await db.insert(taxes).values((defaultTaxes[countryCode] ?? []).map((tax) => ({ countryCode, ...tax })));
    }
    if (await isEmpty(db, 'ekokoms', countryCode)) {
      await db.insert(ekokoms).values((defaultEkokoms[countryCode] ?? []).map((name) => ({ countryCode, name })));
    }
    if (await isEmpty(db, 'offer_prices', countryCode)) {
      const [standard] = await db.select().from(taxes).where(eq(taxes.countryCode, countryCode)).limit(1);
      if (standard) {
        await db.insert(offerPrices).values([
          { countryCode, type: 'application', priceWithoutVat: '1490.00', taxId: standard.id },
          { countryCode, type: 'lapol_p2', priceWithoutVat: '2900.00', taxId: standard.id },
          { countryCode, type: 'lapol_t', priceWithoutVat: '3900.00', taxId: standard.id },
        ]);
      }
    }
    if (await isEmpty(db, 'offer_ratings', countryCode)) {
      await db.insert(offerRatings).values([
        { countryCode, stars: 0, priceFrom: '0.00' },
        { countryCode, stars: 1, priceFrom: '5000.00' },
        { countryCode, stars: 2, priceFrom: '15000.00' },
        { countryCode, stars: 3, priceFrom: '40000.00' },
      ]);
    }
  }
};
