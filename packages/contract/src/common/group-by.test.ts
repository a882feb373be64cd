import { describe, expect, it } from 'vitest';
import { groupBy } from './group-by';

describe('groupBy', () => {
  it('keeps the order of the keys and of the items in each group', () => {
    const groups = groupBy([3, 1, 4, 1, 5, 9, 2, 6], (value) => value % 3);
    expect([...groups.entries()]).toEqual([
      [0, [3, 9, 6]],
      [1, [1, 4, 1]],
      [2, [5, 2]],
    ]);
    expect(groupBy([], String).size).toBe(0);
  });
});
