import { describe, expect, it } from 'vitest';
import { daysBetween, formatDate, formatDateTime, isApiDate, toApiDate, toDate, weekStart, workWeek } from './format';

describe('date formats (rules §9)', () => {
  it('displays dd. MM. yyyy and dd. MM. yyyy HH:mm:ss', () => {
    expect(formatDate('2026-03-05')).toBe('05. 03. 2026');
    expect(formatDateTime(new Date(2026, 10, 21, 9, 5, 7))).toBe('21. 11. 2026 09:05:07');
    expect(formatDate(null)).toBe('');
    expect(formatDate('nonsense')).toBe('');
  });
  it('reads API dates as local calendar dates', () => {
    const date = toDate('2026-01-31');
    expect(date?.getDate()).toBe(31);
    expect(toApiDate(new Date(2026, 0, 31))).toBe('2026-01-31');
  });
  it('accepts only real API dates', () => {
    expect(isApiDate('2026-02-28')).toBe(true);
    expect(isApiDate('2026-02-30')).toBe(false);
    expect(isApiDate('28.2.2026')).toBe(false);
  });
});

describe('weeks start on Monday', () => {
  it('finds the Monday of the week and shifts by weekDiff', () => {
    expect(toApiDate(weekStart(new Date(2026, 10, 21)))).toBe('2026-11-16'); // Saturday
    expect(toApiDate(weekStart(new Date(2026, 10, 16)))).toBe('2026-11-16'); // Monday
    expect(toApiDate(weekStart(new Date(2026, 10, 22)))).toBe('2026-11-16'); // Sunday
    expect(toApiDate(weekStart(new Date(2026, 10, 21), 1))).toBe('2026-11-23');
    expect(toApiDate(weekStart(new Date(2026, 10, 21), -2))).toBe('2026-11-02');
  });
  it('gives exactly five working days', () => {
    expect(workWeek(new Date(2026, 11, 31)).map(toApiDate)).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
    ]);
  });
  it('counts whole days across a daylight-saving change', () => {
    expect(daysBetween(new Date(2026, 2, 28, 23), new Date(2026, 2, 30, 1))).toBe(2);
    expect(daysBetween(new Date(2026, 2, 30), new Date(2026, 2, 28))).toBe(-2);
  });
});
