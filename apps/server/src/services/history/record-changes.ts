import { type ChangeRow, diffSnapshots } from '@bo/contract/history/diff';
import type { HistoryEntity } from '@bo/contract/history/schemas';
import type { Db } from '../../db/client';
import { changeHistory } from '../../db/schema/index';
import { currentChangeContext } from './change-context';
import { type LoadedSnapshot, snapshotLoaders } from './snapshots';

export type RecordChangesOptions = {
  entity: HistoryEntity;
  entityId: number;
  before: LoadedSnapshot | null;
  after: LoadedSnapshot | null;
};

/**
 * Writes the field-by-field difference of two snapshots of one record in `tx` (the save's own
 * transaction, so a failed save leaves no history), with who and through which screen (the
 * request's change context). One multi-row insert; nothing when nothing changed.
 */
export const recordChanges = async (tx: Db, options: RecordChangesOptions) => {
  const rows: ChangeRow[] = diffSnapshots(options.before?.snapshot ?? null, options.after?.snapshot ?? null);
  const owner = options.after ?? options.before;
  if (rows.length === 0 || !owner) return;
  const context = currentChangeContext(owner.countryCode);
  await tx.insert(changeHistory).values(
    rows.map((row) => ({
      entity: options.entity,
      entityId: options.entityId,
      customerId: owner.customerId,
      countryCode: owner.countryCode,
      ...row,
      userId: context.userId,
      routeName: context.routeName,
      pageUri: context.pageUri,
      source: context.source?.kind ?? null,
      sourceRef: context.source?.ref ?? null,
    })),
  );
};

/**
 * Runs a save of an existing record in `tx` between two snapshots and records what changed:
 * `await trackChanges(tx, 'invoice', id, () => …)`. The save must run in `tx` too.
 */
export const trackChanges = async <T>(tx: Db, entity: HistoryEntity, entityId: number, work: () => Promise<T>) => {
  const load = snapshotLoaders[entity];
  const before = await load(tx, entityId);
  const result = await work();
  await recordChanges(tx, { entity, entityId, before, after: await load(tx, entityId) });
  return result;
};

/** Records a record created in `tx` (one "created" row). */
export const recordCreated = async (tx: Db, entity: HistoryEntity, entityId: number) =>
  recordChanges(tx, { entity, entityId, before: null, after: await snapshotLoaders[entity](tx, entityId) });
