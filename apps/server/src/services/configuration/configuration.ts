import type { Configuration, ConfigurationPatch, ConfigurationRecord } from '@bo/contract/configuration/schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { configurations, users } from '../../db/schema/index';
import { updateVersioned } from '../../db/update-versioned';
import { fieldError, notFound } from '../../lib/app-error';

export const getConfiguration = async (db: Db, countryCode: string): Promise<ConfigurationRecord> => {
  const [row] = await db.select().from(configurations).where(eq(configurations.countryCode, countryCode));
  if (!row) throw notFound();
  return {
    enableInspection: row.enableInspection,
    enableVoip: row.enableVoip,
    enableOfferV2: row.enableOfferV2,
    defaultInspectionNote: row.defaultInspectionNote,
    systemUserId: row.systemUserId,
    maturityOverdueDays: row.maturityOverdueDays,
    locale: row.locale as Configuration['locale'],
    mapCenterLatitude: row.mapCenterLatitude,
    mapCenterLongitude: row.mapCenterLongitude,
    mapZoom: row.mapZoom,
    reminderEnabled: row.reminderEnabled,
    reminderFirstDays: row.reminderFirstDays,
    reminderSecondDays: row.reminderSecondDays,
    reminderSubject: row.reminderSubject,
    reminderText: row.reminderText,
    depot:
      row.depotAddress !== null && row.depotLatitude !== null && row.depotLongitude !== null
        ? { address: row.depotAddress, latitude: row.depotLatitude, longitude: row.depotLongitude }
        : null,
    lockVersion: row.lockVersion,
  };
};

/**
 * The second reminder comes after the first: a patch of either day count that would put the second
 * on or before the first is a field error on the key sent.
 */
const checkReminderDays = async (db: Db, countryCode: string, patch: Partial<Configuration>) => {
  if (patch.reminderFirstDays === undefined && patch.reminderSecondDays === undefined) return;
  const current = await getConfiguration(db, countryCode);
  const first = patch.reminderFirstDays ?? current.reminderFirstDays;
  const second = patch.reminderSecondDays ?? current.reminderSecondDays;
  if (second > first) return;
  throw fieldError(
    patch.reminderFirstDays === undefined
      ? { reminderSecondDays: 'not_after_first_reminder' }
      : { reminderFirstDays: 'not_before_second_reminder' },
  );
};

export type PatchConfigurationOptions = {
  countryCode: string;
  patch: ConfigurationPatch['configuration'];
  actorId: number | null;
};

/** Changes the one key of the patch (already validated per key by the contract schema). */
export const patchConfiguration = async (db: Db, options: PatchConfigurationOptions) => {
  const { lockVersion, depot, ...rest } = options.patch;
  // the depot is one setting on the wire, three columns in the row
  const patch: Omit<typeof rest, never> & {
    depotAddress?: string | null;
    depotLatitude?: number | null;
    depotLongitude?: number | null;
  } =
    depot === undefined
      ? rest
      : {
          depotAddress: depot?.address ?? null,
          depotLatitude: depot?.latitude ?? null,
          depotLongitude: depot?.longitude ?? null,
        };
  if (patch.systemUserId !== undefined && patch.systemUserId !== null) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, patch.systemUserId));
    if (!user) throw fieldError({ systemUserId: 'not_found' });
  }
  await checkReminderDays(db, options.countryCode, patch);
  await updateVersioned(db, {
    table: configurations,
    where: eq(configurations.countryCode, options.countryCode),
    lockVersion,
    set: patch,
    actorId: options.actorId,
    current: () => getConfiguration(db, options.countryCode),
  });
  return getConfiguration(db, options.countryCode);
};
