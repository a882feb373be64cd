import type { UserLanguage } from '@bo/contract/auth/schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';
import { findUserById, toSessionUser } from './load-user';

/** Remembers the language a user chose for the app; answers the user as GET /v1/auth/logged would. */
export const setUserLanguage = async (db: Db, options: { userId: number; language: UserLanguage }) => {
  await db.update(users).set({ language: options.language }).where(eq(users.id, options.userId));
  const record = await findUserById(db, options.userId);
  if (!record) throw notFound();
  return toSessionUser(record);
};
