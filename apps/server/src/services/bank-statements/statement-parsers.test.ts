import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { detectFileKind } from '../files/file-types';
import { parseCamt } from './camt';
import { decodeStatementText, parseGpc } from './gpc';
import { gpcHeader, gpcMessage, gpcTransaction } from './gpc-writer';
import { comparableAccount, StatementFormatError } from './parsed-statement';

const account = '0000001920001453';
const header = gpcHeader({
  account,
  name: 'Svoz odpadu s.r.o.',
  number: 7,
  date: '2026-03-02',
  previousDate: '2026-02-27',
  openingCents: 1_000_000,
  closingCents: 1_232_000,
  debitCents: 35_000,
  creditCents: 267_000,
});
const tx = (overrides: Partial<Parameters<typeof gpcTransaction>[0]>) =>
  gpcTransaction({
    account,
    counterAccount: '0000002400123456',
    counterBank: '2010',
    reference: '1000000001',
    amountCents: 121_000,
    code: 2,
    variableSymbol: '2026000001',
    constantSymbol: '0308',
    date: '2026-03-02',
    name: 'Kovošrot Brno',
    ...overrides,
  });

/** A sample statement: an exact payment, a payment of two invoices, an overpayment, a foreign one, a debit. */
const sampleGpc = [
  header,
  tx({}),
  tx({ reference: '1000000002', amountCents: 120_000, variableSymbol: '0', name: 'Sběrné suroviny' }),
  gpcMessage('Faktury 2026000002 a 2026000003'),
  tx({ reference: '1000000003', amountCents: 150_000, variableSymbol: '2026000005' }),
  tx({ reference: '1000000004', amountCents: 4_840, variableSymbol: '2026000004', currency: 978 }),
  tx({ reference: '1000000005', amountCents: 35_000, code: 1, variableSymbol: '555' }),
].join('\r\n');

describe('GPC', () => {
  it('reads the header and every record of a sample statement (Windows-1250 as banks write it)', () => {
    const bytes = Buffer.from(new TextEncoder().encode(`${sampleGpc}\r\n`));
    expect(detectFileKind(bytes)).toBe('gpc');
    const statement = parseGpc(decodeStatementText(bytes));
    expect(statement).toMatchObject({ format: 'gpc', account: '1920001453', number: '7', statementDate: '2026-03-02' });
    expect(statement.payments).toHaveLength(5);
    expect(statement.payments[0]).toEqual({
      bankReference: '1000000001',
      direction: 'credit',
      isReversal: false,
      amountCents: 121_000,
      currency: 'CZK',
      date: '2026-03-02',
      variableSymbol: '2026000001',
      constantSymbol: '308',
      specificSymbol: '',
      counterAccount: '2400123456/2010',
      counterName: 'Kovošrot Brno',
      message: '',
    });
    expect(statement.payments[1]).toMatchObject({ variableSymbol: '', message: 'Faktury 2026000002 a 2026000003' });
    expect(statement.payments[3]).toMatchObject({ currency: 'EUR', amountCents: 4_840 });
    expect(statement.payments[4]).toMatchObject({ direction: 'debit', amountCents: 35_000 });
  });

  it('decodes Windows-1250 bytes', () => {
    const bytes = Buffer.from([0x8a, 0x9a, 0xe8, 0xf8]);
    expect(decodeStatementText(bytes)).toBe('Šščř');
  });

  it('names the line of the first bad record', () => {
    const badAmount = tx({ reference: '1000000009' }).replace(/^(.{48}).{12}/, '$1000000012A00');
    const cases: [string, number, string][] = [
      [[header, tx({}), badAmount].join('\n'), 3, 'amount'],
      [[header, tx({}).slice(0, 100)].join('\n'), 2, 'length'],
      [[header, tx({}), `099${'0'.repeat(125)}`].join('\n'), 3, 'record_type'],
      [[tx({}), header].join('\n'), 1, 'no_header'],
      [[header, tx({}).replace(/^(.{60})2/, '$19')].join('\n'), 2, 'code'],
    ];
    for (const [text, line, reason] of cases) {
      const error = (() => {
        try {
          parseGpc(text);
        } catch (caught) {
          return caught;
        }
      })();
      expect(error).toBeInstanceOf(StatementFormatError);
      expect(error).toMatchObject({ line, reason });
    }
  });
});

describe('CAMT.053', () => {
  const xml = readFileSync(new URL('./samples/camt053-sample.xml', import.meta.url), 'utf8');

  it('reads the statement and its entries with the variable symbol where Czech banks put it', () => {
    expect(detectFileKind(Buffer.from(xml))).toBe('xml');
    const statement = parseCamt(xml);
    expect(statement).toMatchObject({
      format: 'camt',
      account: 'CZ6508000000192000145399',
      number: '42',
      statementDate: '2026-03-01',
      currency: 'CZK',
    });
    expect(statement.payments.map((payment) => [payment.direction, payment.amountCents, payment.currency])).toEqual([
      ['credit', 121_000, 'CZK'],
      ['credit', 120_000, 'CZK'],
      ['credit', 4_840, 'EUR'],
      ['debit', 35_000, 'CZK'],
    ]);
    expect(statement.payments[0]).toMatchObject({
      bankReference: 'CS2026030100001',
      variableSymbol: '2026000001',
      constantSymbol: '308',
      counterAccount: '2400123456/2010',
      counterName: 'Kovošrot Brno s.r.o.',
      message: 'Úhrada faktury',
    });
    expect(statement.payments[1]).toMatchObject({ variableSymbol: '', message: 'Faktury 2026000002 a 2026000003' });
    expect(statement.payments[2]).toMatchObject({
      variableSymbol: '2026000004',
      counterAccount: 'DE89370400440532013000',
    });
  });

  it('answers malformed XML and a bad entry with their line', () => {
    expect(() => parseCamt(xml.replace('</Acct>', '</Account>'))).toThrowError(
      expect.objectContaining({ reason: 'xml', line: 19 }),
    );
    expect(() => parseCamt(xml.replace('<Amt Ccy="CZK">1200.00</Amt>', '<Amt Ccy="CZK">12,00</Amt>'))).toThrowError(
      expect.objectContaining({ reason: 'entry', line: 38 }),
    );
    expect(() => parseCamt('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><x/>')).toThrowError(
      expect.objectContaining({ reason: 'doctype' }),
    );
    expect(() => parseCamt('<?xml version="1.0"?><Document><Other/></Document>')).toThrowError(
      expect.objectContaining({ reason: 'not_camt053' }),
    );
  });
});

describe('comparableAccount', () => {
  it('reads a Czech account in any of its written forms, and an IBAN without spaces', () => {
    expect(comparableAccount('19-123457/0800')).toBe('190000123457');
    expect(comparableAccount('000019-0000123457')).toBe('190000123457');
    expect(comparableAccount('0000190000123457')).toBe('190000123457');
    expect(comparableAccount('2801234567/2010')).toBe('2801234567');
    expect(comparableAccount('0000002801234567')).toBe('2801234567');
    expect(comparableAccount('cz65 0800 0000 1920 0014 5399')).toBe('CZ6508000000192000145399');
    expect(comparableAccount('')).toBe('');
  });
});
