import { offerPriceTypes } from '@bo/contract/catalog/schemas';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { offerPrices, offerRatings } from '../../db/schema/index';
import { fieldError, notFound } from '../../lib/app-error';
import { findTax } from './taxes';

export const getOfferSettings = async (db: Db, countryCode: string) => {
  const prices = await db.select().from(offerPrices).where(eq(offerPrices.countryCode, countryCode));
  const ratings = await db
    .select()
    .from(offerRatings)
    .where(eq(offerRatings.countryCode, countryCode))
    .orderBy(asc(offerRatings.stars), asc(offerRatings.id));
  return {
    offerPrices: offerPriceTypes.flatMap((type) => {
      const row = prices.find((price) => price.type === type);
      return row ? [{ type, priceWithoutVat: Number(row.priceWithoutVat), taxId: row.taxId }] : [];
    }),
    offerRatings: ratings.map((row) => ({ id: row.id, stars: row.stars, priceFrom: Number(row.priceFrom) })),
  };
};

export type OfferPriceOptions = { countryCode: string; type: string; priceWithoutVat: number; taxId: number };

export const saveOfferPrice = async (db: Db, options: OfferPriceOptions) => {
  if (!(await findTax(db, options.countryCode, options.taxId))) throw fieldError({ taxId: 'not_found' });
  const values = {
    countryCode: options.countryCode,
    type: options.type,
    priceWithoutVat: options.priceWithoutVat.toFixed(2),
    taxId: options.taxId,
  };
  await db
    .insert(offerPrices)
    .values(values)
    .onConflictDoUpdate({ target: [offerPrices.countryCode, offerPrices.type], set: values });
};

export type OfferRatingOptions = { countryCode: string; id: number; stars: number; priceFrom: number };

export const saveOfferRating = async (db: Db, options: OfferRatingOptions) => {
  const updated = await db
    .update(offerRatings)
    .set({ stars: options.stars, priceFrom: options.priceFrom.toFixed(2) })
    .where(and(eq(offerRatings.id, options.id), eq(offerRatings.countryCode, options.countryCode)))
    .returning({ id: offerRatings.id });
  if (updated.length === 0) throw notFound();
};
