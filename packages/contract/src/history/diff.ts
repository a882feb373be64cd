import type { HistoryAction, HistoryItemKind } from './schemas';

export type SnapshotValue = string | number | boolean | null;
export type SnapshotFields = Record<string, SnapshotValue>;
export type SnapshotItem = { label: string; fields: SnapshotFields };

/** A record as the history compares it: its fields and its items by kind and stable key. */
export type Snapshot = {
  fields: SnapshotFields;
  items: Partial<Record<HistoryItemKind, Record<string, SnapshotItem>>>;
};

export type ChangeRow = {
  action: HistoryAction;
  itemKind: HistoryItemKind | null;
  itemKey: string | null;
  itemLabel: string | null;
  field: string | null;
  oldValue: SnapshotValue | SnapshotFields;
  newValue: SnapshotValue | SnapshotFields;
};

const fieldChanges = (before: SnapshotFields, after: SnapshotFields) =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((field) => (before[field] ?? null) !== (after[field] ?? null))
    .map((field) => ({ field, oldValue: before[field] ?? null, newValue: after[field] ?? null }));

const itemChanges = (kind: HistoryItemKind, before: Snapshot['items'], after: Snapshot['items']): ChangeRow[] => {
  const old = before[kind] ?? {};
  const next = after[kind] ?? {};
  const rows: ChangeRow[] = [];
  for (const [key, item] of Object.entries(old)) {
    const now = next[key];
    const base = { itemKind: kind, itemKey: key, itemLabel: (now ?? item).label };
    if (!now) rows.push({ ...base, action: 'deleted', field: null, oldValue: item.fields, newValue: null });
    else
      for (const change of fieldChanges(item.fields, now.fields)) rows.push({ ...base, action: 'changed', ...change });
  }
  for (const [key, item] of Object.entries(next)) {
    if (old[key]) continue;
    rows.push({
      itemKind: kind,
      itemKey: key,
      itemLabel: item.label,
      action: 'created',
      field: null,
      oldValue: null,
      newValue: item.fields,
    });
  }
  return rows;
};

const record = { itemKind: null, itemKey: null, itemLabel: null, field: null } as const;

/**
 * The change rows between two snapshots of one record (decision 151): a created or deleted record
 * is one row; otherwise one row per changed field, per added or removed item and per changed field
 * of an item. Values compare exactly (the loader normalises numbers, dates and times).
 */
export const diffSnapshots = (before: Snapshot | null, after: Snapshot | null): ChangeRow[] => {
  if (!before && !after) return [];
  if (!before) return [{ ...record, action: 'created', oldValue: null, newValue: null }];
  if (!after) return [{ ...record, action: 'deleted', oldValue: null, newValue: null }];
  const kinds = [...new Set([...Object.keys(before.items), ...Object.keys(after.items)])] as HistoryItemKind[];
  return [
    ...fieldChanges(before.fields, after.fields).map((change) => ({
      ...record,
      action: 'changed' as const,
      ...change,
    })),
    ...kinds.flatMap((kind) => itemChanges(kind, before.items, after.items)),
  ];
};
