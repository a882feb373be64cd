import { describe, expect, it } from 'vitest';
import { addProduct, type CartProduct, cartTotals, parseAmount, setAmount, setSale, vatRecap } from './cart';

const taxes = new Map([
  [1, 21],
  [2, 12],
]);
const bin: CartProduct = { id: 10, name: 'Kontejner 3 m³', price: 1000, priceWithVAT: false, idTaxPrice: 1 };
const bag: CartProduct = { id: 11, name: 'Big bag', price: 121, priceWithVAT: true, idTaxPrice: 1 };
const service: CartProduct = { id: 12, name: 'Odvoz', price: 99.99, priceWithVAT: false, idTaxPrice: 2 };

describe('cart rules (overview §4 Cart)', () => {
  it('starts a new line at amount 1, sale 0, and adds 1 to an existing one', () => {
    let lines = addProduct([], bin, taxes);
    expect(lines).toEqual([
      {
        productId: 10,
        amount: 1,
        name: 'Kontejner 3 m³',
        price: 1000,
        sale: 0,
        priceWithoutVat: 1000,
        priceWithVat: 1210,
        taxId: 1,
        position: 0,
      },
    ]);
    lines = addProduct(lines, bin, taxes);
    expect(lines[0]).toMatchObject({ amount: 2, priceWithoutVat: 2000, priceWithVat: 2420 });
    expect(lines).toHaveLength(1);
  });

  it('takes the price without VAT of a product priced with VAT', () => {
    expect(addProduct([], bag, taxes)[0]).toMatchObject({ price: 100, priceWithoutVat: 100, priceWithVat: 121 });
  });

  it('removes a line whose amount is zero, negative or not a number', () => {
    const lines = addProduct(addProduct([], bin, taxes), service, taxes);
    for (const value of ['0', '-1', 'abc', '', 0, -2, Number.NaN]) {
      const next = setAmount(lines, 10, value, taxes);
      expect(next.map((line) => line.productId)).toEqual([12]);
      expect(next[0]?.position).toBe(0);
    }
  });

  it('recalculates when the amount or the sale changes', () => {
    let lines = addProduct([], service, taxes);
    lines = setAmount(lines, 12, '2,5', taxes);
    expect(lines[0]).toMatchObject({ amount: 2.5, priceWithoutVat: 249.98, priceWithVat: 279.98 });
    lines = setSale(lines, 12, '10', taxes);
    expect(lines[0]).toMatchObject({ sale: 10, priceWithoutVat: 224.98, priceWithVat: 251.98 });
    expect(setSale(lines, 12, '150', taxes)[0]?.sale).toBe(100);
    expect(setSale(lines, 12, 'x', taxes)[0]?.sale).toBe(0);
  });

  it('parses amounts with a decimal comma, refuses more than 3 decimals', () => {
    expect(parseAmount('1,5')).toBe(1.5);
    expect(parseAmount(' 2 ')).toBe(2);
    expect(parseAmount('1.2345')).toBeNaN();
    expect(parseAmount('1e3')).toBeNaN();
  });

  it('sums totals and a VAT recap per rate', () => {
    const lines = addProduct(addProduct([], bin, taxes), service, taxes);
    expect(cartTotals(lines)).toEqual({ priceWithoutVat: 1099.99, priceWithVat: 1321.99 });
    expect(vatRecap(lines, taxes)).toEqual([
      { taxId: 1, tax: 21, priceWithoutVat: 1000, vat: 210, priceWithVat: 1210 },
      { taxId: 2, tax: 12, priceWithoutVat: 99.99, vat: 12, priceWithVat: 111.99 },
    ]);
  });
});
