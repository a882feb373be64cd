import { groupBy } from '../common/group-by';
import type { BankPaymentReason, BankPaymentStatus } from './schemas';

/**
 * Matching the payments of a statement to unpaid invoices (decisions 121, 122): pure, on integer
 * hundredths, so the server's import and the unit tests run the same rule.
 *
 * A credit payment in the invoices' currency is matched
 *  1. by variable symbol and the exact amount due → `matched`;
 *  2. to several invoices whose symbols the payment names (VS and message) and whose amounts due add
 *     up to the amount exactly → `doubtful`, `several_invoices` (a payment of two invoices);
 *  3. by variable symbol alone → `doubtful`, `overpayment` / `underpayment`;
 *  4. by one symbol in the message with the exact amount → `doubtful`, `vs_in_message`;
 *  else it is `unmatched`. A foreign-currency payment is never paired automatically (`doubtful`,
 * `foreign_currency`); debits, reversals and payments an earlier statement brought are `ignored`.
 * An invoice is paired automatically with one payment of the statement at most.
 */

export type PaymentToMatch = {
  direction: 'credit' | 'debit';
  isReversal: boolean;
  isAlreadyImported: boolean;
  amountCents: number;
  currency: string;
  variableSymbol: string;
  message: string;
};

export type InvoiceCandidate = {
  id: number;
  /** normalised (normalizeSymbol) */
  variableSymbol: string;
  amountDueCents: number;
  currency: string;
  dateMaturity: string;
};

export type MatchResult = { status: BankPaymentStatus; reason: BankPaymentReason | null; invoiceIds: number[] };

/** A symbol as banks send it (`0002024000017`) compared as the invoice's: digits, no leading zeros. */
export const normalizeSymbol = (value: string) => value.replace(/\D/g, '').replace(/^0+/, '');

/**
 * Symbols a payer wrote in the message (`VS 2024000017, 2024000018`): whole runs of digits that
 * are 4–10 digits long once leading zeros are dropped.
 */
export const messageSymbols = (message: string): string[] => {
  const runs = message.match(/\d+/g) ?? [];
  const symbols = runs.map(normalizeSymbol).filter((symbol) => symbol.length >= 4 && symbol.length <= 10);
  return [...new Set(symbols)];
};

/** Every symbol a payment names (VS first, then the message's) — what the server looks up. */
export const symbolsOfPayment = (payment: Pick<PaymentToMatch, 'variableSymbol' | 'message'>) => {
  const vs = normalizeSymbol(payment.variableSymbol);
  return [...new Set([...(vs ? [vs] : []), ...messageSymbols(payment.message)])];
};

const byMaturity = (a: InvoiceCandidate, b: InvoiceCandidate) =>
  a.dateMaturity.localeCompare(b.dateMaturity) || a.id - b.id;

const MAX_NAMED = 12;

/**
 * The fewest (at least two) of the invoices a payment names, each of another symbol, whose amounts
 * due add up to the payment exactly; the same symbol can belong to invoices of several billing
 * infos, so every combination is tried (at most 12 invoices).
 */
const severalInvoices = (named: readonly InvoiceCandidate[], amountCents: number) => {
  const invoices = [...named].sort(byMaturity).slice(0, MAX_NAMED);
  let best: InvoiceCandidate[] | undefined;
  for (let mask = 1; mask < 1 << invoices.length; mask += 1) {
    const chosen = invoices.filter((_, index) => mask & (1 << index));
    if (chosen.length < 2 || (best && chosen.length >= best.length)) continue;
    if (new Set(chosen.map((invoice) => invoice.variableSymbol)).size !== chosen.length) continue;
    if (chosen.reduce((sum, invoice) => sum + invoice.amountDueCents, 0) === amountCents) best = chosen;
  }
  return best;
};

export const matchPayments = (
  payments: readonly PaymentToMatch[],
  candidates: readonly InvoiceCandidate[],
  options: { currency: string },
): MatchResult[] => {
  const bySymbol = groupBy(
    candidates.filter((candidate) => candidate.currency === options.currency).sort(byMaturity),
    (candidate) => candidate.variableSymbol,
  );
  const taken = new Set<number>();
  const free = (symbol: string) => (bySymbol.get(symbol) ?? []).filter((invoice) => !taken.has(invoice.id));
  const take = (result: MatchResult) => {
    for (const id of result.invoiceIds) taken.add(id);
    return result;
  };

  return payments.map((payment): MatchResult => {
    if (payment.isAlreadyImported) return { status: 'ignored', reason: 'already_imported', invoiceIds: [] };
    if (payment.direction === 'debit') return { status: 'ignored', reason: 'debit', invoiceIds: [] };
    if (payment.isReversal) return { status: 'ignored', reason: 'reversal', invoiceIds: [] };
    if (payment.currency !== options.currency)
      return { status: 'doubtful', reason: 'foreign_currency', invoiceIds: [] };

    const vs = normalizeSymbol(payment.variableSymbol);
    const byVs = vs ? free(vs) : [];
    const exact = byVs.find((invoice) => invoice.amountDueCents === payment.amountCents);
    if (exact) return take({ status: 'matched', reason: null, invoiceIds: [exact.id] });

    const named = [
      ...new Map(
        symbolsOfPayment(payment).flatMap((symbol) => free(symbol).map((invoice) => [invoice.id, invoice] as const)),
      ).values(),
    ];
    const several = severalInvoices(named, payment.amountCents);
    if (several)
      return take({ status: 'doubtful', reason: 'several_invoices', invoiceIds: several.map(({ id }) => id) });

    if (byVs.length === 1 && byVs[0]) {
      const reason = payment.amountCents > byVs[0].amountDueCents ? 'overpayment' : 'underpayment';
      return take({ status: 'doubtful', reason, invoiceIds: [byVs[0].id] });
    }
    if (byVs.length > 1) return { status: 'doubtful', reason: 'ambiguous', invoiceIds: [] };
    if (vs && (bySymbol.get(vs)?.length ?? 0) > 0)
      return { status: 'doubtful', reason: 'invoice_taken', invoiceIds: [] };

    const inMessage = named.filter((invoice) => invoice.amountDueCents === payment.amountCents);
    if (inMessage.length === 1 && inMessage[0]) {
      return take({ status: 'doubtful', reason: 'vs_in_message', invoiceIds: [inMessage[0].id] });
    }
    return { status: 'unmatched', reason: null, invoiceIds: [] };
  });
};

/**
 * How a payment is shared among the invoices it pays (decision 122): in the order given, each
 * invoice takes what it still owes; the last one takes the rest (an overpayment stays on it).
 */
export const allocatePayment = (amountCents: number, amountsDueCents: readonly number[]): number[] => {
  let rest = amountCents;
  return amountsDueCents.map((due, index) => {
    const share = index === amountsDueCents.length - 1 ? rest : Math.max(0, Math.min(rest, due));
    rest -= share;
    return share;
  });
};
