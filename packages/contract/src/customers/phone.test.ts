import { describe, expect, it } from 'vitest';
import { phoneField } from '../common/fields';
import { normalizePhone } from './phone';

describe('normalizePhone', () => {
  it('prefixes Czech 9-digit numbers with +420, whatever the spacing', () => {
    expect(normalizePhone('777 123 456')).toBe('+420777123456');
    expect(normalizePhone('777-123-456')).toBe('+420777123456');
    expect(normalizePhone('(777) 123/456')).toBe('+420777123456');
    expect(normalizePhone('420777123456')).toBe('+420777123456');
    expect(normalizePhone('+420 777 123 456')).toBe('+420777123456');
    expect(normalizePhone('00420777123456')).toBe('+420777123456');
  });
  it('keeps other international numbers', () => {
    expect(normalizePhone('+421 905 123 456')).toBe('+421905123456');
    expect(normalizePhone('0049 30 1234567')).toBe('+49301234567');
    expect(normalizePhone('+43 1 234567')).toBe('+431234567');
  });
  it('reads Slovak national numbers for the Slovak country', () => {
    expect(normalizePhone('0905 123 456', 'sk')).toBe('+421905123456');
    expect(normalizePhone('905 123 456', 'sk')).toBe('+421905123456');
  });
  it('gives nothing for what is not a phone number', () => {
    for (const phone of ['', 'abc', '12345', '777 123 45', '+12', 'tel. 777123456']) {
      expect(normalizePhone(phone), phone).toBe('');
    }
  });
  it('checks the typed shape and formats for display', () => {
    expect(phoneField.safeParse('+420 777 123 456').success).toBe(true);
    expect(phoneField.safeParse('').success).toBe(true);
    expect(phoneField.safeParse('call me').success).toBe(false);
  });
});
