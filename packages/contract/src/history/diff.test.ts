import { describe, expect, it } from 'vitest';
import { diffSnapshots, type Snapshot } from './diff';

const customer = (fields: Snapshot['fields'], contacts: Record<string, string> = {}): Snapshot => ({
  fields,
  items: {
    contact: Object.fromEntries(
      Object.entries(contacts).map(([key, name]) => [key, { label: name, fields: { name, phone: '' } }]),
    ),
  },
});

describe('diffSnapshots', () => {
  it('records a created and a deleted record as one row each', () => {
    const after = customer({ email: 'a@b.cz' });
    expect(diffSnapshots(null, after)).toEqual([
      {
        action: 'created',
        itemKind: null,
        itemKey: null,
        itemLabel: null,
        field: null,
        oldValue: null,
        newValue: null,
      },
    ]);
    expect(diffSnapshots(after, null).map((row) => row.action)).toEqual(['deleted']);
    expect(diffSnapshots(null, null)).toEqual([]);
  });

  it('records only the fields that changed, from what to what', () => {
    const rows = diffSnapshots(
      customer({ email: 'a@b.cz', agreement: false, price: 10 }),
      customer({ email: 'c@d.cz', agreement: false, price: 12.5 }),
    );
    expect(rows.map(({ field, oldValue, newValue }) => ({ field, oldValue, newValue }))).toEqual([
      { field: 'email', oldValue: 'a@b.cz', newValue: 'c@d.cz' },
      { field: 'price', oldValue: 10, newValue: 12.5 },
    ]);
  });

  it('records added, changed and removed items by their key', () => {
    const before = customer({}, { '1': 'Jan', '2': 'Eva' });
    const after = customer({}, { '1': 'Jana', '3': 'Petr' });
    const rows = diffSnapshots(before, after);
    expect(rows.map(({ action, itemKey, itemLabel, field }) => [action, itemKey, itemLabel, field])).toEqual([
      ['changed', '1', 'Jana', 'name'],
      ['deleted', '2', 'Eva', null],
      ['created', '3', 'Petr', null],
    ]);
    expect(rows[1]?.oldValue).toEqual({ name: 'Eva', phone: '' });
    expect(rows[2]?.newValue).toEqual({ name: 'Petr', phone: '' });
  });

  it('treats an unchanged save as no change', () => {
    const same = customer({ email: 'a@b.cz', nextCall: null }, { '1': 'Jan' });
    expect(diffSnapshots(same, structuredClone(same))).toEqual([]);
  });
});
