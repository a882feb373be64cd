import { describe, expect, it } from 'vitest';
import { differencesOf, rowFieldOf, withRowVersions } from './stale-version';

describe('differencesOf', () => {
  const labelOf = (path: string) => path;

  it('compares a list of records row by row and leaves every version out', () => {
    const typed = {
      userProfits: [
        { productId: 1, repeaterPercent: 9, lockVersion: 1 },
        { productId: 2, repeaterPercent: null, lockVersion: null },
      ],
    };
    const current = {
      userProfits: [
        { productId: 1, repeaterPercent: 8, lockVersion: 2 },
        { productId: 2, repeaterPercent: null, lockVersion: null },
      ],
    };
    expect(differencesOf(typed, current, labelOf)).toEqual([
      { path: 'userProfits.0.repeaterPercent', label: 'userProfits.0.repeaterPercent', typed: 9, current: 8 },
    ]);
  });

  it('compares a list of values (roles) as one value', () => {
    expect(
      differencesOf({ roles: ['driver'], lockVersion: 1 }, { roles: ['operator'], lockVersion: 2 }, labelOf),
    ).toEqual([{ path: 'roles', label: 'roles', typed: ['driver'], current: ['operator'] }]);
    expect(differencesOf({ roles: ['driver'] }, { roles: ['driver'] }, labelOf)).toEqual([]);
  });
});

describe('rows of a versioned list', () => {
  it('takes each stored row’s version for an overwrite, and names a row field', () => {
    expect(
      withRowVersions(
        [
          { id: 1, lockVersion: 1 },
          { id: 2, lockVersion: null },
        ],
        [{ id: 1, lockVersion: 3 }],
      ),
    ).toEqual([
      { id: 1, lockVersion: 3 },
      { id: 2, lockVersion: null },
    ]);
    expect(rowFieldOf('contacts.1.phone')).toEqual({ index: 1, field: 'phone' });
  });
});
