import { describe, expect, it } from 'vitest';
import { parseTypedDate } from './parse-typed-date';

describe('parseTypedDate', () => {
  it('reads the shown format with or without spaces, and the wire format', () => {
    expect(parseTypedDate('20. 11. 2026')).toBe('2026-11-20');
    expect(parseTypedDate('1.2.2027')).toBe('2027-02-01');
    expect(parseTypedDate(' 2026-11-23 ')).toBe('2026-11-23');
    expect(parseTypedDate(' 29. 2. 2028 ')).toBe('2028-02-29');
  });
  it('refuses a day that does not exist and anything not a date', () => {
    expect(parseTypedDate('31. 11. 2026')).toBeNull();
    expect(parseTypedDate('29. 2. 2027')).toBeNull();
    expect(parseTypedDate('20. 11.')).toBeNull();
    expect(parseTypedDate('zítra')).toBeNull();
  });
});
