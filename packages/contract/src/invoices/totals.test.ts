import { describe, expect, it } from 'vitest';
import { formatInvoiceNumber, variableSymbol } from './numbering';
import { invoiceState } from './state';
import { invoiceLinePrices, invoiceTotals } from './totals';
import type { VatParties } from './vat-decision';

/** Two VAT payers, the customer's DIČ on the document; then a supplier that is not a VAT payer. */
const b2b: VatParties = { isSupplierVatPayer: true, isCustomerVatPayer: true, customerDic: 'CZ27082440' };
const nonPayerSupplier: VatParties = { ...b2b, isSupplierVatPayer: false };

const line = (
  price: number,
  amount: number,
  tax: number,
  extra: Partial<{ sale: number; reverseCharge: boolean; taxId: number }> = {},
) => ({
  price,
  amount,
  tax,
  sale: extra.sale ?? 0,
  taxId: extra.taxId ?? tax,
  reverseCharge: extra.reverseCharge ?? false,
});

describe('invoice totals', () => {
  it('rounds each line on hundredths, half away from zero, and sums lines', () => {
    // 3 × 33.33 = 99.99; VAT 21 % = 20.9979 → 21.00
    expect(invoiceLinePrices(line(33.33, 3, 21), b2b)).toEqual({
      priceWithoutVat: 99.99,
      priceWithVat: 120.99,
      vat: 21,
    });
    // 0.005 rounds away from zero: 1 × 0.05 × 10 % = 0.005 → 0.01
    expect(invoiceLinePrices(line(0.05, 1, 10), b2b)).toEqual({ priceWithoutVat: 0.05, priceWithVat: 0.06, vat: 0.01 });
    const totals = invoiceTotals([line(33.33, 3, 21), line(100, 2, 12, { sale: 10 }), line(50, 1, 21)], b2b);
    expect(totals.priceWithoutVat).toBe(329.99);
    expect(totals.vat).toBe(53.1);
    expect(totals.priceWithVat).toBe(383.09);
    expect(totals.vatRecap).toEqual([
      { tax: 21, taxId: 21, reverseCharge: false, priceWithoutVat: 149.99, vat: 31.5, priceWithVat: 181.49 },
      { tax: 12, taxId: 12, reverseCharge: false, priceWithoutVat: 180, vat: 21.6, priceWithVat: 201.6 },
    ]);
  });

  it('gives reverse-charge lines no VAT and their own recap row, last', () => {
    const totals = invoiceTotals([line(1000, 1, 21, { reverseCharge: true }), line(100, 1, 21)], b2b);
    expect(totals.priceWithVat).toBe(1121);
    expect(totals.vatRecap.at(-1)).toEqual({
      tax: 0,
      taxId: null,
      reverseCharge: true,
      priceWithoutVat: 1000,
      vat: 0,
      priceWithVat: 1000,
    });
  });

  it('charges no VAT at all for a billing info that is not a VAT payer', () => {
    const totals = invoiceTotals([line(100, 2, 21), line(10, 1, 12)], nonPayerSupplier);
    expect(totals).toEqual({
      priceWithoutVat: 210,
      vat: 0,
      priceWithVat: 210,
      vatRecap: [{ tax: 0, taxId: null, reverseCharge: false, priceWithoutVat: 210, vat: 0, priceWithVat: 210 }],
    });
  });

  it('handles negative amounts (corrections)', () => {
    expect(invoiceLinePrices(line(33.33, -3, 21), b2b)).toEqual({
      priceWithoutVat: -99.99,
      priceWithVat: -120.99,
      vat: -21,
    });
  });
});

describe('invoice numbers and state', () => {
  it('formats prefix + year + 5 digits and takes the digits as the variable symbol', () => {
    expect(formatInvoiceNumber('FV', 2026, 7)).toBe('FV202600007');
    expect(variableSymbol('FV202600007')).toBe('202600007');
  });
  it('is paid, after maturity from the day after maturity, else unpaid', () => {
    expect(invoiceState({ paid: true, dateMaturity: '2026-01-01' }, '2026-11-24')).toBe('paid');
    expect(invoiceState({ paid: false, dateMaturity: '2026-11-24' }, '2026-11-24')).toBe('unpaid');
    expect(invoiceState({ paid: false, dateMaturity: '2026-11-23' }, '2026-11-24')).toBe('after_maturity');
  });
});
