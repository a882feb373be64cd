import type { PdfLabels } from './pdf/types';

/**
 * The language of a document is its supplier's country's (decision 181): a Czech billing info writes Czech documents
 * under the Czech VAT act, a Slovak one Slovak documents under the Slovak VAT act (zákon č. 222/2004 Z. z.).
 */
export type DocumentLanguage = 'cs' | 'sk';

export const documentLanguageOf = (countryCode: string): DocumentLanguage => (countryCode === 'sk' ? 'sk' : 'cs');

/** Every text the documents print, per language; `sk` must name every key `cs` has (a compile error otherwise). */
const cs = {
  locale: 'cs-CZ',
  supplier: 'Dodavatel',
  customer: 'Odběratel',
  companyId: 'IČ',
  taxId: 'DIČ',
  vatId: 'DIČ',
  nonPayer: 'Neplátce DPH',
  bankAccount: 'Bankovní účet',
  pdf: {
    name: 'Položka',
    amount: 'Množství',
    unitPrice: 'Cena/j.',
    sale: 'Sleva',
    withoutVat: 'Bez DPH',
    vatRate: 'DPH',
    withVat: 'S DPH',
    totalWithoutVat: 'Celkem bez DPH',
    totalWithVat: 'Celkem s DPH',
    vatRecap: 'Rekapitulace DPH',
    vatBase: 'Základ',
    vat: 'DPH',
    vatTotal: 'Celkem',
    rate: 'Sazba',
    page: 'Strana',
    continued: 'pokračování',
  } satisfies PdfLabels,
  invoice: {
    title: 'Faktura – daňový doklad',
    titleNonPayer: 'Faktura',
    creditNoteTitle: 'Opravný daňový doklad',
    creditNoteTitleNonPayer: 'Opravný doklad',
    number: 'č.',
    dateIssue: 'Datum vystavení',
    dateTaxable: 'Datum uskutečnění zdanitelného plnění',
    dateTaxableNonPayer: 'Datum uskutečnění plnění',
    dateMaturity: 'Datum splatnosti',
    orderNumber: 'Číslo objednávky',
    deliveryNote: 'Dodací list',
    payment: 'Forma úhrady',
    variableSymbol: 'Variabilní symbol',
    unitPriceWithoutVat: 'Cena/j. bez DPH',
    base: 'Základ',
    rate: 'Sazba',
    vat: 'DPH',
    total: 'Celkem',
    totalWithoutVat: 'Celkem bez DPH',
    vatTotal: 'DPH celkem',
    totalDue: 'Celkem k úhradě',
    reverseChargeLine: 'daň odvede zákazník',
    reverseChargeRecap: 'PDP – daň odvede zákazník',
    reverseChargeSentence:
      'Přenesení daňové povinnosti podle § 92a zákona o DPH – daň odvede zákazník u položek takto označených.',
    nonPayerSentence: 'Dodavatel není plátcem DPH.',
    paidOn: (date: string) => (date ? `Uhrazeno dne ${date}.` : 'Uhrazeno.'),
    note: 'Poznámka',
    qrLabel: 'QR Platba',
    qrMessage: (number: string) => `Faktura ${number}`,
  },
  creditNote: {
    corrected: 'Opravovaný doklad',
    correctedIssued: 'Vystaven dne',
    reason: 'Důvod opravy',
    legal: (number: string) =>
      `Opravný daňový doklad podle § 42 a § 45 zákona o DPH k dokladu č. ${number}. Záporné částky snižují základ daně a daň původního dokladu.`,
    baseDifference: 'Rozdíl základu daně',
    vatDifference: 'Rozdíl DPH',
    refund: 'Celkem k vrácení',
  },
  mail: {
    greeting: 'Dobrý den,',
    invoiceAttached: (number: string) => `v příloze Vám zasíláme fakturu č. ${number} ve formátu PDF a ISDOC.`,
    creditNoteAttached: (number: string, original: string) =>
      `v příloze Vám zasíláme opravný daňový doklad č. ${number} k faktuře č. ${original} ve formátu PDF a ISDOC.`,
    reason: 'Důvod opravy',
    refund: 'Částka k vrácení',
    paid: (date: string) => (date ? `Faktura je uhrazena (${date}), děkujeme.` : 'Faktura je uhrazena, děkujeme.'),
    amountDue: 'Částka k úhradě',
    dateMaturity: 'Datum splatnosti',
    variableSymbol: 'Variabilní symbol',
    bankAccount: 'Bankovní účet',
    regards: 'S pozdravem',
    qrSentence: 'Pro rychlou platbu můžete naskenovat QR kód v přiložené faktuře.',
  },
  offer: {
    title: 'Nabídka',
    date: 'Datum',
    validUntil: 'Platnost nabídky do',
    warranty: 'Záruka',
    validity: 'Platnost',
    validText: (date: string) => `Nabídka platí do ${date}.`,
    pricesBoth: 'Ceny jsou uvedeny bez DPH i s DPH.',
    contact: 'Vyřizuje',
    parts: { application: 'Aplikace', lapol: 'Lapol' },
  },
  application: {
    order: 'Objednávka',
    deliveryNote: 'Dodací list',
    parts: { company: 'firma', private: 'soukromé' },
    application: 'Zakázka',
    deliveryNoteNumber: 'Dodací list č.',
    plannedDate: 'Datum plánované dodávky',
    deliveredDate: 'Datum dodání',
    driver: 'Řidič',
    operator: 'Vyřizuje',
    note: 'Poznámka',
    signatures: 'Podpisy',
    ordered: 'Objednal',
    accepted: 'Přijal',
    handedOver: 'Předal',
    received: 'Převzal',
    deliveryPlace: 'Místo dodání',
  },
  plain: {
    sentence: 'Dodavatel není plátcem DPH.',
    unitPrice: 'Cena/j.',
    total: 'Celkem',
  },
};

export type DocumentTexts = typeof cs;

const sk: DocumentTexts = {
  locale: 'sk-SK',
  supplier: 'Dodávateľ',
  customer: 'Odberateľ',
  companyId: 'IČO',
  taxId: 'DIČ',
  vatId: 'IČ DPH',
  nonPayer: 'Neplatiteľ DPH',
  bankAccount: 'Bankový účet',
  pdf: {
    name: 'Položka',
    amount: 'Množstvo',
    unitPrice: 'Cena/j.',
    sale: 'Zľava',
    withoutVat: 'Bez DPH',
    vatRate: 'DPH',
    withVat: 'S DPH',
    totalWithoutVat: 'Spolu bez DPH',
    totalWithVat: 'Spolu s DPH',
    vatRecap: 'Rekapitulácia DPH',
    vatBase: 'Základ',
    vat: 'DPH',
    vatTotal: 'Spolu',
    rate: 'Sadzba',
    page: 'Strana',
    continued: 'pokračovanie',
  },
  invoice: {
    title: 'Faktúra',
    titleNonPayer: 'Faktúra',
    creditNoteTitle: 'Dobropis',
    creditNoteTitleNonPayer: 'Dobropis',
    number: 'č.',
    dateIssue: 'Dátum vyhotovenia',
    dateTaxable: 'Dátum dodania',
    dateTaxableNonPayer: 'Dátum dodania',
    dateMaturity: 'Dátum splatnosti',
    orderNumber: 'Číslo objednávky',
    deliveryNote: 'Dodací list',
    payment: 'Forma úhrady',
    variableSymbol: 'Variabilný symbol',
    unitPriceWithoutVat: 'Cena/j. bez DPH',
    base: 'Základ',
    rate: 'Sadzba',
    vat: 'DPH',
    total: 'Spolu',
    totalWithoutVat: 'Spolu bez DPH',
    vatTotal: 'DPH spolu',
    totalDue: 'Spolu na úhradu',
    reverseChargeLine: 'prenesenie daňovej povinnosti',
    reverseChargeRecap: 'Prenesenie daňovej povinnosti',
    reverseChargeSentence:
      'Prenesenie daňovej povinnosti podľa § 69 ods. 12 zákona č. 222/2004 Z. z. o dani z pridanej hodnoty – daň odvedie odberateľ pri takto označených položkách.',
    nonPayerSentence: 'Dodávateľ nie je platiteľom DPH.',
    paidOn: (date: string) => (date ? `Uhradené dňa ${date}.` : 'Uhradené.'),
    note: 'Poznámka',
    qrLabel: 'PAY by square',
    qrMessage: (number: string) => `Faktura ${number}`,
  },
  creditNote: {
    corrected: 'Opravovaná faktúra',
    correctedIssued: 'Vyhotovená dňa',
    reason: 'Dôvod opravy',
    legal: (number: string) =>
      `Dobropis podľa § 71 ods. 2 zákona č. 222/2004 Z. z. o dani z pridanej hodnoty k faktúre č. ${number}. Záporné sumy znižujú základ dane a daň pôvodnej faktúry.`,
    baseDifference: 'Rozdiel základu dane',
    vatDifference: 'Rozdiel DPH',
    refund: 'Spolu na vrátenie',
  },
  mail: {
    greeting: 'Dobrý deň,',
    invoiceAttached: (number: string) => `v prílohe Vám zasielame faktúru č. ${number} vo formáte PDF a UBL.`,
    creditNoteAttached: (number: string, original: string) =>
      `v prílohe Vám zasielame dobropis č. ${number} k faktúre č. ${original} vo formáte PDF a UBL.`,
    reason: 'Dôvod opravy',
    refund: 'Suma na vrátenie',
    paid: (date: string) => (date ? `Faktúra je uhradená (${date}), ďakujeme.` : 'Faktúra je uhradená, ďakujeme.'),
    amountDue: 'Suma na úhradu',
    dateMaturity: 'Dátum splatnosti',
    variableSymbol: 'Variabilný symbol',
    bankAccount: 'Bankový účet',
    regards: 'S pozdravom',
    qrSentence: 'Na rýchlu platbu môžete naskenovať QR kód PAY by square v priloženej faktúre.',
  },
  offer: {
    title: 'Ponuka',
    date: 'Dátum',
    validUntil: 'Platnosť ponuky do',
    warranty: 'Záruka',
    validity: 'Platnosť',
    validText: (date: string) => `Ponuka platí do ${date}.`,
    pricesBoth: 'Ceny sú uvedené bez DPH aj s DPH.',
    contact: 'Vybavuje',
    parts: { application: 'Aplikácia', lapol: 'Lapol' },
  },
  application: {
    order: 'Objednávka',
    deliveryNote: 'Dodací list',
    parts: { company: 'firma', private: 'súkromné' },
    application: 'Zákazka',
    deliveryNoteNumber: 'Dodací list č.',
    plannedDate: 'Dátum plánovanej dodávky',
    deliveredDate: 'Dátum dodania',
    driver: 'Vodič',
    operator: 'Vybavuje',
    note: 'Poznámka',
    signatures: 'Podpisy',
    ordered: 'Objednal',
    accepted: 'Prijal',
    handedOver: 'Odovzdal',
    received: 'Prevzal',
    deliveryPlace: 'Miesto dodania',
  },
  plain: {
    sentence: 'Dodávateľ nie je platiteľom DPH.',
    unitPrice: 'Cena/j.',
    total: 'Spolu',
  },
};

const texts: Record<DocumentLanguage, DocumentTexts> = { cs, sk };

export const documentTexts = (language: DocumentLanguage): DocumentTexts => texts[language];

/**
 * A party's tax ids as its country prints them. Czech: "IČ", "DIČ" (CZ…). Slovak: "IČO", and an "SK…" number is the
 * IČ DPH, whose digits are the DIČ — both printed, as §74 of the Slovak VAT act asks for the IČ DPH.
 */
export const taxIdLines = (t: DocumentTexts, ic: string, dic: string | null): string[] => {
  const lines = ic ? [`${t.companyId}: ${ic}`] : [];
  if (!dic) return lines;
  if (t.vatId !== t.taxId && /^SK\d{10}$/.test(dic))
    return [...lines, `${t.taxId}: ${dic.slice(2)}`, `${t.vatId}: ${dic}`];
  return [...lines, `${t.taxId}: ${dic}`];
};
