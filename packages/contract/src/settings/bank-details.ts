/**
 * The bank details of a billing info: a Czech (or Slovak) account number, IBAN and SWIFT/BIC. Input may
 * carry spaces and lower case; the normalised forms are what is stored and printed.
 */

const withoutSpaces = (value: string) => value.replace(/\s+/g, '');

/** `[prefix-]number/bank code`: prefix up to 6 digits, number 2–10, bank code 4 (Czech and Slovak format). */
const ACCOUNT = /^(?:(\d{1,6})-)?(\d{2,10})\/(\d{4})$/;

/** Weights of the mod-11 check, from the right (Czech National Bank decree 169/2011, the same in Slovakia). */
const WEIGHTS = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];

const isMod11 = (digits: string) =>
  [...digits].reverse().reduce((sum, digit, index) => sum + Number(digit) * (WEIGHTS[index] ?? 0), 0) % 11 === 0;

export type AccountParts = { prefix: string; number: string; bankCode: string };

/** The parts of a well-formed account number, or undefined. */
export const accountParts = (value: string): AccountParts | undefined => {
  const match = ACCOUNT.exec(withoutSpaces(value));
  if (!match) return undefined;
  return { prefix: match[1] ?? '', number: match[2] ?? '', bankCode: match[3] ?? '' };
};

/**
 * A Czech or Slovak account number: both the prefix and the number pass the mod-11 check, and the number has
 * at least two digits that are not zero.
 */
export const isValidBankAccount = (value: string): boolean => {
  const parts = accountParts(value);
  if (!parts) return false;
  const nonZero = [...parts.number].filter((digit) => digit !== '0').length;
  return nonZero >= 2 && isMod11(parts.prefix) && isMod11(parts.number);
};

export const normalizeBankAccount = (value: string) => withoutSpaces(value);

/** IBAN and BIC: letters and digits only, upper case (an IBAN is often written in groups of four). */
export const normalizeIban = (value: string) => withoutSpaces(value).toUpperCase();
export const normalizeSwift = (value: string) => withoutSpaces(value).toUpperCase();

/** Lengths of the IBANs of the countries a billing info is likely to bank in; others: 15–34 characters. */
const IBAN_LENGTHS: Record<string, number> = { CZ: 24, SK: 24, AT: 20, DE: 22, PL: 28, HU: 28 };

/** The remainder of a long decimal string by 97, computed in chunks (ISO 7064 MOD 97-10). */
const mod97 = (digits: string) => {
  let remainder = 0;
  for (let start = 0; start < digits.length; start += 7) {
    remainder = Number(`${remainder}${digits.slice(start, start + 7)}`) % 97;
  }
  return remainder;
};

/** IBAN (ISO 13616): country, two check digits, the national part; the whole passes MOD 97-10. */
export const isValidIban = (value: string): boolean => {
  const iban = normalizeIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (length !== undefined && iban.length !== length) return false;
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`;
  const digits = [...rearranged].map((char) => (/\d/.test(char) ? char : String(char.charCodeAt(0) - 55))).join('');
  return mod97(digits) === 1;
};

/** SWIFT/BIC (ISO 9362): bank (4 letters), country (2 letters), location (2), optional branch (3). */
export const isValidSwift = (value: string): boolean =>
  /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(normalizeSwift(value));

/**
 * Does a Czech or Slovak IBAN hold this account (bank code, prefix and number, zero-padded)? Another
 * country's IBAN, or an account that is not well formed, is not compared (true).
 */
export const ibanMatchesAccount = (iban: string, account: string): boolean => {
  const normalized = normalizeIban(iban);
  const parts = accountParts(account);
  if (!parts || !['CZ', 'SK'].includes(normalized.slice(0, 2))) return true;
  return normalized.slice(4) === `${parts.bankCode}${parts.prefix.padStart(6, '0')}${parts.number.padStart(10, '0')}`;
};
