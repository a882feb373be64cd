import { describe, expect, it } from 'vitest';
import {
  addDays,
  companyDayOf,
  companyWeekStart,
  companyWorkWeek,
  daysBetween,
  weekdayIndexOf,
} from './business-calendar';

describe('business calendar', () => {
  it('answers Monday to Friday of the current week in Prague time', () => {
    // Sunday 23:30 UTC is already Monday in Prague (summer time: +2)
    expect(companyWorkWeek(new Date('2026-06-14T22:30:00Z'))).toEqual([
      '2026-06-15',
      '2026-06-16',
      '2026-06-17',
      '2026-06-18',
      '2026-06-19',
    ]);
    expect(companyWorkWeek(new Date('2026-06-14T21:30:00Z'))[0]).toBe('2026-06-08');
    expect(companyWorkWeek(new Date('2026-11-25T12:00:00Z'), -1)[0]).toBe('2026-11-16');
    expect(companyWorkWeek(new Date('2026-12-30T12:00:00Z'), 1)).toEqual([
      '2027-01-04',
      '2027-01-05',
      '2027-01-06',
      '2027-01-07',
      '2027-01-08',
    ]);
  });

  it('counts days and weekdays', () => {
    expect(companyDayOf(new Date('2026-01-01T23:30:00Z'))).toBe('2026-01-02');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(weekdayIndexOf('2026-11-23')).toBe(0);
    expect(weekdayIndexOf('2026-11-29')).toBe(6);
  });

  it("remembers a day per UTC hour and answers Intl's Prague day for every quarter hour, across clock changes", () => {
    const prague = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' });
    // 1946–47 (the winter on UTC), 1979 (summer time back), 2026–27 (both changes), each instant asked twice
    for (const [from, to] of [
      ['1946-11-25', '1947-03-05'],
      ['1979-03-25', '1979-04-05'],
      ['2026-03-25', '2026-04-02'],
      ['2026-10-20', '2026-11-05'],
    ] as const) {
      for (let time = Date.parse(`${from}T00:00:00Z`); time < Date.parse(`${to}T00:00:00Z`); time += 900_000) {
        const instant = new Date(time);
        expect(companyDayOf(instant)).toBe(prague.format(instant));
        expect(companyDayOf(new Date(time))).toBe(prague.format(instant));
      }
    }
    expect(companyDayOf(new Date('2026-03-29T00:59:59.999Z'))).toBe('2026-03-29');
    expect(companyDayOf(new Date('2026-10-24T21:59:59.999Z'))).toBe('2026-10-24');
    expect(companyDayOf(new Date('2026-10-24T22:00:00Z'))).toBe('2026-10-25');
    expect(companyDayOf(new Date('1850-06-01T23:30:00Z'))).toBe(prague.format(new Date('1850-06-01T23:30:00Z')));
    expect(() => companyDayOf(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('starts weeks on Monday and counts days across a daylight-saving change', () => {
    expect(companyWeekStart(new Date('2026-11-21T12:00:00Z'))).toBe('2026-11-16'); // Saturday
    expect(companyWeekStart(new Date('2026-11-22T12:00:00Z'), 1)).toBe('2026-11-23'); // Sunday, next week
    expect(companyWeekStart(new Date('2026-11-16T12:00:00Z'), -2)).toBe('2026-11-02');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-03-30', '2026-03-28')).toBe(-2);
  });
});
