import { peppolEndpointOf, vatIdentifierOf } from '@bo/contract/invoices/peppol';
import { el, type XmlNode } from '../../../lib/xml';
import { invoiceCustomerAddress, streetLine } from '../../documents/parties';
import type { InvoiceContent } from './invoice-content';

/**
 * The seller and buyer of a UBL document (decision 179): electronic address, name, postal address, VAT identifier
 * (only a VAT payer's, and none at all on a document not subject to VAT, BR-O-02) and legal entity. Peppol refuses
 * empty elements (PEPPOL-EN16931-R008), so a missing value leaves its element out.
 */
export const cbc = (name: string, value: string, attributes?: Record<string, string>): XmlNode =>
  el(`cbc:${name}`, value, attributes);
export const cac = (name: string, children: XmlNode[]): XmlNode => el(`cac:${name}`, children);

/** The element when the value is not blank, else nothing. */
export const optional = (name: string, value: string | null | undefined): XmlNode[] =>
  value?.trim() ? [cbc(name, value.trim())] : [];

type PartyInput = {
  countryCode: string;
  name: string;
  street: string;
  city: string;
  psc: string;
  ic: string;
  dic: string | null;
  /** the VAT identifier the document states, when it states one */
  vatId: string | null;
  /** the seller's register entry (BT-33) */
  legalForm?: string;
};

const party = (input: PartyInput): XmlNode => {
  const endpoint = peppolEndpointOf(input.countryCode, input.dic);
  const name = input.name.trim() || '-';
  return cac('Party', [
    ...(endpoint ? [cbc('EndpointID', endpoint.id, { schemeID: endpoint.schemeId })] : []),
    cac('PartyName', [cbc('Name', name)]),
    cac('PostalAddress', [
      ...optional('StreetName', input.street),
      ...optional('CityName', input.city),
      ...optional('PostalZone', input.psc),
      cac('Country', [cbc('IdentificationCode', input.countryCode.toUpperCase())]),
    ]),
    ...(input.vatId
      ? [cac('PartyTaxScheme', [cbc('CompanyID', input.vatId), cac('TaxScheme', [cbc('ID', 'VAT')])])]
      : []),
    cac('PartyLegalEntity', [
      cbc('RegistrationName', name),
      ...optional('CompanyID', input.ic),
      ...optional('CompanyLegalForm', input.legalForm),
    ]),
  ]);
};

export const supplierParty = (content: InvoiceContent): XmlNode => {
  const { invoice, billingInfo } = content.data;
  return cac('AccountingSupplierParty', [
    party({
      countryCode: invoice.countryCode,
      name: billingInfo.company,
      street: billingInfo.street,
      city: billingInfo.city,
      psc: billingInfo.psc,
      ic: billingInfo.ic,
      dic: billingInfo.dic,
      vatId: content.isVatPayer ? vatIdentifierOf(invoice.countryCode, billingInfo.dic) : null,
      legalForm: billingInfo.registerEntry,
    }),
  ]);
};

export const customerParty = (content: InvoiceContent): XmlNode => {
  const { invoice } = content.data;
  const customer = invoiceCustomerAddress(invoice);
  const statesVatId = content.isVatPayer && invoice.invoiceVatPayer;
  return cac('AccountingCustomerParty', [
    party({
      countryCode: invoice.countryCode,
      name: customer.company,
      street: streetLine(customer),
      city: customer.city,
      psc: customer.psc,
      ic: customer.ic,
      dic: customer.dic,
      vatId: statesVatId ? vatIdentifierOf(invoice.countryCode, customer.dic) : null,
    }),
  ]);
};
