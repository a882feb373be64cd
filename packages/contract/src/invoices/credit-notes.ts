import { z } from 'zod';
import { dayField, idSchema, requiredText } from '../common/fields';
import { toScaled } from '../money/money';
import { amountSchema } from '../money/schemas';

/**
 * Credit notes (opravný daňový doklad, VAT act §42 and §45; decisions 131–134). A credit note is
 * an invoice row of document type `credit_note` that links its original invoice; its lines are
 * the original's lines with negative amounts, so its totals and VAT recap (totals.ts) are the
 * differences in base and VAT the correction makes.
 */
export const documentTypes = ['invoice', 'credit_note'] as const;
export const documentTypeSchema = z.enum(documentTypes);

/** A credited amount: a positive quantity in the original line's unit, up to 3 decimals. */
const creditedAmountSchema = amountSchema.positive();

/**
 * POST /v1/invoices/{id}/credit-notes (`{ creditNote: { reason, dateTaxable, items } }`) → `{ id }`.
 * `items` chooses lines of the original and how much of each to credit (omitted amount: all that
 * is left of it); an empty list credits everything not credited yet. `dateTaxable` (the date of
 * the taxable supply of the correction) defaults to the issue date, today.
 */
export const creditNoteCreateBodySchema = z.object({
  creditNote: z.object({
    reason: requiredText(300),
    dateTaxable: dayField.nullable().default(null),
    items: z
      .array(z.object({ itemId: idSchema, amount: creditedAmountSchema.optional() }))
      .max(500)
      .default([]),
  }),
});
export type CreditNoteCreateInput = z.infer<typeof creditNoteCreateBodySchema>['creditNote'];

/** One credit note of an original, as its detail lists them. */
export const creditNoteSummarySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  dateIssue: z.string(),
  dateTaxableSupply: z.string(),
  reason: z.string(),
  priceWithoutVat: z.number(),
  priceWithVat: z.number(),
  paid: z.boolean(),
});
export type CreditNoteSummary = z.infer<typeof creditNoteSummarySchema>;

/**
 * GET /v1/invoices/{id}/credit-notes → the invoice's credit notes (oldest first) and, per line of
 * the invoice, how much is credited already and how much is left to credit.
 */
export const invoiceCreditNotesResponseSchema = z.object({
  creditNotes: z.array(creditNoteSummarySchema),
  items: z.array(z.object({ itemId: z.number().int(), creditedAmount: z.number(), remainingAmount: z.number() })),
});
export type InvoiceCreditNotesResponse = z.infer<typeof invoiceCreditNotesResponseSchema>;

/**
 * A credit note's number (decision 131): the billing info's credit note prefix (default `D`), its
 * invoice prefix, the year and a 5-digit sequence of its own — unique in the country beside the
 * invoice numbers of every billing info.
 */
export const formatCreditNoteNumber = (
  creditNotePrefix: string,
  invoicePrefix: string,
  year: number,
  sequence: number,
): string => `${creditNotePrefix}${invoicePrefix}${year}${String(sequence).padStart(5, '0')}`;

/** A line of the original as the credit note needs it. */
export type CreditableLine = {
  id: number;
  productId: number | null;
  code: string;
  name: string;
  amount: number;
  unit: number | null;
  price: number;
  sale: number;
  taxId: number;
  tax: number;
  reverseCharge: boolean;
};

/** The amount of a line not credited yet (its magnitude; 3 decimals), given what is credited. */
export const remainingAmount = (line: Pick<CreditableLine, 'amount'>, credited: number): number => {
  const left = toScaled(Math.abs(line.amount), 3) - toScaled(credited, 3);
  return left > 0n ? Number(left) / 1000 : 0;
};

export type CreditRequest = { itemId: number; amount?: number | undefined };
export type CreditLine = CreditableLine & { creditedItemId: number };
export type CreditLineError = { itemId: number; field: 'itemId' | 'amount'; message: string };

/**
 * The credit note's lines (decision 132): each chosen line of the original with the amount
 * credited, negative (a negative original line, a discount, is credited positive). Nothing chosen
 * credits every line's remainder. A line of another invoice, a line chosen twice, or an amount
 * above what is left of the line (several credit notes add up) is an error naming the line.
 */
export const creditNoteLines = (
  original: readonly CreditableLine[],
  credited: ReadonlyMap<number, number>,
  requests: readonly CreditRequest[],
): { lines: CreditLine[]; errors: CreditLineError[] } => {
  const byId = new Map(original.map((line) => [line.id, line]));
  const chosen: readonly CreditRequest[] =
    requests.length > 0 ? requests : original.map((line) => ({ itemId: line.id }));
  const lines: CreditLine[] = [];
  const errors: CreditLineError[] = [];
  const seen = new Set<number>();
  for (const request of chosen) {
    const line = byId.get(request.itemId);
    if (!line) {
      errors.push({ itemId: request.itemId, field: 'itemId', message: 'not_found' });
      continue;
    }
    if (seen.has(line.id)) {
      errors.push({ itemId: request.itemId, field: 'itemId', message: 'duplicate' });
      continue;
    }
    seen.add(line.id);
    const left = remainingAmount(line, credited.get(line.id) ?? 0);
    const amount = request.amount ?? left;
    if (amount === 0 && requests.length === 0) continue;
    if (amount === 0 || toScaled(amount, 3) > toScaled(left, 3)) {
      errors.push({ itemId: line.id, field: 'amount', message: left === 0 ? 'already_credited' : 'too_big' });
      continue;
    }
    const sign = line.amount < 0 ? 1 : -1;
    lines.push({ ...line, amount: sign * amount, creditedItemId: line.id });
  }
  return { lines, errors };
};
