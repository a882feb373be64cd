import type { Role } from '@bo/contract/auth/roles';
import type { CountryCode } from '@bo/contract/reference/schemas';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roles, userCountries, userRoles, users } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { hashPassword } from '../auth/password';

export type CreateUserOptions = {
  login: string;
  name: string;
  surname: string;
  password: string;
  roles: Role[];
  countryCodes: CountryCode[];
  email?: string | null;
  ipLock?: string | null;
};

/** Creates a user with ordered roles and countries; returns the id. */
export const createUser = async (db: Db, options: CreateUserOptions): Promise<number> => {
  const passwordHash = await hashPassword(options.password);
  const roleRows = await db.select().from(roles).where(inArray(roles.name, options.roles));
  return inTransaction(db, async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        login: options.login,
        name: options.name,
        surname: options.surname,
        passwordHash,
        email: options.email ?? null,
        ipLock: options.ipLock ?? null,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('User insert returned nothing');
    await tx.insert(userRoles).values(
      options.roles.map((name, position) => {
        const role = roleRows.find((row) => row.name === name);
        if (!role) throw new Error(`Unknown role ${name}`);
        return { userId: user.id, roleId: role.id, position };
      }),
    );
    await tx
      .insert(userCountries)
      .values(options.countryCodes.map((countryCode, position) => ({ userId: user.id, countryCode, position })));
    return user.id;
  });
};
