/** Number formatting of documents: money with 2 decimals, amounts with up to 3, percent. */
export const createFormatters = (locale: string, currency: string) => {
  const money = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const amount = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  return {
    money: (value: number) => `${money.format(value)} ${currency}`,
    /** money without the currency symbol (table cells of documents that name the currency once) */
    number: (value: number) => money.format(value),
    amount: (value: number) => amount.format(value),
    percent: (value: number) => `${amount.format(value)} %`,
  };
};
