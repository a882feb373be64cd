import type { UserDetail, UserInput } from '@bo/contract/users/schemas';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roles, userCountries, userLines, userRoles, users, voipLines } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { updateVersioned } from '../../db/update-versioned';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import type { SecretBox } from '../../lib/secret-box';
import { hashPassword } from '../auth/password';
import { deleteUserSessions } from '../auth/sessions';
import { referencingTables } from '../settings/references';
import { listUsers } from './load-user';

/** Full user records for the settings screen, in the order of GET /v1/users. */
export const listUserDetails = async (db: Db, options: { countryCode?: string }): Promise<UserDetail[]> => {
  const base = await listUsers(db, { countryCode: options.countryCode, includeInactive: true });
  if (base.length === 0) return [];
  const ids = base.map((user) => user.id);
  const rows = await db.select().from(users).where(inArray(users.id, ids));
  const lines = await db
    .select()
    .from(userLines)
    .where(inArray(userLines.userId, ids))
    .orderBy(asc(userLines.voipLineId));
  return base.map((user) => {
    const row = rows.find((candidate) => candidate.id === user.id);
    return {
      ...user,
      ipLock: row?.ipLock ?? null,
      start: row?.start ?? null,
      email: row?.email ?? null,
      hasEmailPassword: Boolean(row?.emailPasswordEncrypted),
      emailSMTP: row?.emailSmtp ?? null,
      emailPort: row?.emailPort ?? null,
      phone: row?.phone ?? null,
      offerApplicationSubject: row?.offerApplicationSubject ?? null,
      offerApplicationBody: row?.offerApplicationBody ?? null,
      offerLapolSubject: row?.offerLapolSubject ?? null,
      offerLapolBody: row?.offerLapolBody ?? null,
      userLines: lines
        .filter((line) => line.userId === user.id)
        .map((line) => ({ externalLineId: line.voipLineId, isDefault: line.isDefault, userId: line.userId })),
      lockVersion: row?.lockVersion ?? 0,
    };
  });
};

const checkInput = async (db: Db, input: UserInput, id?: number) => {
  // A login already taken is refused by the database (users_login_idx → 409 on `login`).
  const fields: Record<string, string> = {};
  if (id === undefined && !input.password) fields.password = 'required';
  if (input.password && input.password.length < 8) fields.password = 'too_short';
  if (new Set(input.roles).size !== input.roles.length) fields.roles = 'duplicate';
  if (new Set(input.countryCodes).size !== input.countryCodes.length) fields.countryCodes = 'duplicate';
  const lineIds = input.userLines.map((line) => line.externalLineId);
  if (new Set(lineIds).size !== lineIds.length) fields.userLines = 'duplicate';
  else if (lineIds.length && input.userLines.filter((line) => line.isDefault).length !== 1) {
    fields.userLines = 'one_default_line';
  } else if (lineIds.length) {
    const existing = await db.select({ id: voipLines.id }).from(voipLines).where(inArray(voipLines.id, lineIds));
    const taken = await db
      .select({ voipLineId: userLines.voipLineId })
      .from(userLines)
      .where(and(inArray(userLines.voipLineId, lineIds), id === undefined ? sql`true` : ne(userLines.userId, id)));
    input.userLines.forEach((line, index) => {
      if (!existing.some((row) => row.id === line.externalLineId))
        fields[`userLines.${index}.externalLineId`] = 'not_found';
      else if (taken.some((row) => row.voipLineId === line.externalLineId)) {
        fields[`userLines.${index}.externalLineId`] = 'not_available';
      }
    });
  }
  if (Object.keys(fields).length) throw fieldError(fields);
};

const profileOf = (input: UserInput, secretBox: SecretBox) => ({
  name: input.name,
  surname: input.surname,
  login: input.login,
  isActive: input.isActive,
  ipLock: input.ipLock ?? null,
  start: input.start ?? null,
  email: input.email ?? null,
  emailSmtp: input.emailSMTP ?? null,
  emailPort: input.emailPort ?? null,
  phone: input.phone ?? null,
  offerApplicationSubject: input.offerApplicationSubject ?? null,
  offerApplicationBody: input.offerApplicationBody ?? null,
  offerLapolSubject: input.offerLapolSubject ?? null,
  offerLapolBody: input.offerLapolBody ?? null,
  ...(input.emailPassword === undefined
    ? {}
    : { emailPasswordEncrypted: input.emailPassword === '' ? null : secretBox.encrypt(input.emailPassword) }),
});

const replaceMemberships = async (tx: Db, id: number, input: UserInput) => {
  const roleRows = await tx.select().from(roles).where(inArray(roles.name, input.roles));
  await tx.delete(userRoles).where(eq(userRoles.userId, id));
  await tx.insert(userRoles).values(
    input.roles.map((name, position) => ({
      userId: id,
      roleId: roleRows.find((role) => role.name === name)?.id as number,
      position,
    })),
  );
  await tx.delete(userCountries).where(eq(userCountries.userId, id));
  await tx
    .insert(userCountries)
    .values(input.countryCodes.map((countryCode, position) => ({ userId: id, countryCode, position })));
  await tx.delete(userLines).where(eq(userLines.userId, id));
  if (input.userLines.length) {
    await tx
      .insert(userLines)
      .values(
        input.userLines.map((line) => ({ userId: id, voipLineId: line.externalLineId, isDefault: line.isDefault })),
      );
  }
};

export const createManagedUser = async (db: Db, secretBox: SecretBox, input: UserInput) => {
  await checkInput(db, input);
  const passwordHash = await hashPassword(input.password as string);
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({ ...profileOf(input, secretBox), passwordHash })
      .returning({ id: users.id });
    const id = row?.id as number;
    await replaceMemberships(tx, id, input);
    return id;
  });
};

export type UpdateUserOptions = { id: number; input: UserInput; lockVersion: number; actingUserId: number };

/** A new password or a deactivation ends every session of that user. */
export const updateManagedUser = async (db: Db, secretBox: SecretBox, options: UpdateUserOptions) => {
  const { id, input } = options;
  const [current] = await db.select().from(users).where(eq(users.id, id));
  if (!current) throw notFound();
  await checkInput(db, input, id);
  if (id === options.actingUserId && (!input.isActive || !input.roles.includes('administrator'))) {
    throw fieldError({ [input.isActive ? 'roles' : 'isActive']: 'cannot_change_self' });
  }
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  await inTransaction(db, async (tx) => {
    await updateVersioned(tx, {
      table: users,
      where: eq(users.id, id),
      lockVersion: options.lockVersion,
      set: {
        ...profileOf(input, secretBox),
        ...(passwordHash ? { passwordHash, passwordChangedAt: new Date() } : {}),
      },
      actorId: options.actingUserId,
      current: async () => (await listUserDetails(tx, {})).find((user) => user.id === id),
    });
    await replaceMemberships(tx, id, input);
  });
  if (passwordHash || !input.isActive) await deleteUserSessions(db, id);
};

/** What belongs to the user account itself and goes with it; anything else is history. */
const OWN_TABLES = [
  'user_roles',
  'user_countries',
  'user_lines',
  'user_files',
  'user_profits',
  'sessions',
  'notifications',
  'audit_log',
];

/** Deletes a user, or deactivates one who owns data (their name stays on their history). */
export const deleteManagedUser = async (db: Db, options: { id: number; actingUserId: number }) => {
  if (options.id === options.actingUserId) throw new AppError(409, 'error.cannot_delete_self');
  const [current] = await db.select({ id: users.id }).from(users).where(eq(users.id, options.id));
  if (!current) throw notFound();
  const owned = await referencingTables(db, { table: 'users', id: options.id, ignore: OWN_TABLES });
  await deleteUserSessions(db, options.id);
  if (owned.length > 0) {
    await db.update(users).set({ isActive: false }).where(eq(users.id, options.id));
    return { id: options.id, isHidden: true };
  }
  await db.delete(users).where(eq(users.id, options.id));
  return { id: options.id, isHidden: false };
};
