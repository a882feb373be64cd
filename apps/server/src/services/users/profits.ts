import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, userCountries, userProfits, users } from '../../db/schema/index';
import { fieldError, notFound } from '../../lib/app-error';

const num = (value: string | null) => (value === null ? null : Number(value));

/**
 * rules §6: commissions are set per country, only for a user allowed in it; any other user (or none)
 * is not found in this country, so the answer does not tell which users exist elsewhere.
 */
const assertUserInCountry = async (db: Db, options: { userId: number; countryCode: string }) => {
  const [allowed] = await db
    .select({ userId: userCountries.userId })
    .from(userCountries)
    .where(and(eq(userCountries.userId, options.userId), eq(userCountries.countryCode, options.countryCode)));
  if (!allowed) throw notFound();
};

/** One row per product of the country, with the user's commission where it is set. */
export const listUserProfits = async (db: Db, options: { userId: number; countryCode: string }) => {
  await assertUserInCountry(db, options);
  const rows = await db
    .select({ product: products, profit: userProfits })
    .from(products)
    .leftJoin(userProfits, and(eq(userProfits.productId, products.id), eq(userProfits.userId, options.userId)))
    .where(and(eq(products.countryCode, options.countryCode), isNull(products.hiddenAt)))
    .orderBy(asc(products.position), asc(products.name));
  return rows.map(({ product, profit }) => ({
    productId: product.id,
    productName: product.name,
    productPrice: Number(product.price),
    repeaterPercent: num(profit?.repeaterPercent ?? null),
    repeaterPrice: num(profit?.repeaterPrice ?? null),
    newPercent: num(profit?.newPercent ?? null),
    newPrice: num(profit?.newPrice ?? null),
  }));
};

export type ProfitInput = {
  productId: number;
  repeaterPercent: number | null;
  repeaterPrice: number | null;
  newPercent: number | null;
  newPrice: number | null;
};

const text = (value: number | null, decimals = 2) => (value === null ? null : value.toFixed(decimals));

/** Replaces the user's commissions for the listed products of the country (a row of nulls clears one). */
export const saveUserProfits = async (
  db: Db,
  options: { userId: number; countryCode: string; profits: ProfitInput[] },
) => {
  await assertUserInCountry(db, options);
  const ids = options.profits.map((profit) => profit.productId);
  const known = ids.length
    ? await db
        .select({ id: products.id })
        .from(products)
        .where(and(inArray(products.id, ids), eq(products.countryCode, options.countryCode)))
    : [];
  const fields: Record<string, string> = {};
  options.profits.forEach((profit, index) => {
    if (!known.some((row) => row.id === profit.productId)) fields[`${index}.productId`] = 'not_found';
  });
  if (new Set(ids).size !== ids.length) fields.userProfits = 'duplicate';
  if (Object.keys(fields).length) throw fieldError(fields);
  await db.transaction(async (tx) => {
    // Parallel saves for one user take turns: each replaces the rows the previous one wrote.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, options.userId)).for('update');
    if (ids.length) {
      await tx
        .delete(userProfits)
        .where(and(eq(userProfits.userId, options.userId), inArray(userProfits.productId, ids)));
    }
    const rows = options.profits
      .filter((profit) =>
        [profit.repeaterPercent, profit.repeaterPrice, profit.newPercent, profit.newPrice].some((v) => v !== null),
      )
      .map((profit) => ({
        userId: options.userId,
        productId: profit.productId,
        repeaterPercent: text(profit.repeaterPercent),
        repeaterPrice: text(profit.repeaterPrice),
        newPercent: text(profit.newPercent),
        newPrice: text(profit.newPrice),
      }));
    if (rows.length) await tx.insert(userProfits).values(rows);
  });
};
