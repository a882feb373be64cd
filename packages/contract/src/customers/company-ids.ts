/** Czech (and Slovak) identifiers of a customer: IČ, DIČ, PSČ. Input may carry spaces. */

const withoutSpaces = (value: string) => value.replace(/\s+/g, '');

/** The IČ check digit of its first seven digits (weights 8…2, mod 11). */
export const icCheckDigit = (firstSeven: string): number => {
  const sum = [...firstSeven].reduce((total, digit, index) => total + Number(digit) * (8 - index), 0);
  return (11 - (sum % 11)) % 10;
};

/** IČ: 8 digits whose last one is the mod-11 check digit. */
export const isValidIc = (value: string): boolean => {
  const ic = withoutSpaces(value);
  if (!/^\d{8}$/.test(ic)) return false;
  return icCheckDigit(ic.slice(0, 7)) === Number(ic[7]);
};

/** DIČ: CZ + 8–10 digits (IČ or birth number); a Slovak DIČ is SK + 10 digits. */
export const isValidDic = (value: string): boolean => /^(CZ\d{8,10}|SK\d{10})$/.test(normalizeDic(value));

export const normalizeDic = (value: string) => withoutSpaces(value).toUpperCase();

/** PSČ: 5 digits, written "110 00" or "11000". */
export const isValidPsc = (value: string): boolean => /^\d{5}$/.test(withoutSpaces(value));

export const normalizePsc = (value: string) => withoutSpaces(value);
export const normalizeIc = (value: string) => withoutSpaces(value);

/** "11000" → "110 00" for display. */
export const formatPsc = (value: string) => (/^\d{5}$/.test(value) ? `${value.slice(0, 3)} ${value.slice(3)}` : value);
