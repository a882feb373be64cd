import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ekokoms } from '../../db/schema/index';
import { updateVersioned } from '../../db/update-versioned';
import { AppError, notFound } from '../../lib/app-error';
import { referencingTables } from './references';

export const listEkokoms = (db: Db, countryCode: string) =>
  db
    .select({ id: ekokoms.id, name: ekokoms.name, lockVersion: ekokoms.lockVersion })
    .from(ekokoms)
    .where(eq(ekokoms.countryCode, countryCode))
    .orderBy(asc(ekokoms.id));

export const createEkokom = async (db: Db, countryCode: string, name: string) => {
  const [row] = await db.insert(ekokoms).values({ countryCode, name }).returning({ id: ekokoms.id });
  return row?.id as number;
};

export type UpdateEkokomOptions = {
  countryCode: string;
  id: number;
  name: string;
  lockVersion: number;
  actorId: number | null;
};

export const updateEkokom = async (db: Db, options: UpdateEkokomOptions) => {
  const where = and(eq(ekokoms.id, options.id), eq(ekokoms.countryCode, options.countryCode));
  await updateVersioned(db, {
    table: ekokoms,
    where,
    lockVersion: options.lockVersion,
    set: { name: options.name },
    actorId: options.actorId,
    current: async () => {
      const [row] = await db
        .select({ id: ekokoms.id, name: ekokoms.name, lockVersion: ekokoms.lockVersion })
        .from(ekokoms)
        .where(where);
      return row;
    },
  });
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
