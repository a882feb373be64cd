import { describe, expect, it } from 'vitest';
import {
  daysUntilNextCall,
  isInNextCallRange,
  nextCallColor,
  nextCallColors,
  nextCallRangeForColors,
  nextCallRangeOf,
} from './next-call';

const now = new Date('2025-03-10T10:00:00Z');
const inDays = (days: number, extraMs = 0) => new Date(now.getTime() + days * 86_400_000 + extraMs);

describe('next-call colour', () => {
  it('counts whole days until the call', () => {
    expect(daysUntilNextCall(inDays(0, 60_000), now)).toBe(0);
    expect(daysUntilNextCall(inDays(0, -60_000), now)).toBe(-1);
    expect(daysUntilNextCall(inDays(59, 3_600_000), now)).toBe(59);
    expect(daysUntilNextCall(inDays(60), now)).toBe(60);
    expect(daysUntilNextCall(inDays(-1).toISOString(), now)).toBe(-1);
  });
  it('is red below 0, green from 0 to under 60, white from 60 (ids 1, 3, 2)', () => {
    expect(nextCallColor(inDays(-1), now)).toBe(1);
    expect(nextCallColor(inDays(0, -1000), now)).toBe(nextCallColors.red);
    expect(nextCallColor(inDays(0, 1000), now)).toBe(3);
    expect(nextCallColor(inDays(59, 1000), now)).toBe(nextCallColors.green);
    expect(nextCallColor(inDays(60), now)).toBe(2);
    expect(nextCallColor(inDays(400), now)).toBe(nextCallColors.white);
  });
  it('is white with no call planned or an unreadable date', () => {
    expect(nextCallColor(null, now)).toBe(2);
    expect(nextCallColor(undefined, now)).toBe(2);
    expect(nextCallColor('nonsense', now)).toBe(2);
  });
});

describe('colour filter ranges', () => {
  it('maps each colour to the days of its colour', () => {
    for (const days of [-30, -1, 0, 59, 60, 365]) {
      const color = nextCallColor(inDays(days, 1000), now);
      for (const candidate of [1, 2, 3] as const) {
        expect(isInNextCallRange(days, nextCallRangeOf(candidate)), `${days} ${candidate}`).toBe(candidate === color);
      }
    }
    expect(isInNextCallRange(null, nextCallRangeOf(2))).toBe(true);
    expect(isInNextCallRange(null, nextCallRangeOf(3))).toBe(false);
  });
  it('covers ticked neighbours with one range', () => {
    expect(nextCallRangeForColors([])).toEqual({});
    expect(nextCallRangeForColors([1, 2, 3])).toEqual({});
    expect(nextCallRangeForColors([1])).toEqual({ nextCallInDaysTo: -1 });
    expect(nextCallRangeForColors([3])).toEqual({ nextCallInDaysFrom: 0, nextCallInDaysTo: 59 });
    expect(nextCallRangeForColors([2])).toEqual({ nextCallInDaysFrom: 60 });
    expect(nextCallRangeForColors([1, 3])).toEqual({ nextCallInDaysTo: 59 });
    expect(nextCallRangeForColors([3, 2])).toEqual({ nextCallInDaysFrom: 0 });
    expect(nextCallRangeForColors([1, 2])).toBeUndefined();
  });
});
