import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { taxes } from '../../db/schema/index';
import { updateVersioned } from '../../db/update-versioned';
import { AppError, notFound } from '../../lib/app-error';
import { referencingTables } from './references';

export type TaxInput = { tax: number; isReduced: boolean };

const toTax = (row: typeof taxes.$inferSelect) => ({
  id: row.id,
  tax: Number(row.tax),
  isReduced: row.isReduced,
  lockVersion: row.lockVersion,
});

export const listTaxes = async (db: Db, countryCode: string) =>
  (await db.select().from(taxes).where(eq(taxes.countryCode, countryCode)).orderBy(asc(taxes.tax), asc(taxes.id))).map(
    toTax,
  );

export const findTax = async (db: Db, countryCode: string, id: number) => {
  const [row] = await db
    .select()
    .from(taxes)
    .where(and(eq(taxes.id, id), eq(taxes.countryCode, countryCode)));
  return row ? toTax(row) : undefined;
};

export const createTax = async (db: Db, countryCode: string, input: TaxInput) => {
  const [row] = await db
    .insert(taxes)
    .values({ countryCode, tax: String(input.tax), isReduced: input.isReduced })
    .returning({ id: taxes.id });
  return row?.id as number;
};

export const updateTax = async (
  db: Db,
  countryCode: string,
  id: number,
  input: TaxInput & { lockVersion: number; actorId: number | null },
) => {
  await updateVersioned(db, {
    table: taxes,
    where: and(eq(taxes.id, id), eq(taxes.countryCode, countryCode)),
    lockVersion: input.lockVersion,
    set: { tax: String(input.tax), isReduced: input.isReduced },
    actorId: input.actorId,
    current: () => findTax(db, countryCode, id),
  });
};

/** A rate used by a product, offer price or document cannot be deleted (409). */
export const deleteTax = async (db: Db, countryCode: string, id: number) => {
  if (!(await findTax(db, countryCode, id))) throw notFound();
  if ((await referencingTables(db, { table: 'taxes', id })).length > 0) {
    throw new AppError(409, 'error.tax_in_use');
  }
  await db.delete(taxes).where(eq(taxes.id, id));
};
