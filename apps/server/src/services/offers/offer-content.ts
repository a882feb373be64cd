import type { CartLine } from '@bo/contract/cart/cart';
import { cartTotals, vatRecap } from '@bo/contract/cart/cart';
import { COMPANY_TIME_ZONE } from '@bo/contract/dates/business-calendar';
import { linePrices } from '@bo/contract/money/money';
import type { OfferDetail } from '@bo/contract/offers/schemas';
import type { PdfLine, PdfVatRecapRow } from '../documents/pdf/types';
import type { OfferDocumentData } from './offer-document-data';

/** An offer is valid 30 days from its creation (docs/decisions/047). */
export const OFFER_VALIDITY_DAYS = 30;

export const offerValidUntil = (created: Date) => new Date(created.getTime() + OFFER_VALIDITY_DAYS * 86_400_000);

/** Czech date of documents and the public page: `23. 11. 2026`. */
export const czechDate = (date: Date) =>
  new Intl.DateTimeFormat('cs-CZ', { timeZone: COMPANY_TIME_ZONE, day: 'numeric', month: 'numeric', year: 'numeric' })
    .format(date)
    .replace(/\u00a0/g, ' ');

export type OfferLines = {
  lines: PdfLine[];
  totals: { priceWithoutVat: number; priceWithVat: number };
  vatRecap: PdfVatRecapRow[];
};

const summarise = (lines: PdfLine[]): OfferLines => {
  // the contract's cart module sums and recaps; tax ids stand in for the rates here
  const asCart: CartLine[] = lines.map((line, index) => ({
    productId: index + 1,
    amount: line.amount,
    name: line.name,
    price: line.unitPrice,
    sale: line.sale,
    priceWithoutVat: line.priceWithoutVat,
    priceWithVat: line.priceWithVat,
    taxId: Math.round(line.tax * 100),
    position: index,
  }));
  const rates = new Map(asCart.map((line) => [line.taxId, line.taxId / 100]));
  return { lines, totals: cartTotals(asCart), vatRecap: vatRecap(asCart, rates) };
};

const priced = (data: OfferDocumentData, type: string, name: string, amount: number | null, sale = 0) => {
  const price = data.prices.get(type);
  if (!price || amount === null || amount <= 0) return [];
  const unit = { unitPrice: price.priceWithoutVat, amount, sale, tax: price.tax };
  return [{ name, amount, unitPrice: unit.unitPrice, sale, tax: price.tax, ...linePrices(unit) }];
};

/**
 * Version 1: the chosen part priced from the offer settings — application: applicationQuantity ×
 * the application price less the part's sale; lapol: applicationP2 × the lapol P2 price and
 * applicationT × the lapol T price (docs/decisions/047). Version 2: the saved cart.
 */
export const offerLines = (data: OfferDocumentData, detail: OfferDetail | null): OfferLines => {
  if (data.offer.version === 2 || detail === null) {
    return summarise(
      data.cart.map((line) => ({
        name: line.name,
        amount: line.amount,
        unitPrice: line.price,
        sale: line.sale,
        priceWithoutVat: line.priceWithoutVat,
        tax: line.tax,
        priceWithVat: line.priceWithVat,
      })),
    );
  }
  if (detail === 'application') {
    const part = data.offer.application;
    return summarise(priced(data, 'application', 'Aplikace', part?.applicationQuantity ?? null, part?.sale ?? 0));
  }
  const part = data.offer.lapol;
  return summarise([
    ...priced(data, 'lapol_p2', 'Lapol P2', part?.applicationP2 ?? null),
    ...priced(data, 'lapol_t', 'Lapol T', part?.applicationT ?? null),
  ]);
};

/** The operator's contact as one line: name, phone, e-mail. */
export const operatorContact = (data: OfferDocumentData) =>
  data.operator
    ? [`${data.operator.name} ${data.operator.surname}`, data.operator.phone, data.operator.email]
        .filter((part) => part.trim())
        .join(', ')
    : '';
