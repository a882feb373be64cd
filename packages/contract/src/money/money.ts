/**
 * DESIGN §4 Money: every computation on integers (hundredths), round half away from zero.
 * Line: priceWithoutVat = round(unitPrice × amount × (1 − sale/100)),
 *       priceWithVat    = round(priceWithoutVat × (1 + tax/100)).
 */

/** An exact decimal as an integer count of 10^-decimals (inputs are validated to that precision). */
export const toScaled = (value: number, decimals: number): bigint => BigInt(Math.round(value * 10 ** decimals));

/** numerator / denominator rounded half away from zero (denominator > 0). */
export const divideRounded = (numerator: bigint, denominator: bigint): bigint => {
  const isNegative = numerator < 0n;
  const absolute = isNegative ? -numerator : numerator;
  const quotient = (absolute * 2n + denominator) / (denominator * 2n);
  return isNegative ? -quotient : quotient;
};

export const centsToNumber = (cents: bigint): number => Number(cents) / 100;

export type LineInput = {
  /** unit price without VAT, 2 decimals */
  unitPrice: number;
  /** amount, up to 3 decimals */
  amount: number;
  /** sale in percent, up to 2 decimals, 0–100 */
  sale: number;
  /** VAT rate in percent, up to 2 decimals */
  tax: number;
};

export type LinePrices = { priceWithoutVat: number; priceWithVat: number };

export const linePriceCents = (line: LineInput) => {
  const unitCents = toScaled(line.unitPrice, 2);
  const amountMilli = toScaled(line.amount, 3);
  const keepHundredths = 10_000n - toScaled(line.sale, 2); // (100 − sale) × 100
  const withoutVat = divideRounded(unitCents * amountMilli * keepHundredths, 1_000n * 10_000n);
  const withVat = divideRounded(withoutVat * (10_000n + toScaled(line.tax, 2)), 10_000n);
  return { withoutVat, withVat };
};

export const linePrices = (line: LineInput): LinePrices => {
  const { withoutVat, withVat } = linePriceCents(line);
  return { priceWithoutVat: centsToNumber(withoutVat), priceWithVat: centsToNumber(withVat) };
};

/** Unit price without VAT from a price that includes VAT (products whose price is entered with VAT). */
export const priceWithoutVatFromGross = (grossPrice: number, tax: number): number =>
  centsToNumber(divideRounded(toScaled(grossPrice, 2) * 10_000n, 10_000n + toScaled(tax, 2)));

/** Sums line prices exactly (document totals are sums of lines). */
export const sumPrices = (lines: readonly LinePrices[]): LinePrices => {
  let withoutVat = 0n;
  let withVat = 0n;
  for (const line of lines) {
    withoutVat += toScaled(line.priceWithoutVat, 2);
    withVat += toScaled(line.priceWithVat, 2);
  }
  return { priceWithoutVat: centsToNumber(withoutVat), priceWithVat: centsToNumber(withVat) };
};
