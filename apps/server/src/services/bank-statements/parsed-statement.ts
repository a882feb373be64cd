/** A statement as read from a GPC or CAMT.053 file, before anything is stored. */
export type ParsedPayment = {
  bankReference: string;
  direction: 'credit' | 'debit';
  isReversal: boolean;
  amountCents: number;
  /** ISO 4217 (CZK, EUR, …) */
  currency: string;
  /** yyyy-MM-dd, the day the bank booked it */
  date: string;
  variableSymbol: string;
  constantSymbol: string;
  specificSymbol: string;
  counterAccount: string;
  counterName: string;
  message: string;
};

export type ParsedStatement = {
  format: 'gpc' | 'camt';
  account: string;
  number: string;
  /** yyyy-MM-dd */
  statementDate: string;
  currency: string;
  payments: ParsedPayment[];
};

/** A file that is not a readable statement: the 1-based line of the first bad record and why. */
export class StatementFormatError extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`line ${line}: ${reason}`);
    this.name = 'StatementFormatError';
  }
}

/** `ddmmyy` → `yyyy-MM-dd` (20yy), or undefined when it is not a calendar day. */
export const dateFromDdmmyy = (value: string): string | undefined => {
  if (!/^\d{6}$/.test(value)) return undefined;
  const day = Number(value.slice(0, 2));
  const month = Number(value.slice(2, 4));
  const year = 2000 + Number(value.slice(4, 6));
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCDate() !== day || date.getUTCMonth() !== month - 1) return undefined;
  return date.toISOString().slice(0, 10);
};

/**
 * One form of an account to compare a statement's with a billing info's: an IBAN without spaces, or a Czech
 * account as its 16 digits (prefix 6, number 10) without leading zeros and bank code — `19-123457/0800`,
 * `000019-0000123457` and `0000190000123457` are all `190000123457`.
 */
export const comparableAccount = (account: string): string => {
  const compact = account.replace(/\s/g, '').toUpperCase();
  if (/^[A-Z]{2}\d{2}/.test(compact)) return compact;
  const [withoutBank = ''] = compact.split('/');
  const digitsOnly = (text: string) => text.replace(/\D/g, '');
  const [prefix, number] = withoutBank.split('-');
  const digits =
    number === undefined
      ? digitsOnly(withoutBank).padStart(16, '0')
      : `${digitsOnly(prefix ?? '').padStart(6, '0')}${digitsOnly(number).padStart(10, '0')}`;
  return digits.replace(/^0+/, '');
};

/** Czech account digits → `prefix-number` without leading zeros (`000019-0000123457` → `19-123457`). */
export const formatAccountNumber = (digits: string, bankCode = ''): string => {
  const clean = digits.replace(/\D/g, '').replace(/^0+/, '');
  if (!clean) return '';
  const number = clean.slice(-10);
  const prefix = clean.slice(0, -10).replace(/^0+/, '');
  const account = prefix ? `${prefix}-${number}` : number;
  const bank = bankCode.replace(/^\s+|\s+$/g, '');
  return bank && /^\d{4}$/.test(bank) && bank !== '0000' ? `${account}/${bank}` : account;
};

const numericCurrencies: Record<string, string> = {
  '203': 'CZK',
  '978': 'EUR',
  '840': 'USD',
  '826': 'GBP',
  '985': 'PLN',
  '348': 'HUF',
  '756': 'CHF',
  '946': 'RON',
  '752': 'SEK',
  '208': 'DKK',
  '578': 'NOK',
};

/** ISO 4217 numeric (`0203`) → alphabetic; an unknown one stays as its number (never the invoices' currency). */
export const currencyFromNumeric = (value: string): string | undefined => {
  const digits = value.replace(/^0+/, '');
  if (!/^\d{1,3}$/.test(digits)) return undefined;
  return numericCurrencies[digits] ?? digits;
};
