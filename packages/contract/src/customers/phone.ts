/**
 * Phone numbers as the telephone exchange reports them: +<country code><number>, digits only.
 * Czech numbers have 9 digits without a trunk prefix (+420); Slovak national numbers start with
 * 0 (+421). Numbers already international (+ or 00) are kept as they are.
 */
const countryPrefixes = { cz: '420', sk: '421' } as const;
export type PhoneCountry = keyof typeof countryPrefixes;

export const normalizePhone = (phone: string, country: PhoneCountry = 'cz'): string => {
  const compact = phone.trim().replace(/[\s\-/().]/g, '');
  if (!/^\+?\d+$/.test(compact)) return '';
  if (compact.startsWith('+')) return compact.length >= 8 ? compact : '';
  if (compact.startsWith('00')) return compact.length >= 9 ? `+${compact.slice(2)}` : '';
  const prefix = countryPrefixes[country];
  if (compact.length === 12 && compact.startsWith(prefix)) return `+${compact}`;
  if (country === 'cz' && compact.length === 9) return `+420${compact}`;
  if (country === 'sk' && compact.length === 10 && compact.startsWith('0')) return `+421${compact.slice(1)}`;
  if (country === 'sk' && compact.length === 9) return `+421${compact}`;
  return '';
};
