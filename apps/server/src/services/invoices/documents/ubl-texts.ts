import type { VatCategoryCode } from '@bo/contract/invoices/peppol';

/** The few words a UBL document carries, in its country's language (the supplier's, as on the PDF). */
type UblTexts = {
  /** the exemption reason (BT-120) of the categories without VAT */
  exemption: Partial<Record<VatCategoryCode, string>>;
  /** a line's sale (BT-139) */
  sale: string;
  creditNote: (original: string | null, reason: string) => string;
  /** a credit note's payment terms (BT-20): the supplier refunds */
  refund: string;
  cashOnDelivery: string;
};

const czech: UblTexts = {
  exemption: {
    AE: 'Daň odvede zákazník (přenesení daňové povinnosti, § 92a zákona o DPH)',
    O: 'Dodavatel není plátcem DPH',
    E: 'Plnění osvobozené od DPH',
  },
  sale: 'Sleva',
  creditNote: (original, reason) =>
    `Opravný daňový doklad${original ? ` k dokladu č. ${original}` : ''}. Důvod opravy: ${reason}`,
  refund: 'Částku vrátí dodavatel odběrateli.',
  cashOnDelivery: 'Dobírka',
};

const slovak: UblTexts = {
  exemption: {
    AE: 'Prenesenie daňovej povinnosti (§ 69 ods. 12 zákona o DPH)',
    O: 'Dodávateľ nie je platiteľom DPH',
    E: 'Oslobodené od DPH',
  },
  sale: 'Zľava',
  creditNote: (original, reason) =>
    `Opravná faktúra${original ? ` k faktúre č. ${original}` : ''}. Dôvod opravy: ${reason}`,
  refund: 'Sumu vráti dodávateľ odberateľovi.',
  cashOnDelivery: 'Dobierka',
};

export const ublTexts = (countryCode: string): UblTexts => (countryCode === 'sk' ? slovak : czech);
