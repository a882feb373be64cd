import { groupBy } from '../common/group-by';
import { linePrices, priceWithoutVatFromGross, sumPrices, toScaled } from '../money/money';

/**
 * DESIGN §4 Shared building blocks: the one cart of offers and applications (overview §3 Cart
 * line, §4 Cart). Pure functions: the screen applies them on every change, the server applies
 * them again on save and is authoritative.
 */

/** overview §3 Cart line. `price` is the unit price without VAT. */
export type CartLine = {
  productId: number;
  amount: number;
  name: string;
  price: number;
  sale: number;
  priceWithoutVat: number;
  priceWithVat: number;
  taxId: number;
  position: number;
};

/** What the cart needs of a catalogue product (overview §3 Product). */
export type CartProduct = {
  id: number;
  name: string;
  /** the catalogue price: without VAT, or with VAT when `priceWithVAT` */
  price: number;
  priceWithVAT: boolean;
  idTaxPrice: number;
};

/** VAT rate in percent by tax id. */
export type TaxRates = ReadonlyMap<number, number>;

const rateOf = (taxes: TaxRates, taxId: number): number => {
  const rate = taxes.get(taxId);
  if (rate === undefined) throw new RangeError(`unknown tax ${taxId}`);
  return rate;
};

/** The unit price without VAT of a catalogue product. */
export const unitPriceWithoutVat = (product: CartProduct, taxes: TaxRates): number =>
  product.priceWithVAT ? priceWithoutVatFromGross(product.price, rateOf(taxes, product.idTaxPrice)) : product.price;

/** A line with its prices recomputed from unit price, amount, sale and the rate of its tax. */
export const recalculateLine = (line: CartLine, taxes: TaxRates): CartLine => ({
  ...line,
  ...linePrices({ unitPrice: line.price, amount: line.amount, sale: line.sale, tax: rateOf(taxes, line.taxId) }),
});

/** Positions 0…n−1 in the current order. */
const renumber = (lines: readonly CartLine[]): CartLine[] => lines.map((line, index) => ({ ...line, position: index }));

/**
 * overview §4 Cart: adding a product already in the cart raises its amount by 1; a new line
 * starts with amount 1 and sale 0 at the end.
 */
export const addProduct = (lines: readonly CartLine[], product: CartProduct, taxes: TaxRates): CartLine[] => {
  const existing = lines.find((line) => line.productId === product.id);
  if (existing) return setAmount(lines, product.id, existing.amount + 1, taxes);
  const line: CartLine = {
    productId: product.id,
    amount: 1,
    name: product.name,
    price: unitPriceWithoutVat(product, taxes),
    sale: 0,
    priceWithoutVat: 0,
    priceWithVat: 0,
    taxId: product.idTaxPrice,
    position: lines.length,
  };
  return renumber([...lines, recalculateLine(line, taxes)]);
};

/** An amount as typed: a number with up to 3 decimals (comma or point), else NaN. */
export const parseAmount = (value: string | number): number => {
  if (typeof value === 'number') return value;
  const normalized = value.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^-?\d+(\.\d{1,3})?$/.test(normalized)) return Number.NaN;
  return Number(normalized);
};

/** overview §4 Cart: an amount of zero or less, or non-numeric, removes the line. */
export const setAmount = (
  lines: readonly CartLine[],
  productId: number,
  amount: string | number,
  taxes: TaxRates,
): CartLine[] => {
  const parsed = parseAmount(amount);
  if (!Number.isFinite(parsed) || parsed <= 0) return removeLine(lines, productId);
  const rounded = Number(toScaled(parsed, 3)) / 1000;
  return lines.map((line) =>
    line.productId === productId ? recalculateLine({ ...line, amount: rounded }, taxes) : line,
  );
};

/** A sale in percent, clamped to 0–100 with 2 decimals; non-numeric is 0. */
export const setSale = (
  lines: readonly CartLine[],
  productId: number,
  sale: string | number,
  taxes: TaxRates,
): CartLine[] => {
  const parsed = typeof sale === 'number' ? sale : Number(sale.trim().replace(',', '.'));
  const clamped = Number.isFinite(parsed) ? Math.min(100, Math.max(0, Number(toScaled(parsed, 2)) / 100)) : 0;
  return lines.map((line) =>
    line.productId === productId ? recalculateLine({ ...line, sale: clamped }, taxes) : line,
  );
};

export const removeLine = (lines: readonly CartLine[], productId: number): CartLine[] =>
  renumber(lines.filter((line) => line.productId !== productId));

/** Document totals: sums of the lines (DESIGN §4 Money). */
export const cartTotals = (lines: readonly CartLine[]) => sumPrices(lines);

export type VatRecapRow = { taxId: number; tax: number; priceWithoutVat: number; vat: number; priceWithVat: number };

/** VAT recap per rate, highest rate first. */
export const vatRecap = (lines: readonly CartLine[], taxes: TaxRates): VatRecapRow[] => {
  return [...groupBy(lines, (line) => line.taxId).entries()]
    .map(([taxId, taxLines]) => {
      const totals = sumPrices(taxLines);
      const vat = Number(toScaled(totals.priceWithVat, 2) - toScaled(totals.priceWithoutVat, 2)) / 100;
      return { taxId, tax: rateOf(taxes, taxId), ...totals, vat };
    })
    .sort((a, b) => b.tax - a.tax);
};
