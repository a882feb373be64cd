import { describe, expect, it } from 'vitest';
import { ibanMatchesAccount, isValidBankAccount, isValidIban, isValidSwift, normalizeIban } from './bank-details';

describe('bank account number', () => {
  it('accepts numbers whose prefix and number pass the mod-11 check, with or without a prefix', () => {
    for (const account of ['19-2000145399/0800', '2000145399/0800', '000019-2000145399/0800', '123457/0710']) {
      expect(isValidBankAccount(account), account).toBe(true);
    }
    expect(isValidBankAccount(' 19-2000145399 / 0800 ')).toBe(true);
  });
  it('refuses a wrong check, a bad prefix, a number with one non-zero digit and other shapes', () => {
    for (const account of [
      '2000145398/0800', // number fails mod 11
      '18-2000145399/0800', // prefix fails mod 11
      '0000000000/0100', // mod 11 holds, but a number needs two digits other than zero
      '00/0100',
      '2000145399', // no bank code
      '2000145399/800', // bank code of 3 digits
      '1234567-2000145399/0800', // prefix of 7 digits
      '12345678901/0800', // number of 11 digits
      'CZ65/0800',
      '',
    ]) {
      expect(isValidBankAccount(account), account).toBe(false);
    }
  });
});

describe('IBAN', () => {
  it('accepts IBANs passing MOD 97-10, in groups and lower case', () => {
    for (const iban of [
      'CZ6508000000192000145399',
      'CZ65 0800 0000 1920 0014 5399',
      'cz6508000000192000145399',
      'SK3112000000198742637541',
      'DE89370400440532013000',
    ]) {
      expect(isValidIban(iban), iban).toBe(true);
    }
    expect(normalizeIban('cz65 0800 0000 1920 0014 5399')).toBe('CZ6508000000192000145399');
  });
  it('refuses a wrong check digit, a wrong length for the country and other shapes', () => {
    for (const iban of [
      'CZ6508000000192000145398',
      'CZ650800000019200014539',
      'CZ65080000001920001453990',
      '6508000000192000145399',
      'CZ6X08000000192000145399',
      '',
    ]) {
      expect(isValidIban(iban), iban).toBe(false);
    }
  });
  it('knows whether a Czech IBAN holds the account (bank code, prefix, number)', () => {
    expect(ibanMatchesAccount('CZ6508000000192000145399', '19-2000145399/0800')).toBe(true);
    expect(ibanMatchesAccount('CZ6508000000192000145399', '2000145399/0800')).toBe(false);
    expect(ibanMatchesAccount('CZ6508000000192000145399', '19-2000145399/0100')).toBe(false);
    // another country's IBAN, or no account to compare with, is not compared
    expect(ibanMatchesAccount('DE89370400440532013000', '19-2000145399/0800')).toBe(true);
    expect(ibanMatchesAccount('CZ6508000000192000145399', '')).toBe(true);
  });
});

describe('SWIFT/BIC', () => {
  it('accepts 8 and 11 characters: bank, country, location, branch', () => {
    for (const swift of ['GIBACZPX', 'FIOBCZPPXXX', 'gibaczpx', 'KOMB CZ PP'])
      expect(isValidSwift(swift), swift).toBe(true);
  });
  it('refuses other lengths and digits in the bank or country', () => {
    for (const swift of ['GIBACZP', 'GIBACZPXX', 'GIBACZPXXXXX', '1IBACZPX', 'GIBA1ZPX', '']) {
      expect(isValidSwift(swift), swift).toBe(false);
    }
  });
});
