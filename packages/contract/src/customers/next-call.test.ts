import { describe, expect, it } from 'vitest';
import {
  daysUntilNextCall,
  nextCallColor,
  nextCallColors,
  nextCallDaysOf,
  nextCallRangeForColors,
  nextCallRangeOf,
} from './next-call';

// 10 March 2025, 11:00 in Prague (UTC+1); Prague days start at 23:00 UTC the evening before.
const now = new Date('2025-03-10T10:00:00Z');
/** An instant at `hour` o'clock Prague winter time (UTC+1), `days` calendar days from now's day. */
const pragueAt = (days: number, hour = 12) => new Date(Date.UTC(2025, 2, 10 + days, hour - 1));

describe('next-call colour', () => {
  it('counts the whole days left before the call day (tomorrow 0, today −1)', () => {
    expect(daysUntilNextCall(pragueAt(1, 0), now)).toBe(0);
    expect(daysUntilNextCall(pragueAt(1, 23), now)).toBe(0);
    expect(daysUntilNextCall(pragueAt(0, 23), now)).toBe(-1);
    expect(daysUntilNextCall(pragueAt(0, 8), now)).toBe(-1);
    expect(daysUntilNextCall(pragueAt(-1).toISOString(), now)).toBe(-2);
    expect(daysUntilNextCall(pragueAt(60), now)).toBe(59);
    expect(daysUntilNextCall(pragueAt(61, 0), now)).toBe(60);
  });
  it('uses the Prague calendar day, not UTC: 23:30 UTC is already tomorrow in Prague', () => {
    expect(daysUntilNextCall(new Date('2025-03-10T22:59:00Z'), now)).toBe(-1);
    expect(daysUntilNextCall(new Date('2025-03-10T23:00:00Z'), now)).toBe(0);
    // late evening in Prague, the next UTC day has not begun but the Prague one has
    expect(daysUntilNextCall(new Date('2025-03-11T10:00:00Z'), new Date('2025-03-10T23:30:00Z'))).toBe(-1);
  });
  it('is red today (earlier or later) and before, green from tomorrow to 60 days ahead, white after', () => {
    expect(nextCallColor(pragueAt(-1), now)).toBe(1);
    expect(nextCallColor(pragueAt(0, 8), now)).toBe(nextCallColors.red);
    expect(nextCallColor(pragueAt(0, 23), now)).toBe(nextCallColors.red);
    expect(nextCallColor(new Date(now.getTime() + 60_000), now)).toBe(nextCallColors.red);
    expect(nextCallColor(pragueAt(1, 0), now)).toBe(3);
    expect(nextCallColor(pragueAt(60, 20), now)).toBe(nextCallColors.green);
    expect(nextCallColor(pragueAt(61, 0), now)).toBe(2);
    expect(nextCallColor(pragueAt(400), now)).toBe(nextCallColors.white);
  });
  it('is white with no call planned or an unreadable date', () => {
    expect(nextCallColor(null, now)).toBe(2);
    expect(nextCallColor(undefined, now)).toBe(2);
    expect(nextCallColor('nonsense', now)).toBe(2);
  });
  it('bounds a range by Prague calendar days', () => {
    expect(nextCallDaysOf({ nextCallInDaysTo: -1 }, now)).toEqual({ untilDay: '2025-03-11' });
    expect(nextCallDaysOf({ nextCallInDaysFrom: 0, nextCallInDaysTo: 59 }, now)).toEqual({
      fromDay: '2025-03-11',
      untilDay: '2025-05-10',
    });
    expect(nextCallDaysOf({ nextCallInDaysFrom: 60 }, now)).toEqual({ fromDay: '2025-05-10' });
    expect(nextCallDaysOf({}, new Date(now.getTime() + 13 * 3_600_000))).toEqual({});
  });
});

describe('colour filter ranges', () => {
  it('maps each colour to the days of its colour', () => {
    for (const days of [-30, -1, 0, 59, 60, 365]) {
      const call = pragueAt(days + 1);
      expect(daysUntilNextCall(call, now)).toBe(days);
      const color = nextCallColor(call, now);
      for (const candidate of [1, 2, 3] as const) {
        const { nextCallInDaysFrom: from = -Infinity, nextCallInDaysTo: to = Infinity } = nextCallRangeOf(candidate);
        expect(days >= from && days <= to, `${days} ${candidate}`).toBe(candidate === color);
      }
    }
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
