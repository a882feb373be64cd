import {
  currencyFromNumeric,
  dateFromDdmmyy,
  formatAccountNumber,
  type ParsedPayment,
  type ParsedStatement,
  StatementFormatError,
} from './parsed-statement';

/**
 * GPC (ABO), the fixed-width statement Czech banks export: one `074` header, then a `075` record per
 * transaction (128 characters each; amounts in hundredths; dates `ddmmyy`). Some banks add `076`
 * (extra data, skipped) and `078`/`079` (message lines, appended to the payment's message).
 *
 * 074: 1–3 type, 4–19 account, 20–39 name, 40–45 old balance date, 46–59 old balance, 60 sign,
 *      61–74 new balance, 75 sign, 76–89 debit turnover, 90 sign, 91–104 credit turnover,
 *      105 sign, 106–108 statement number, 109–114 statement date.
 * 075: 1–3 type, 4–19 account, 20–35 counter account, 36–48 transaction id, 49–60 amount,
 *      61 code (1 debit, 2 credit, 4 reversal of a debit, 5 reversal of a credit), 62–71 VS,
 *      72–73 `00`, 74–77 counter bank code, 78–81 KS, 82–91 SS, 92–97 value date, 98–117 name,
 *      118 `0`, 119–122 currency (ISO 4217 numeric), 123–128 booking date.
 */

const field = (record: string, from: number, to: number) => record.slice(from - 1, to);

/** UTF-8 when the bytes are valid UTF-8, else Windows-1250 (what Czech banks write). */
export const decodeStatementText = (bytes: Buffer) => {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\ufeff/, '');
  } catch {
    return new TextDecoder('windows-1250').decode(bytes);
  }
};

const digitsOf = (record: string, from: number, to: number, line: number, what: string) => {
  const value = field(record, from, to);
  if (!/^\d+$/.test(value)) throw new StatementFormatError(line, what);
  return value;
};

const dateOf = (record: string, from: number, line: number, what: string) => {
  const date = dateFromDdmmyy(field(record, from, from + 5));
  if (!date) throw new StatementFormatError(line, what);
  return date;
};

type Header = Omit<ParsedStatement, 'payments'>;

const parseHeader = (record: string, line: number): Header => {
  if (record.length < 114 || record.length > 128) throw new StatementFormatError(line, 'length');
  const account = formatAccountNumber(digitsOf(record, 4, 19, line, 'account'));
  for (const [from, to] of [
    [46, 59],
    [61, 74],
  ] as const)
    digitsOf(record, from, to, line, 'balance');
  if (!/^[+-]$/.test(field(record, 60, 60)) || !/^[+-]$/.test(field(record, 75, 75)))
    throw new StatementFormatError(line, 'sign');
  const number = String(Number(digitsOf(record, 106, 108, line, 'number')));
  return { format: 'gpc', account, number, statementDate: dateOf(record, 109, line, 'date'), currency: 'CZK' };
};

const parseTransaction = (record: string, line: number): ParsedPayment => {
  if (record.length !== 128) throw new StatementFormatError(line, 'length');
  const amount = digitsOf(record, 49, 60, line, 'amount');
  const code = field(record, 61, 61);
  if (!/^[1245]$/.test(code)) throw new StatementFormatError(line, 'code');
  const symbol = (from: number, to: number) => {
    const value = field(record, from, to).trim();
    if (!/^\d*$/.test(value)) throw new StatementFormatError(line, 'symbol');
    return value.replace(/^0+/, '');
  };
  const currency = currencyFromNumeric(field(record, 118, 122).trim() || '203');
  if (!currency) throw new StatementFormatError(line, 'currency');
  const booked = dateFromDdmmyy(field(record, 123, 128));
  const value = dateFromDdmmyy(field(record, 92, 97));
  const date = booked ?? value;
  if (!date) throw new StatementFormatError(line, 'date');
  const reference = field(record, 36, 48).trim().replace(/^0+/, '');
  return {
    bankReference: reference,
    direction: code === '2' || code === '4' ? 'credit' : 'debit',
    isReversal: code === '4' || code === '5',
    amountCents: Number(amount),
    currency: currency === '0' ? 'CZK' : currency,
    date,
    variableSymbol: symbol(62, 71),
    constantSymbol: symbol(78, 81),
    specificSymbol: symbol(82, 91),
    counterAccount: formatAccountNumber(field(record, 20, 35), field(record, 74, 77)),
    counterName: field(record, 98, 117).trim(),
    message: '',
  };
};

/** Parses a GPC statement; a bad record throws StatementFormatError with its line. */
export const parseGpc = (text: string): ParsedStatement => {
  const lines = text.split(/\r?\n/);
  while (lines.length > 0 && lines[lines.length - 1]?.trim() === '') lines.pop();
  let header: Header | undefined;
  const payments: ParsedPayment[] = [];
  lines.forEach((raw, index) => {
    const line = index + 1;
    const record = raw.replace(/\r$/, '');
    const type = record.slice(0, 3);
    if (type === '074') {
      if (header) throw new StatementFormatError(line, 'second_header');
      header = parseHeader(record, line);
    } else if (!header) {
      throw new StatementFormatError(line, 'no_header');
    } else if (type === '075') {
      payments.push(parseTransaction(record, line));
    } else if (type === '078' || type === '079') {
      const last = payments[payments.length - 1];
      if (!last) throw new StatementFormatError(line, 'record_type');
      last.message = [last.message, record.slice(3).trim()].filter(Boolean).join(' ');
    } else if (type !== '076') {
      throw new StatementFormatError(line, 'record_type');
    }
  });
  if (!header) throw new StatementFormatError(1, 'no_header');
  // a reference the bank left empty: the booking day, amount and position keep it stable
  payments.forEach((payment, index) => {
    if (!payment.bankReference) payment.bankReference = `${payment.date}/${payment.amountCents}/${index + 1}`;
  });
  return { ...header, payments };
};
