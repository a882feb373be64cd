import { describe, expect, it } from 'vitest';
import { czechPluralForm, pluralize } from './plural';

describe('czechPluralForm (rules §5)', () => {
  it.each([
    [0, 0],
    [1, 1],
    [2, 2],
    [3, 2],
    [4, 2],
    [5, 3],
    [11, 3],
    [21, 3],
    [22, 3],
    [100, 3],
    [1.5, 3],
    [-1, 1],
  ])('%d → form %d', (count, form) => {
    expect(czechPluralForm(count)).toBe(form);
  });
});

describe('pluralize', () => {
  const days = 'žádný den|{count} den|{count} dny|{count} dní';
  it('picks the Czech form and fills the count', () => {
    expect(pluralize(days, 0, 'cs')).toBe('žádný den');
    expect(pluralize(days, 1, 'cs')).toBe('1 den');
    expect(pluralize(days, 3, 'cs')).toBe('3 dny');
    expect(pluralize(days, 5, 'cs')).toBe('5 dní');
  });
  it('uses the same forms for Slovak (1; 2–4; 0 and 5+)', () => {
    const sk = 'žiadny deň|{count} deň|{count} dni|{count} dní';
    expect(pluralize(sk, 0, 'sk')).toBe('žiadny deň');
    expect(pluralize(sk, 1, 'sk')).toBe('1 deň');
    expect(pluralize(sk, 4, 'sk')).toBe('4 dni');
    expect(pluralize(sk, 5, 'sk')).toBe('5 dní');
    expect(pluralize(sk, 1.5, 'sk')).toBe('1.5 dní');
  });
  it('uses the English rule for en', () => {
    const en = 'no days|{count} day|{count} days|{count} days';
    expect(pluralize(en, 3, 'en')).toBe('3 days');
    expect(pluralize(en, 1, 'en')).toBe('1 day');
  });
  it('leaves a text without forms as it is', () => {
    expect(pluralize('{count} ks', 7, 'cs')).toBe('7 ks');
  });
});
