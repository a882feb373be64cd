import { offerPriceTypes } from '@bo/contract/settings/schemas';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { offerPrices, offerRatings } from '../../db/schema/index';
import { updateVersioned } from '../../db/update-versioned';
import { fieldError } from '../../lib/app-error';
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
      return row
        ? [{ type, priceWithoutVat: Number(row.priceWithoutVat), taxId: row.taxId, lockVersion: row.lockVersion }]
        : [];
    }),
    offerRatings: ratings.map((row) => ({
      id: row.id,
      stars: row.stars,
      priceFrom: Number(row.priceFrom),
      lockVersion: row.lockVersion,
    })),
  };
};

type RecordVersion = { lockVersion: number; actorId: number | null };

export type OfferPriceOptions = RecordVersion & {
  countryCode: string;
  type: string;
  priceWithoutVat: number;
  taxId: number;
};

const currentOfferPrice = async (db: Db, countryCode: string, type: string) =>
  (await getOfferSettings(db, countryCode)).offerPrices.find((price) => price.type === type);

/** A price not stored yet is created with lockVersion 0; a stored one is updated by its version. */
export const saveOfferPrice = async (db: Db, options: OfferPriceOptions) => {
  if (!(await findTax(db, options.countryCode, options.taxId))) throw fieldError({ taxId: 'not_found' });
  const values = { priceWithoutVat: options.priceWithoutVat.toFixed(2), taxId: options.taxId };
  if (options.lockVersion === 0) {
    const inserted = await db
      .insert(offerPrices)
      .values({ countryCode: options.countryCode, type: options.type, ...values, updatedBy: options.actorId })
      .onConflictDoNothing()
      .returning({ type: offerPrices.type });
    if (inserted.length > 0) return;
  }
  await updateVersioned(db, {
    table: offerPrices,
    where: and(eq(offerPrices.countryCode, options.countryCode), eq(offerPrices.type, options.type)),
    lockVersion: options.lockVersion,
    set: values,
    actorId: options.actorId,
    current: () => currentOfferPrice(db, options.countryCode, options.type),
  });
};

export type OfferRatingOptions = RecordVersion & { countryCode: string; id: number; stars: number; priceFrom: number };

export const saveOfferRating = async (db: Db, options: OfferRatingOptions) => {
  await updateVersioned(db, {
    table: offerRatings,
    where: and(eq(offerRatings.id, options.id), eq(offerRatings.countryCode, options.countryCode)),
    lockVersion: options.lockVersion,
    set: { stars: options.stars, priceFrom: options.priceFrom.toFixed(2) },
    actorId: options.actorId,
    current: async () =>
      (await getOfferSettings(db, options.countryCode)).offerRatings.find((rating) => rating.id === options.id),
  });
};
