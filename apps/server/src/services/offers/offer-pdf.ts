import type { OfferDetail } from '@bo/contract/offers/schemas';
import { documentLanguageOf, documentTexts } from '../documents/document-texts';
import { customerBillingAddress, customerParty, supplierBlock } from '../documents/parties';
import { renderDocumentPdf } from '../documents/pdf/render-document';
import { forSupplierVat } from '../documents/pdf/supplier-vat';
import type { PdfDocument } from '../documents/pdf/types';
import { czechDate, offerLines, offerValidUntil, operatorContact } from './offer-content';
import type { OfferDocumentData } from './offer-document-data';

/** The offer's texts: its customer's country's language (decision 181). */
const textsOf = (data: OfferDocumentData) => documentTexts(documentLanguageOf(data.customer.countryCode));

export const offerTitle = (data: OfferDocumentData, detail: OfferDetail | null) => {
  const t = textsOf(data).offer;
  return data.offer.version === 1 && detail
    ? `${t.title} č. ${data.offer.id} – ${t.parts[detail]}`
    : `${t.title} č. ${data.offer.id}`;
};

/** The file name of the offer PDF, e.g. `Nabídka č. 12 – Aplikace.pdf`. */
export const offerFileName = (data: OfferDocumentData, detail: OfferDetail | null) => `${offerTitle(data, detail)}.pdf`;

/** The offer PDF through the one layout module. */
export const renderOfferPdf = (data: OfferDocumentData, detail: OfferDetail | null): Promise<Buffer> => {
  const { lines, totals, vatRecap } = offerLines(data, detail);
  const part = detail === 'lapol' ? data.offer.lapol : data.offer.application;
  const texts = textsOf(data);
  const t = texts.offer;
  const facts: [string, string][] = [
    [t.date, czechDate(data.offer.createdAt)],
    [t.validUntil, czechDate(offerValidUntil(data.offer.createdAt))],
  ];
  if (data.offer.version === 1 && detail === 'application' && data.offer.application?.warranty) {
    facts.push([t.warranty, data.offer.application.warranty]);
  }
  if (data.offer.version === 1 && detail === 'lapol' && data.offer.lapol) {
    const { applicationP2, applicationT } = data.offer.lapol;
    if (applicationP2 !== null) facts.push(['P2', String(applicationP2).replace('.', ',')]);
    if (applicationT !== null) facts.push(['T', String(applicationT).replace('.', ',')]);
  }
  const contact = operatorContact(data);
  const isVatPayer = data.billingInfo?.vatPayer !== false;
  const document: PdfDocument = {
    title: offerTitle(data, detail),
    supplier: supplierBlock(data.billingInfo, { texts }),
    customer: customerParty(customerBillingAddress(data.customer), texts),
    facts,
    intro: part?.name ? [{ text: part.name }] : [],
    lines,
    totals: lines.length ? totals : undefined,
    vatRecap: lines.length ? vatRecap : undefined,
    blocks: [
      {
        heading: t.validity,
        text: [t.validText(czechDate(offerValidUntil(data.offer.createdAt))), isVatPayer ? t.pricesBoth : '']
          .filter(Boolean)
          .join(' '),
      },
      ...(contact ? [{ heading: t.contact, text: contact }] : []),
    ],
    currency: data.currency,
    locale: texts.locale,
    labels: texts.pdf,
  };
  return renderDocumentPdf(forSupplierVat(document, isVatPayer, texts));
};
