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
    lockVersion: row.lockVersion,
  };
};

export type PatchConfigurationOptions = {
  countryCode: string;
  patch: ConfigurationPatch['configuration'];
  actorId: number | null;
};

/** Changes the one key of the patch (already validated per key by the contract schema). */
export const patchConfiguration = async (db: Db, options: PatchConfigurationOptions) => {
  const { lockVersion, ...patch } = options.patch;
  if (patch.systemUserId !== undefined && patch.systemUserId !== null) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, patch.systemUserId));
    if (!user) throw fieldError({ systemUserId: 'not_found' });
  }
  await updateVersioned(db, {
    table: configurations,
    where: eq(configurations.countryCode, options.countryCode),
    lockVersion,
    set: patch satisfies Partial<Configuration>,
    actorId: options.actorId,
    current: () => getConfiguration(db, options.countryCode),
  });
  return getConfiguration(db, options.countryCode);
};
