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
  amount: number;
  /** unit without VAT */
  unitPrice: number;
  sale: number;
  priceWithoutVat: number;
  tax: number;
  priceWithVat: number;
};

export type PdfVatRecapRow = { tax: number; priceWithoutVat: number; vat: number; priceWithVat: number };

export type PdfTextBlock = { heading?: string; text: string };

export type PdfDocument = {
  /** e.g. "Nabídka č. 12" */
  title: string;
  /** metadata title, also the header line of the page */
  supplier: PdfParty;
  customer: PdfParty;
  /** label/value rows under the parties (date, validity, variable symbol, …) */
  facts?: [label: string, value: string][];
  /** free text before the table */
  intro?: PdfTextBlock[];
  lines?: PdfLine[];
  totals?: { priceWithoutVat: number; priceWithVat: number };
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
  total: string;
  vatRecap: string;
  vatBase: string;
  vat: string;
  page: string;
};

/** Czech by default: every document of the product is Czech (sk falls back to cs). */
export const czechLabels: PdfLabels = {
  name: 'Položka',
  amount: 'Množství',
  unitPrice: 'Cena/j.',
  sale: 'Sleva',
  withoutVat: 'Bez DPH',
  vatRate: 'DPH',
  withVat: 'S DPH',
  total: 'Celkem',
  vatRecap: 'Rekapitulace DPH',
  vatBase: 'Základ',
  vat: 'DPH',
  page: 'Strana',
};
