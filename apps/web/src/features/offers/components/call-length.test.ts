import { describe, expect, it } from 'vitest';
import { formatCallLength } from './call-length';

describe('formatCallLength (overview §2.6: calls in minutes and seconds)', () => {
  it('shows m:ss', () => {
    expect(formatCallLength(0)).toBe('0:00');
    expect(formatCallLength(null)).toBe('–');
    expect(formatCallLength(7)).toBe('0:07');
    expect(formatCallLength(125)).toBe('2:05');
    expect(formatCallLength(3600)).toBe('60:00');
  });
});
