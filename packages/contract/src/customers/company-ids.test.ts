import { describe, expect, it } from 'vitest';
import { formatPsc, icCheckDigit, isValidDic, isValidIc, isValidPsc, normalizeDic } from './company-ids';

describe('IČ', () => {
  it('accepts real IČ with their check digit', () => {
    for (const ic of ['27082440', '00006947', '45274649', '25596641', '69663963', '4527 4649']) {
      expect(isValidIc(ic), ic).toBe(true);
    }
  });
  it('computes the check digit, including the 0 and 1 cases of mod 11', () => {
    expect(icCheckDigit('2708244')).toBe(0);
    expect(icCheckDigit('4527464')).toBe(9);
    expect(icCheckDigit('0000001')).toBe(9);
    expect(icCheckDigit('0000006')).toBe(0); // sum 12, mod 11 = 1
    expect(icCheckDigit('0000000')).toBe(1); // mod 11 = 0
  });
  it('refuses a wrong check digit, wrong length and letters', () => {
    for (const ic of ['27082441', '2708244', '270824400', 'abcdefgh', '', '2708244O']) {
      expect(isValidIc(ic), ic).toBe(false);
    }
  });
});

describe('DIČ', () => {
  it('accepts CZ with 8 to 10 digits and SK with 10', () => {
    for (const dic of ['CZ27082440', 'CZ123456789', 'CZ7103192745', 'cz 2708 2440', 'SK2120123456']) {
      expect(isValidDic(dic), dic).toBe(true);
    }
    expect(normalizeDic('cz 2708 2440')).toBe('CZ27082440');
  });
  it('refuses other shapes', () => {
    for (const dic of ['27082440', 'CZ1234567', 'CZ12345678901', 'DE123456789', 'SK123456789', 'CZ12345abc']) {
      expect(isValidDic(dic), dic).toBe(false);
    }
  });
});

describe('PSČ', () => {
  it('accepts 5 digits with or without the space', () => {
    expect(isValidPsc('11000')).toBe(true);
    expect(isValidPsc('110 00')).toBe(true);
    expect(isValidPsc('1100')).toBe(false);
    expect(isValidPsc('110000')).toBe(false);
    expect(isValidPsc('11O00')).toBe(false);
    expect(formatPsc('11000')).toBe('110 00');
  });
});
