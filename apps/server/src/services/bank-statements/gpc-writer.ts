/**
 * Writes GPC records (the layout in gpc.ts): the demo seed's statement, the sample in docs/samples
 * and the benchmark's 5,000 payments come from here, so they are files a bank could have sent.
 */

const digits = (value: string | number, width: number) =>
  String(value).replace(/\D/g, '').padStart(width, '0').slice(-width);
const letters = (value: string, width: number) => value.normalize('NFC').padEnd(width, ' ').slice(0, width);
/** yyyy-MM-dd → ddmmyy */
const ddmmyy = (date: string) => `${date.slice(8, 10)}${date.slice(5, 7)}${date.slice(2, 4)}`;
const balance = (cents: number) => `${digits(Math.abs(cents), 14)}${cents < 0 ? '-' : '+'}`;

export type GpcHeaderInput = {
  account: string;
  name: string;
  number: number;
  date: string;
  previousDate: string;
  openingCents: number;
  closingCents: number;
  debitCents: number;
  creditCents: number;
};

export const gpcHeader = (input: GpcHeaderInput) =>
  [
    '074',
    digits(input.account, 16),
    letters(input.name, 20),
    ddmmyy(input.previousDate),
    balance(input.openingCents),
    balance(input.closingCents),
    `${digits(input.debitCents, 14)}0`,
    `${digits(input.creditCents, 14)}0`,
    digits(input.number, 3),
    ddmmyy(input.date),
    ' '.repeat(14),
  ].join('');

/**
 * A whole statement file for tests and benches: its header with zero balances (the parser reads, never checks
 * them), then the transaction lines, CRLF between records.
 * @internal used by the tests and benches only
 */
export const gpcFile = (
  statement: { account: string; name: string; number: number; date: string; previousDate?: string },
  lines: readonly string[],
) =>
  [
    gpcHeader({
      ...statement,
      previousDate: statement.previousDate ?? statement.date,
      openingCents: 0,
      closingCents: 0,
      debitCents: 0,
      creditCents: 0,
    }),
    ...lines,
  ].join('\r\n');

export type GpcTransactionInput = {
  account: string;
  counterAccount: string;
  counterBank: string;
  reference: string;
  amountCents: number;
  /** 1 debit, 2 credit, 4 reversal of a debit, 5 reversal of a credit */
  code: 1 | 2 | 4 | 5;
  variableSymbol: string;
  constantSymbol?: string;
  specificSymbol?: string;
  date: string;
  name: string;
  /** ISO 4217 numeric, 203 = CZK */
  currency?: number;
};

export const gpcTransaction = (input: GpcTransactionInput) =>
  [
    '075',
    digits(input.account, 16),
    digits(input.counterAccount, 16),
    digits(input.reference, 13),
    digits(input.amountCents, 12),
    String(input.code),
    digits(input.variableSymbol, 10),
    '00',
    digits(input.counterBank, 4),
    digits(input.constantSymbol ?? '0', 4),
    digits(input.specificSymbol ?? '0', 10),
    ddmmyy(input.date),
    letters(input.name, 20),
    '0',
    digits(input.currency ?? 203, 4),
    ddmmyy(input.date),
  ].join('');

/** A message line some banks add after a transaction (`078`). */
export const gpcMessage = (text: string) => `078${letters(text, 125)}`;
