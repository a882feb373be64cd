import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { type ParsedPayment, type ParsedStatement, StatementFormatError } from './parsed-statement';

/**
 * CAMT.053 (ISO 20022 BankToCustomerStatement) read with a real XML parser. One statement per
 * file; each entry (`Ntry`) gives one payment, or one per transaction (`TxDtls`) when the bank
 * booked several together. Czech banks carry the variable symbol in the structured creditor
 * reference (`RmtInf/Strd/CdtrRefInf/Ref`) or in `EndToEndId` (`VS123/SS456/KS0308`).
 */

type Node = Record<string, unknown>;
const MAX_DEPTH = 100;
const ARRAYS = new Set(['Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd', 'Bal']);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: true,
  htmlEntities: false,
  trimValues: true,
  isArray: (name) => ARRAYS.has(name),
  // a CAMT.053 is about 10 levels deep; deeper nesting is refused before it costs anything (decision 184)
  maxNestedTags: MAX_DEPTH,
});

const node = (value: unknown): Node | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : undefined;
const at = (value: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((current, key) => {
    const here = Array.isArray(current) ? current[0] : current;
    return node(here)?.[key];
  }, value);
const textOf = (value: unknown): string => {
  const here = Array.isArray(value) ? value[0] : value;
  if (typeof here === 'string') return here;
  if (typeof here === 'number') return String(here);
  const inner = node(here)?.['#text'];
  return typeof inner === 'string' ? inner : '';
};
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

const symbolIn = (text: string, name: 'VS' | 'SS' | 'KS') =>
  new RegExp(`(?:^|[^A-Z])${name}[:\\s.]*0*(\\d{1,10})`, 'i').exec(text)?.[1] ?? '';

/** The amount `1210.5` / `1210.50` in hundredths, or undefined. */
const centsOf = (value: string) => {
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(value)) return undefined;
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

const dayOf = (value: unknown) => {
  const date = textOf(at(value, 'Dt')) || textOf(at(value, 'DtTm')).slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined;
};

const accountOf = (value: unknown) => textOf(at(value, 'Id', 'IBAN')) || textOf(at(value, 'Id', 'Othr', 'Id'));

/** The 1-based line of each `<Ntry>` start tag (any namespace prefix), for the error of a bad entry. */
const entryLines = (xml: string) => {
  const lines: number[] = [];
  const pattern = /<(?:[\w.-]+:)?Ntry[\s>]/g;
  for (let match = pattern.exec(xml); match; match = pattern.exec(xml)) {
    lines.push(xml.slice(0, match.index).split('\n').length);
  }
  return lines;
};

const paymentsOfEntry = (entry: unknown, line: number, accountCurrency: string): ParsedPayment[] => {
  const amountNode = at(entry, 'Amt');
  const entryCents = centsOf(textOf(amountNode));
  const indicator = textOf(at(entry, 'CdtDbtInd'));
  const date = dayOf(at(entry, 'BookgDt')) ?? dayOf(at(entry, 'ValDt'));
  if (entryCents === undefined || !['CRDT', 'DBIT'].includes(indicator) || !date) {
    throw new StatementFormatError(line, 'entry');
  }
  const entryCurrency = String(node(amountNode)?.['@Ccy'] ?? accountCurrency);
  const entryReference = textOf(at(entry, 'AcctSvcrRef')) || textOf(at(entry, 'NtryRef'));
  const isReversal = textOf(at(entry, 'RvslInd')) === 'true';
  const details = listOf(at(entry, 'NtryDtls')).flatMap((detail) => listOf(node(detail)?.TxDtls));
  const transactions = details.length > 0 ? details : [undefined];
  return transactions.map((transaction, index) => {
    const txAmount = at(transaction, 'AmtDtls', 'TxAmt', 'Amt') ?? at(transaction, 'Amt');
    const cents = txAmount === undefined || transactions.length === 1 ? entryCents : centsOf(textOf(txAmount));
    if (cents === undefined) throw new StatementFormatError(line, 'entry');
    const currency =
      txAmount === undefined || transactions.length === 1
        ? entryCurrency
        : String(node(Array.isArray(txAmount) ? txAmount[0] : txAmount)?.['@Ccy'] ?? entryCurrency);
    const endToEnd = textOf(at(transaction, 'Refs', 'EndToEndId'));
    const structured = listOf(at(transaction, 'RmtInf', 'Strd'))
      .map((item) => textOf(at(item, 'CdtrRefInf', 'Ref')))
      .filter(Boolean);
    const unstructured = listOf(at(transaction, 'RmtInf', 'Ustrd'))
      .map(textOf)
      .filter(Boolean);
    const reference = structured.find((value) => /^\d{1,10}$/.test(value.replace(/^VS[:\s]*/i, '')));
    const variableSymbol =
      reference?.replace(/^VS[:\s]*/i, '').replace(/^0+/, '') ||
      symbolIn(endToEnd, 'VS') ||
      (/^\d{1,10}$/.test(endToEnd) ? endToEnd.replace(/^0+/, '') : '');
    const party = indicator === 'CRDT' ? 'Dbtr' : 'Cdtr';
    const partyNode = at(transaction, 'RltdPties', party);
    const counterName = textOf(at(partyNode, 'Nm')) || textOf(at(partyNode, 'Pty', 'Nm'));
    const counterAccount = accountOf(at(transaction, 'RltdPties', `${party}Acct`));
    const txReference = textOf(at(transaction, 'Refs', 'AcctSvcrRef'));
    const bankReference =
      txReference || (transactions.length > 1 ? `${entryReference}/${index + 1}` : entryReference) || '';
    return {
      bankReference,
      direction: indicator === 'CRDT' ? 'credit' : 'debit',
      isReversal,
      amountCents: cents,
      currency,
      date,
      variableSymbol,
      constantSymbol: symbolIn(endToEnd, 'KS'),
      specificSymbol: symbolIn(endToEnd, 'SS'),
      counterAccount,
      counterName: counterName.slice(0, 200),
      message: [...unstructured, ...structured.filter((value) => value !== reference)].join(' ').slice(0, 500),
    } satisfies ParsedPayment;
  });
};

/**
 * The line of the first element opened deeper than `max` levels, or 0: one forward pass over the tags
 * (comments, CDATA, declarations and processing instructions hold none), before the validator and the
 * parser see the text. Something left unclosed stops the pass; the validator names its line.
 */
const lineDeeperThan = (xml: string, max: number) => {
  let depth = 0;
  let at = xml.indexOf('<');
  while (at >= 0) {
    let end: number;
    if (xml.startsWith('<!--', at)) end = xml.indexOf('-->', at + 4);
    else if (xml.startsWith('<![CDATA[', at)) end = xml.indexOf(']]>', at + 9);
    else end = xml.indexOf('>', at + 1);
    if (end < 0) return 0;
    const next = xml[at + 1];
    if (next === '/') depth -= 1;
    else if (next !== '!' && next !== '?' && xml[end - 1] !== '/' && ++depth > max) {
      return xml.slice(0, at).split('\n').length;
    }
    at = xml.indexOf('<', end + 1);
  }
  return 0;
};

/** Parses a CAMT.053 statement; malformed XML or a bad entry throws StatementFormatError with its line. */
export const parseCamt = (xml: string): ParsedStatement => {
  if (/<!DOCTYPE/i.test(xml))
    throw new StatementFormatError(xml.slice(0, xml.search(/<!DOCTYPE/i)).split('\n').length, 'doctype');
  const tooDeep = lineDeeperThan(xml, MAX_DEPTH);
  if (tooDeep) throw new StatementFormatError(tooDeep, 'too_deep');
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new StatementFormatError(valid.err.line, 'xml');
  let document: unknown;
  try {
    document = parser.parse(xml);
  } catch {
    throw new StatementFormatError(1, 'xml');
  }
  const statements = listOf(at(document, 'Document', 'BkToCstmrStmt', 'Stmt'));
  const statement = statements[0];
  if (!statement) throw new StatementFormatError(1, 'not_camt053');
  const account = accountOf(at(statement, 'Acct'));
  const currency = textOf(at(statement, 'Acct', 'Ccy')) || 'CZK';
  const number =
    textOf(at(statement, 'LglSeqNb')) || textOf(at(statement, 'ElctrncSeqNb')) || textOf(at(statement, 'Id'));
  const statementDate =
    textOf(at(statement, 'FrToDt', 'ToDtTm')).slice(0, 10) ||
    textOf(at(statement, 'CreDtTm')).slice(0, 10) ||
    textOf(at(document, 'Document', 'BkToCstmrStmt', 'GrpHdr', 'CreDtTm')).slice(0, 10);
  if (!account || !number || !/^\d{4}-\d{2}-\d{2}$/.test(statementDate)) {
    const line = xml.slice(0, xml.search(/<(?:[\w.-]+:)?Stmt[\s>]/)).split('\n').length;
    throw new StatementFormatError(line, 'statement');
  }
  const lines = entryLines(xml);
  const entries = listOf(node(Array.isArray(statement) ? statement[0] : statement)?.Ntry);
  const payments = entries.flatMap((entry, index) => paymentsOfEntry(entry, lines[index] ?? 1, currency));
  payments.forEach((payment, index) => {
    if (!payment.bankReference) payment.bankReference = `${payment.date}/${payment.amountCents}/${index + 1}`;
  });
  return { format: 'camt', account, number, statementDate, currency, payments };
};
