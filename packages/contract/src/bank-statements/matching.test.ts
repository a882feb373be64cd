import { describe, expect, it } from 'vitest';
import { allocatePayment, type InvoiceCandidate, matchPayments, messageSymbols, type PaymentToMatch } from './matching';

const payment = (overrides: Partial<PaymentToMatch>): PaymentToMatch => ({
  direction: 'credit',
  isReversal: false,
  isAlreadyImported: false,
  amountCents: 121_000,
  currency: 'CZK',
  variableSymbol: '',
  message: '',
  ...overrides,
});
const invoice = (id: number, variableSymbol: string, amountDueCents: number): InvoiceCandidate => ({
  id,
  variableSymbol,
  amountDueCents,
  currency: 'CZK',
  dateMaturity: `2026-01-${String(id).padStart(2, '0')}`,
});
const invoices = [
  invoice(1, '2026000001', 121_000),
  invoice(2, '2026000002', 50_000),
  invoice(3, '2026000003', 70_000),
  // another billing info's invoice with the same digits
  invoice(4, '2026000003', 99_000),
];
const match = (list: PaymentToMatch[]) => matchPayments(list, invoices, { currency: 'CZK' });

describe('matchPayments', () => {
  it('matches by variable symbol (leading zeros as banks send them) and the exact amount', () => {
    expect(match([payment({ variableSymbol: '0002026000001' })])).toEqual([
      { status: 'matched', reason: null, invoiceIds: [1] },
    ]);
  });

  it('flags an over- or underpayment matched by the symbol alone', () => {
    const [over, under, ambiguous] = match([
      payment({ variableSymbol: '2026000002', amountCents: 60_000 }),
      payment({ variableSymbol: '2026000001', amountCents: 10_000 }),
      payment({ variableSymbol: '2026000003', amountCents: 10_000 }),
    ]);
    expect(over).toEqual({ status: 'doubtful', reason: 'overpayment', invoiceIds: [2] });
    expect(under).toEqual({ status: 'doubtful', reason: 'underpayment', invoiceIds: [1] });
    // two billing infos' invoices share the digits: nothing is guessed
    expect(ambiguous).toEqual({ status: 'doubtful', reason: 'ambiguous', invoiceIds: [] });
  });

  it('pairs a payment of two invoices named in the message when the amounts add up', () => {
    const [result] = match([payment({ amountCents: 120_000, message: 'Faktury 2026000002 a 2026000003' })]);
    expect(result).toEqual({ status: 'doubtful', reason: 'several_invoices', invoiceIds: [2, 3] });
  });

  it('never pairs a foreign-currency payment, ignores debits, reversals and payments seen before', () => {
    const results = match([
      payment({ variableSymbol: '2026000001', currency: 'EUR' }),
      payment({ variableSymbol: '2026000001', direction: 'debit' }),
      payment({ variableSymbol: '2026000001', isReversal: true }),
      payment({ variableSymbol: '2026000001', isAlreadyImported: true }),
    ]);
    expect(results.map(({ status, reason }) => [status, reason])).toEqual([
      ['doubtful', 'foreign_currency'],
      ['ignored', 'debit'],
      ['ignored', 'reversal'],
      ['ignored', 'already_imported'],
    ]);
  });

  it('pairs an invoice with one payment of the statement only; an unknown symbol stays unmatched', () => {
    const results = match([
      payment({ variableSymbol: '2026000001' }),
      payment({ variableSymbol: '2026000001' }),
      payment({ variableSymbol: '999' }),
    ]);
    expect(results.map(({ status, reason }) => [status, reason])).toEqual([
      ['matched', null],
      ['doubtful', 'invoice_taken'],
      ['unmatched', null],
    ]);
  });

  it('finds one invoice named in the message with the exact amount, flagged', () => {
    const [result] = match([payment({ amountCents: 50_000, message: 'platba fa 2026000002' })]);
    expect(result).toEqual({ status: 'doubtful', reason: 'vs_in_message', invoiceIds: [2] });
  });
});

describe('messageSymbols and allocatePayment', () => {
  it('reads runs of digits from a message', () => {
    expect(messageSymbols('VS 002026000002, 2026000003; tel 12; 12345678901')).toEqual(['2026000002', '2026000003']);
    expect(messageSymbols('VS 2026000002, 2026000003')).toEqual(['2026000002', '2026000003']);
  });

  it('shares a payment in order, the rest staying on the last invoice', () => {
    expect(allocatePayment(120_000, [50_000, 70_000])).toEqual([50_000, 70_000]);
    expect(allocatePayment(130_000, [50_000, 70_000])).toEqual([50_000, 80_000]);
    expect(allocatePayment(40_000, [50_000, 70_000])).toEqual([40_000, 0]);
  });
});
