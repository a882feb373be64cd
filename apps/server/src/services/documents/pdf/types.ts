/**
 * DESIGN §4 Shared building blocks: what every document PDF (offer, invoice, order, delivery note,
 * …) is made of. A document is data; `render-document.ts` lays it out the same way for all.
 */

/** A party of a document: the supplier (a billing info) or the customer. */
export type PdfParty = {
  heading: string;
  /** lines printed in order: company, address, IČ/DIČ, … (empty ones are skipped) */
  lines: string[];
};

/** A row of the line table; money already computed by the contract's money module. */
export type PdfLine = {
  name: string;
  /** a second, smaller line under the name (e.g. 'daň odvede zákazník' on a reverse-charge line) */
  note?: string;
  amount: number;
  /** printed after the amount ("ks", "kg") */
  unit?: string;
  /** unit without VAT */
  unitPrice: number;
  sale: number;
  priceWithoutVat: number;
  tax: number;
  /** the line's VAT (the `vat` column) */
  vat?: number;
  /** printed instead of the rate and the VAT when the line carries none (reverse charge) */
  noVatText?: string;
  priceWithVat: number;
};

/** The line table's columns, in order; `name` always comes first. */
export type PdfColumnKey = 'amount' | 'unitPrice' | 'sale' | 'withoutVat' | 'vatRate' | 'vat' | 'withVat';
export const defaultColumns: PdfColumnKey[] = ['amount', 'unitPrice', 'sale', 'withoutVat', 'vatRate', 'withVat'];

export type PdfVatRecapRow = {
  tax: number;
  priceWithoutVat: number;
  vat: number;
  priceWithVat: number;
  /** printed instead of the rate (e.g. reverse charge) */
  label?: string;
};

/** A group of label/value rows; groups stand side by side (dates | payment). */
export type PdfFactGroup = {
  heading?: string;
  rows: [label: string, value: string][];
  /** the group's share of the width against the others (default 1) */
  share?: number;
};

/** A row of the totals block; `emphasis` prints it large and bold (the amount due). */
export type PdfTotalRow = { label: string; value: number; emphasis?: boolean };

export type PdfTextBlock = { heading?: string; text: string };

export type PdfDocument = {
  /** e.g. "Nabídka č. 12" */
  title: string;
  /** metadata title, also the header line of the page */
  supplier: PdfParty;
  customer: PdfParty;
  /** label/value rows under the parties (date, validity, variable symbol, …) */
  facts?: [label: string, value: string][];
  /** label/value groups side by side under the parties (drawn after `facts`) */
  factGroups?: PdfFactGroup[];
  /** free text before the table */
  intro?: PdfTextBlock[];
  lines?: PdfLine[];
  /** the line table's columns after the name (default: amount, unit price, sale, without VAT, rate, with VAT) */
  columns?: PdfColumnKey[];
  /** false: the line table's money cells carry no currency symbol (totals and recap still do) */
  isCurrencyInTable?: boolean;
  totals?: { priceWithoutVat: number; priceWithVat: number };
  /** the totals block as rows (instead of `totals`) */
  totalRows?: PdfTotalRow[];
  /** a QR code (e.g. the QR payment) drawn beside the totals, with its label above */
  qr?: { text: string; label: string };
  vatRecap?: PdfVatRecapRow[];
  /** free text after the table (validity, contact, payment terms, …) */
  blocks?: PdfTextBlock[];
  /** currency symbol printed after amounts: "Kč", "€" */
  currency: string;
  /** BCP 47 locale for numbers, e.g. cs-CZ */
  locale?: string;
  labels?: Partial<PdfLabels>;
};

export type PdfLabels = {
  name: string;
  amount: string;
  unitPrice: string;
  sale: string;
  withoutVat: string;
  vatRate: string;
  withVat: string;
  totalWithoutVat: string;
  totalWithVat: string;
  vatRecap: string;
  vatBase: string;
  vat: string;
  vatTotal: string;
  rate: string;
  page: string;
  continued: string;
};
