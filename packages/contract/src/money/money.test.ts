import { describe, expect, it } from 'vitest';
import { divideRounded, linePrices, priceWithoutVatFromGross, sumPrices } from './money';

describe('divideRounded', () => {
  it('rounds half away from zero', () => {
    expect(divideRounded(5n, 2n)).toBe(3n);
    expect(divideRounded(-5n, 2n)).toBe(-3n);
    expect(divideRounded(4n, 3n)).toBe(1n);
    expect(divideRounded(7n, 4n)).toBe(2n);
  });
});

describe('linePrices', () => {
  it('computes a plain line', () => {
    expect(linePrices({ unitPrice: 1990, amount: 2, sale: 0, tax: 21 })).toEqual({
      priceWithoutVat: 3980,
      priceWithVat: 4815.8,
    });
  });
  it('rounds a half haléř away from zero', () => {
    // 0.05 × 0.5 = 0.025 → 0.03; with 21 % VAT 0.03 × 1.21 = 0.0363 → 0.04
    expect(linePrices({ unitPrice: 0.05, amount: 0.5, sale: 0, tax: 21 })).toEqual({
      priceWithoutVat: 0.03,
      priceWithVat: 0.04,
    });
    // 10.01 × 1.21 = 12.1121 → 12.11; 0.5 × 1.21 = 0.605 → 0.61 (not 0.60)
    expect(linePrices({ unitPrice: 0.5, amount: 1, sale: 0, tax: 21 }).priceWithVat).toBe(0.61);
    expect(linePrices({ unitPrice: 10.01, amount: 1, sale: 0, tax: 21 }).priceWithVat).toBe(12.11);
  });
  it('gives zero for a 100 % sale and for amount zero', () => {
    expect(linePrices({ unitPrice: 5490, amount: 3, sale: 100, tax: 21 })).toEqual({
      priceWithoutVat: 0,
      priceWithVat: 0,
    });
    expect(linePrices({ unitPrice: 5490, amount: 0, sale: 0, tax: 21 })).toEqual({
      priceWithoutVat: 0,
      priceWithVat: 0,
    });
  });
  it('handles fractional amounts and sales without float drift', () => {
    // 1 234.50 × 2.675 × 0.875 = 2 889.5015… → 2 889.50; × 1.12 = 3 236.24
    expect(linePrices({ unitPrice: 1234.5, amount: 2.675, sale: 12.5, tax: 12 })).toEqual({
      priceWithoutVat: 2889.5,
      priceWithVat: 3236.24,
    });
    // 33.33 × 1.5 = 49.995 → 50.00 (half away from zero)
    expect(linePrices({ unitPrice: 33.33, amount: 1.5, sale: 0, tax: 0 }).priceWithoutVat).toBe(50);
    // 0.1 + 0.2 problems do not appear: 0.1 × 3 = 0.30
    expect(linePrices({ unitPrice: 0.1, amount: 3, sale: 0, tax: 0 }).priceWithoutVat).toBe(0.3);
  });
  it('keeps negative lines (credit) symmetric', () => {
    expect(linePrices({ unitPrice: -0.5, amount: 1, sale: 0, tax: 21 }).priceWithVat).toBe(-0.61);
  });
});

describe('helpers', () => {
  it('derives the net unit price from a gross price', () => {
    expect(priceWithoutVatFromGross(121, 21)).toBe(100);
    expect(priceWithoutVatFromGross(100, 21)).toBe(82.64);
  });
  it('sums lines exactly', () => {
    expect(
      sumPrices([
        { priceWithoutVat: 0.1, priceWithVat: 0.12 },
        { priceWithoutVat: 0.2, priceWithVat: 0.24 },
      ]),
    ).toEqual({ priceWithoutVat: 0.3, priceWithVat: 0.36 });
  });
});
