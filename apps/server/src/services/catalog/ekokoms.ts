import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ekokoms } from '../../db/schema/index';
import { AppError, notFound } from '../../lib/app-error';
import { referencingTables } from './references';

export const listEkokoms = (db: Db, countryCode: string) =>
  db
    .select({ id: ekokoms.id, name: ekokoms.name })
    .from(ekokoms)
    .where(eq(ekokoms.countryCode, countryCode))
    .orderBy(asc(ekokoms.id));

export const createEkokom = async (db: Db, countryCode: string, name: string) => {
  const [row] = await db.insert(ekokoms).values({ countryCode, name }).returning({ id: ekokoms.id });
  return row?.id as number;
};

export const updateEkokom = async (db: Db, countryCode: string, id: number, name: string) => {
  const updated = await db
    .update(ekokoms)
    .set({ name })
    .where(and(eq(ekokoms.id, id), eq(ekokoms.countryCode, countryCode)))
    .returning({ id: ekokoms.id });
  if (updated.length === 0) throw notFound();
};

/** A material listed by a product cannot be deleted (409). */
export const deleteEkokom = async (db: Db, countryCode: string, id: number) => {
  const [row] = await db
    .select({ id: ekokoms.id })
    .from(ekokoms)
    .where(and(eq(ekokoms.id, id), eq(ekokoms.countryCode, countryCode)));
  if (!row) throw notFound();
  if ((await referencingTables(db, { table: 'ekokoms', id })).length > 0) {
    throw new AppError(409, 'error.ekokom_in_use');
  }
  await db.delete(ekokoms).where(eq(ekokoms.id, id));
};
