/** A plain number with up to `maxDecimals` decimals in the language's notation (amounts, kg, tonnes). */
export const formatAmount = (value: number, language: string, maxDecimals: number) =>
  new Intl.NumberFormat(language, { maximumFractionDigits: maxDecimals }).format(value);
