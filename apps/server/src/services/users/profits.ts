import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, userCountries, userProfits, users } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { updateVersioned } from '../../db/update-versioned';
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
export const listUserProfits = async (db: Db, options: { userId: number; countryCode: string; productId?: number }) => {
  await assertUserInCountry(db, options);
  const rows = await db
    .select({ product: products, profit: userProfits })
    .from(products)
    .leftJoin(userProfits, and(eq(userProfits.productId, products.id), eq(userProfits.userId, options.userId)))
    .where(
      and(
        eq(products.countryCode, options.countryCode),
        options.productId === undefined ? isNull(products.hiddenAt) : eq(products.id, options.productId),
      ),
    )
    .orderBy(asc(products.position), asc(products.name));
  return rows.map(({ product, profit }) => ({
    productId: product.id,
    productName: product.name,
    productPrice: Number(product.price),
    repeaterPercent: num(profit?.repeaterPercent ?? null),
    repeaterPrice: num(profit?.repeaterPrice ?? null),
    newPercent: num(profit?.newPercent ?? null),
    newPrice: num(profit?.newPrice ?? null),
    lockVersion: profit?.lockVersion ?? null,
  }));
};

export type ProfitInput = {
  productId: number;
  repeaterPercent: number | null;
  repeaterPrice: number | null;
  newPercent: number | null;
  newPrice: number | null;
  /** The version loaded; null when no commission was stored for the product. */
  lockVersion: number | null;
};

const text = (value: number | null, decimals = 2) => (value === null ? null : value.toFixed(decimals));

/**
 * Saves the user's commissions for the listed products of the country (a row of nulls clears one).
 * Each stored commission is a versioned record (decision 014): a row loaded before someone else
 * saved it answers 409 error.stale_version with that row, and nothing of the save is kept. A row
 * once written stays (cleared to nulls), so its version outlives a clearing (decision 041).
 */
export const saveUserProfits = async (
  db: Db,
  options: { userId: number; countryCode: string; profits: ProfitInput[]; actorId: number | null },
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
  await inTransaction(db, async (tx) => {
    // Parallel saves for one user take turns, each against the versions the previous one left.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, options.userId)).for('update');
    const stored = ids.length
      ? await tx
          .select({ productId: userProfits.productId })
          .from(userProfits)
          .where(and(eq(userProfits.userId, options.userId), inArray(userProfits.productId, ids)))
      : [];
    const storedIds = new Set(stored.map((row) => row.productId));
    const inserts = [];
    for (const profit of options.profits) {
      const values = {
        repeaterPercent: text(profit.repeaterPercent),
        repeaterPrice: text(profit.repeaterPrice),
        newPercent: text(profit.newPercent),
        newPrice: text(profit.newPrice),
      };
      const hasValue = Object.values(values).some((value) => value !== null);
      if (storedIds.has(profit.productId) || profit.lockVersion !== null) {
        // Stored since the copy was loaded (sent null) or changed since: the version check answers.
        await updateVersioned(tx, {
          table: userProfits,
          where: and(eq(userProfits.userId, options.userId), eq(userProfits.productId, profit.productId)),
          lockVersion: profit.lockVersion ?? 0,
          set: values,
          actorId: options.actorId,
          current: async () => (await listUserProfits(tx, { ...options, productId: profit.productId }))[0] ?? null,
        });
      } else if (hasValue) {
        inserts.push({ userId: options.userId, productId: profit.productId, ...values, updatedBy: options.actorId });
      }
    }
    if (inserts.length) await tx.insert(userProfits).values(inserts);
  });
};
