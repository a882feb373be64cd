import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';
import { unlockLogin } from '../auth/login-throttle';

/** POST /v1/users/{id}/unlock: the administrator lifts a user's failed-login lock. */
export const unlockUserLogin = async (db: Db, userId: number) => {
  const [user] = await db.select({ login: users.login }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound();
  await unlockLogin(db, user.login);
};
