import type { OfferDetail } from '@bo/contract/offers/schemas';
import { customerBillingAddress, customerParty, supplierBlock } from '../documents/parties';
import { renderDocumentPdf } from '../documents/pdf/render-document';
import { forSupplierVat } from '../documents/pdf/supplier-vat';
import type { PdfDocument } from '../documents/pdf/types';
import { czechDate, offerLines, offerValidUntil, operatorContact, partLabels } from './offer-content';
import type { OfferDocumentData } from './offer-document-data';

export const offerTitle = (data: OfferDocumentData, detail: OfferDetail | null) =>
  data.offer.version === 1 && detail
    ? `Nabídka č. ${data.offer.id} – ${partLabels[detail]}`
    : `Nabídka č. ${data.offer.id}`;

/** The file name of the offer PDF, e.g. `Nabídka č. 12 – Aplikace.pdf`. */
export const offerFileName = (data: OfferDocumentData, detail: OfferDetail | null) => `${offerTitle(data, detail)}.pdf`;

/** The offer PDF through the one layout module. */
export const renderOfferPdf = (data: OfferDocumentData, detail: OfferDetail | null): Promise<Buffer> => {
  const { lines, totals, vatRecap } = offerLines(data, detail);
  const part = detail === 'lapol' ? data.offer.lapol : data.offer.application;
  const facts: [string, string][] = [
    ['Datum', czechDate(data.offer.createdAt)],
    ['Platnost nabídky do', czechDate(offerValidUntil(data.offer.createdAt))],
  ];
  if (data.offer.version === 1 && detail === 'application' && data.offer.application?.warranty) {
    facts.push(['Záruka', data.offer.application.warranty]);
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
    supplier: supplierBlock(data.billingInfo),
    customer: customerParty(customerBillingAddress(data.customer)),
    facts,
    intro: part?.name ? [{ text: part.name }] : [],
    lines,
    totals: lines.length ? totals : undefined,
    vatRecap: lines.length ? vatRecap : undefined,
    blocks: [
      {
        heading: 'Platnost',
        text: `Nabídka platí do ${czechDate(offerValidUntil(data.offer.createdAt))}.${isVatPayer ? ' Ceny jsou uvedeny bez DPH i s DPH.' : ''}`,
      },
      ...(contact ? [{ heading: 'Vyřizuje', text: contact }] : []),
    ],
    currency: data.currency,
  };
  return renderDocumentPdf(forSupplierVat(document, isVatPayer));
};
