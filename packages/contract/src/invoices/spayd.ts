import { toScaled } from '../money/money';

/**
 * The QR payment of an invoice (Czech "QR Platba"): Short Payment Descriptor 1.0 as published by
 * the Czech Banking Association (qr-platba.cz). One string
 * `SPD*1.0*ACC:<IBAN>[+<BIC>]*AM:<amount>*CC:<currency>*X-VS:<vs>*MSG:<text>`; values must not
 * carry `*` (the separator) — it and `%` are percent-encoded (`%2A`, `%25`).
 */
export type SpaydPayment = {
  iban: string;
  bic?: string | null;
  amount: number;
  /** ISO 4217: CZK, EUR */
  currency: string;
  variableSymbol?: string | null;
  message?: string | null;
};

/** Field limits of SPAYD 1.0. */
export const SPAYD_MESSAGE_MAX = 60;
const AMOUNT_MAX_LENGTH = 10;

/** Control characters (line breaks, tabs, NUL…) become a space: a QR payment value is one line. */
const withoutControls = (value: string) =>
  Array.from(value, (char) => {
    const code = char.charCodeAt(0);
    return code < 0x20 || code === 0x7f ? ' ' : char;
  }).join('');

const escapeValue = (value: string) =>
  withoutControls(value).replace(/ {2,}/g, ' ').replace(/%/g, '%25').replace(/\*/g, '%2A');

/** IBAN and BIC: letters and digits only, upper case (an IBAN is often written in groups of four). */
const compact = (value: string) => value.replace(/[\s-]+/g, '').toUpperCase();

/**
 * User-perceived characters (Intl.Segmenter graphemes) of the NFC text, spaces collapsed: a letter
 * is never cut from its accent, nor a surrogate pair split. Diacritics stay (SPAYD values are UTF-8).
 */
const graphemes = (value: string) =>
  Array.from(
    new Intl.Segmenter('cs', { granularity: 'grapheme' }).segment(value.normalize('NFC').replace(/\s+/g, ' ').trim()),
    (part) => part.segment,
  );

/** MSG: escaped, at most 60 characters as written, cut between graphemes only. */
export const spaydMessage = (value: string) => {
  let written = '';
  for (const grapheme of graphemes(value)) {
    const escaped = escapeValue(grapheme);
    if (written.length + escaped.length > SPAYD_MESSAGE_MAX) break;
    written += escaped;
  }
  return written.trim();
};

/** "1234.50": two decimals, a dot, no grouping (from hundredths, so never 1234.4999999). */
export const spaydAmount = (amount: number) => {
  const cents = toScaled(amount, 2);
  const whole = cents / 100n;
  const fraction = String(cents % 100n).padStart(2, '0');
  return `${whole}.${fraction}`;
};

/** Is there something to pay by QR: a positive amount that fits the 10 characters of `AM`. */
export const isSpaydPayable = (payment: Pick<SpaydPayment, 'amount' | 'iban'>) =>
  compact(payment.iban).length >= 15 && payment.amount > 0 && spaydAmount(payment.amount).length <= AMOUNT_MAX_LENGTH;

/**
 * The SPAYD string of one payment. Throws when there is nothing a bank could pay (no IBAN, an
 * amount that is not positive or longer than 10 characters): callers check `isSpaydPayable`.
 */
export const spaydString = (payment: SpaydPayment): string => {
  if (!isSpaydPayable(payment)) throw new Error('spayd: no IBAN or no payable amount');
  const bic = payment.bic ? compact(payment.bic) : '';
  const fields = [
    `ACC:${escapeValue(compact(payment.iban))}${bic ? `+${escapeValue(bic)}` : ''}`,
    `AM:${spaydAmount(payment.amount)}`,
    `CC:${escapeValue(compact(payment.currency))}`,
  ];
  const vs = (payment.variableSymbol ?? '').replace(/\D/g, '').slice(-10);
  if (vs) fields.push(`X-VS:${vs}`);
  const message = spaydMessage(payment.message ?? '');
  if (message) fields.push(`MSG:${message}`);
  return ['SPD', '1.0', ...fields].join('*');
};

/**
 * Reads a SPAYD string back into its fields (values percent-decoded): tests compare field by field.
 * @internal used by tests only
 */
export const parseSpayd = (value: string): Record<string, string> => {
  const [header, version, ...parts] = value.split('*');
  if (header !== 'SPD' || version !== '1.0') throw new Error('spayd: not SPD*1.0');
  return Object.fromEntries(
    parts.map((part) => {
      const colon = part.indexOf(':');
      return [part.slice(0, colon), decodeURIComponent(part.slice(colon + 1))];
    }),
  );
};
