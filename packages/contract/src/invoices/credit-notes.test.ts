import { describe, expect, it } from 'vitest';
import { type CreditableLine, creditNoteLines, formatCreditNoteNumber, remainingAmount } from './credit-notes';
import { invoiceTotals } from './totals';
import type { VatParties } from './vat-decision';

/** Two VAT payers, the customer's DIČ on the document; then a supplier that is not a VAT payer. */
const b2b: VatParties = { isSupplierVatPayer: true, isCustomerVatPayer: true, customerDic: 'CZ27082440' };
const nonPayerSupplier: VatParties = { ...b2b, isSupplierVatPayer: false };

const line = (id: number, price: number, amount: number, tax: number, extra: Partial<CreditableLine> = {}) => ({
  id,
  productId: null,
  code: '',
  name: `line ${id}`,
  amount,
  unit: null,
  price,
  sale: 0,
  taxId: tax,
  tax,
  reverseCharge: false,
  ...extra,
});

const original = [
  line(1, 33.33, 3, 21),
  line(2, 100, 2, 12, { sale: 10 }),
  line(3, 500, 1, 21, { reverseCharge: true }),
];

describe('credit note lines', () => {
  it('credits every line when nothing is chosen: totals and recap are the original negated', () => {
    const { lines, errors } = creditNoteLines(original, new Map(), []);
    expect(errors).toEqual([]);
    expect(lines.map((entry) => [entry.creditedItemId, entry.amount])).toEqual([
      [1, -3],
      [2, -2],
      [3, -1],
    ]);
    const before = invoiceTotals(original, b2b);
    const credit = invoiceTotals(lines, b2b);
    expect(credit.priceWithoutVat).toBe(-before.priceWithoutVat);
    expect(credit.vat).toBe(-before.vat);
    expect(credit.priceWithVat).toBe(-before.priceWithVat);
    expect(credit.vatRecap).toEqual([
      { tax: 21, taxId: 21, reverseCharge: false, priceWithoutVat: -99.99, vat: -21, priceWithVat: -120.99 },
      { tax: 12, taxId: 12, reverseCharge: false, priceWithoutVat: -180, vat: -21.6, priceWithVat: -201.6 },
      { tax: 0, taxId: null, reverseCharge: true, priceWithoutVat: -500, vat: 0, priceWithVat: -500 },
    ]);
  });

  it('credits chosen lines partly; a non-payer credit carries no VAT', () => {
    const { lines } = creditNoteLines(original, new Map(), [{ itemId: 2, amount: 0.5 }]);
    expect(lines).toHaveLength(1);
    expect(invoiceTotals(lines, b2b)).toMatchObject({ priceWithoutVat: -45, vat: -5.4, priceWithVat: -50.4 });
    expect(invoiceTotals(lines, nonPayerSupplier)).toMatchObject({ priceWithoutVat: -45, vat: 0, priceWithVat: -45 });
  });

  it('adds up earlier credit notes: no more than what is left of a line', () => {
    const credited = new Map([[1, 2.5]]);
    expect(remainingAmount(original[0] as CreditableLine, 2.5)).toBe(0.5);
    expect(creditNoteLines(original, credited, [{ itemId: 1, amount: 0.6 }]).errors).toEqual([
      { itemId: 1, field: 'amount', message: 'too_big' },
    ]);
    expect(creditNoteLines(original, credited, [{ itemId: 1 }]).lines[0]?.amount).toBe(-0.5);
    const all = creditNoteLines(original, new Map([[1, 3]]), [{ itemId: 1 }]);
    expect(all.errors).toEqual([{ itemId: 1, field: 'amount', message: 'already_credited' }]);
    // crediting everything skips lines credited in full
    expect(creditNoteLines(original, new Map([[1, 3]]), []).lines.map((entry) => entry.id)).toEqual([2, 3]);
  });

  it('refuses a line of another invoice and a line chosen twice; credits a discount line positive', () => {
    expect(creditNoteLines(original, new Map(), [{ itemId: 9 }]).errors[0]).toMatchObject({ message: 'not_found' });
    expect(creditNoteLines(original, new Map(), [{ itemId: 1 }, { itemId: 1 }]).errors[0]).toMatchObject({
      message: 'duplicate',
    });
    const discount = [line(4, 100, -1, 21)];
    expect(creditNoteLines(discount, new Map(), []).lines[0]?.amount).toBe(1);
  });

  it('numbers credit notes with both prefixes, the year and five digits', () => {
    expect(formatCreditNoteNumber('D', 'ES', 2026, 7)).toBe('DES202600007');
  });
});
