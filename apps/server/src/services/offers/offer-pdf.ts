import type { OfferDetail } from '@bo/contract/offers/schemas';
import { supplierParty } from '../documents/pdf/billing-party';
import { renderDocumentPdf } from '../documents/pdf/render-document';
import type { PdfDocument, PdfParty } from '../documents/pdf/types';
import { czechDate, offerLines, offerValidUntil, operatorContact, partLabels } from './offer-content';
import type { OfferDocumentData } from './offer-document-data';

/** The customer's invoice address with IČ/DIČ (the delivery address when billing is the same). */
export const customerParty = (customer: OfferDocumentData['customer']): PdfParty => {
  const useDelivery = customer.billingSameAsDelivery || !customer.billingCompany.trim();
  const pick = (billing: string, delivery: string) => (useDelivery ? delivery : billing);
  const street = [pick(customer.billingStreet, customer.deliveryStreet), pick(customer.billingCp, customer.deliveryCp)]
    .filter(Boolean)
    .join(' ');
  const ic = pick(customer.billingIc, customer.deliveryIc);
  const dic = pick(customer.billingDic, customer.deliveryDic);
  return {
    heading: 'Odběratel',
    lines: [
      pick(customer.billingCompany, customer.deliveryCompany),
      street,
      [pick(customer.billingPsc, customer.deliveryPsc), pick(customer.billingCity, customer.deliveryCity)]
        .filter(Boolean)
        .join(' '),
      ic ? `IČ: ${ic}` : '',
      dic ? `DIČ: ${dic}` : '',
    ],
  };
};

export const offerTitle = (data: OfferDocumentData, detail: OfferDetail | null) =>
  data.offer.version === 1 && detail
    ? `Nabídka č. ${data.offer.id} – ${partLabels[detail]}`
    : `Nabídka č. ${data.offer.id}`;

/** The file name of the offer PDF, e.g. `Nabídka č. 12 – Aplikace.pdf`. */
export const offerFileName = (data: OfferDocumentData, detail: OfferDetail | null) => `${offerTitle(data, detail)}.pdf`;

const emptySupplier: PdfParty = { heading: 'Dodavatel', lines: [] };

/** The offer PDF (issue 9 PDF) through the one layout module. */
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
  const document: PdfDocument = {
    title: offerTitle(data, detail),
    supplier: data.billingInfo ? supplierParty(data.billingInfo) : emptySupplier,
    customer: customerParty(data.customer),
    facts,
    intro: part?.name ? [{ text: part.name }] : [],
    lines,
    totals: lines.length ? totals : undefined,
    vatRecap: lines.length ? vatRecap : undefined,
    blocks: [
      {
        heading: 'Platnost',
        text: `Nabídka platí do ${czechDate(offerValidUntil(data.offer.createdAt))}. Ceny jsou uvedeny bez DPH i s DPH.`,
      },
      ...(contact ? [{ heading: 'Vyřizuje', text: contact }] : []),
    ],
    currency: data.currency,
  };
  return renderDocumentPdf(document);
};
