import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, toDate } from './format';

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
  });
});
