/**
 * A document's currency as an ISO 4217 code (CZK, EUR), which payment QR codes and e-invoices need; the countries
 * table keeps the symbol the screens show (Kč, €). The country decides; the symbol is the fallback.
 */
const isoCurrencies: Record<string, string> = { cz: 'CZK', sk: 'EUR', Kč: 'CZK', '€': 'EUR' };

export const isoCurrencyOf = (countryCode: string, symbol: string): string =>
  isoCurrencies[countryCode] ?? isoCurrencies[symbol] ?? symbol;
