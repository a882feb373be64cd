import type { VatTreatment } from './vat-decision';

/**
 * The codes a Peppol BIS Billing 3.0 document (UBL, EN 16931) needs from an invoice (decision 179): the parties'
 * electronic addresses, the VAT category of each line's VAT decision, the payment means and the unit codes. Pure code
 * lists; the server's UBL builder renders them, and nothing decides VAT again from them.
 */

/** A party's electronic address (BT-34 seller, BT-49 buyer): an EAS scheme and the identifier under it. */
export type PeppolEndpoint = { schemeId: string; id: string };

/** EAS 0245: the Slovak DIČ, the identifier of the Slovak Peppol authority (e-invoicing from 2027). */
const SLOVAK_DIC_SCHEME = '0245';
/** EAS 9929: the Czech VAT number (DIČ), the one Czech scheme the current EAS code list keeps. */
const CZECH_VAT_SCHEME = '9929';

const compact = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, '').toUpperCase();

/**
 * The electronic address of a party of the document's country: a Slovak party by its DIČ under 0245 (ten digits; a
 * DIČ written as IČ DPH, "SK" + DIČ, is read without the prefix), a Czech one by its DIČ under 9929. A party without a
 * DIČ has no Peppol address (null): the IČO schemes 0154 and 0158 left the EAS list with Peppol BIS 3.0.21.
 */
export const peppolEndpointOf = (countryCode: string, dic: string | null | undefined): PeppolEndpoint | null => {
  const value = compact(dic);
  if (!value) return null;
  if (countryCode === 'sk') return { schemeId: SLOVAK_DIC_SCHEME, id: value.replace(/^SK/, '') };
  if (countryCode === 'cz') return { schemeId: CZECH_VAT_SCHEME, id: value.startsWith('CZ') ? value : `CZ${value}` };
  return null;
};

/** A VAT identifier (BT-31, BT-48) with its country prefix (BR-CO-09): a Slovak DIČ becomes its IČ DPH. */
export const vatIdentifierOf = (countryCode: string, dic: string | null | undefined): string | null => {
  const value = compact(dic);
  if (!value) return null;
  return /^[A-Z]{2}/.test(value) ? value : `${countryCode.toUpperCase()}${value}`;
};

/** UNCL 5305 VAT categories the documents use. */
export type VatCategoryCode = 'S' | 'AE' | 'O' | 'E';

/**
 * The VAT category of the VAT decision: standard rate → S (a 0 % rate: exempt, E), reverse charge → AE, a supplier
 * that is not a VAT payer → O (not subject to VAT).
 */
export const vatCategoryOf = (treatment: VatTreatment, rate: number): VatCategoryCode => {
  if (treatment === 'reverse_charge') return 'AE';
  if (treatment === 'no_vat') return 'O';
  return rate === 0 ? 'E' : 'S';
};

/** The VATEX exemption reason codes of the categories that take one (upper case, as the code list writes them). */
export const vatExemptionCodes: Partial<Record<VatCategoryCode, string>> = { AE: 'VATEX-EU-AE', O: 'VATEX-EU-O' };

/** UNCL 4461 payment means of the payment types; no payment type is a credit transfer, as on the PDF. */
const paymentMeansCodes: Record<string, string> = {
  bank_transfer: '30',
  cash: '10',
  card: '48',
  cash_on_delivery: '10',
};

export const paymentMeansCodeOf = (paymentCode: string | null): string => paymentMeansCodes[paymentCode ?? ''] ?? '30';

/** Credit transfer: the payee's account and the variable symbol go with it. */
export const isCreditTransfer = (code: string) => code === '30' || code === '58';

/** UN/ECE Recommendation 20/21 codes of the units the catalogue ships with; any other unit counts as one (C62). */
const unitCodes: Record<string, string> = {
  ks: 'H87',
  kg: 'KGM',
  t: 'TNE',
  'm³': 'MTQ',
  m3: 'MTQ',
  l: 'LTR',
  hod: 'HUR',
  km: 'KMT',
  'měs.': 'MON',
  svoz: 'E48',
  paleta: 'XPX',
};

export const unitCodeOf = (unit: string): string => unitCodes[unit.trim()] ?? 'C62';
