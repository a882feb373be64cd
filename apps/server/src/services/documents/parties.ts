import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { billingInfos, customers, type invoices } from '../../db/schema/index';
import { type DocumentTexts, documentTexts, taxIdLines } from './document-texts';
import { type BillingInfoForPdf, supplierParty } from './pdf/billing-party';
import type { PdfParty } from './pdf/types';

/**
 * The parties of every document — the company's billing info as supplier, the customer — assembled once for the
 * PDFs (offer, order, delivery note, inspection, driver's day, invoice, credit note) and the XML (ISDOC).
 */

/** A customer's address and tax ids as a document prints them and an XML carries them. */
export type PartyAddress = {
  company: string;
  street: string;
  cp: string;
  psc: string;
  city: string;
  ic: string;
  dic: string;
};

/** "Dlouhá 5": street and house number, either may be missing. */
export const streetLine = (address: Pick<PartyAddress, 'street' | 'cp'>) =>
  [address.street, address.cp].filter(Boolean).join(' ');

/** The billing address of a customer: the delivery address when billing follows it (or names no company). */
export const customerBillingAddress = (customer: typeof customers.$inferSelect): PartyAddress => {
  const isDelivery = customer.billingSameAsDelivery || !customer.billingCompany.trim();
  const pick = (billing: string, delivery: string) => (isDelivery ? delivery : billing);
  return {
    company: pick(customer.billingCompany, customer.deliveryCompany),
    street: pick(customer.billingStreet, customer.deliveryStreet),
    cp: pick(customer.billingCp, customer.deliveryCp),
    psc: pick(customer.billingPsc, customer.deliveryPsc),
    city: pick(customer.billingCity, customer.deliveryCity),
    ic: pick(customer.billingIc, customer.deliveryIc),
    dic: pick(customer.billingDic, customer.deliveryDic),
  };
};

/** The customer an invoice (or credit note) names: its own copy of the address, kept as issued. */
export const invoiceCustomerAddress = (invoice: typeof invoices.$inferSelect): PartyAddress => ({
  company: invoice.invoiceCompany,
  street: invoice.invoiceStreet,
  cp: invoice.invoiceCp,
  psc: invoice.invoicePsc,
  city: invoice.invoiceCity,
  ic: invoice.invoiceIc,
  dic: invoice.invoiceDic,
});

/** The customer block of a PDF: name, street, PSČ and city, its tax ids as the document's language prints them. */
export const customerParty = (address: PartyAddress, t: DocumentTexts = documentTexts('cs')): PdfParty => ({
  heading: t.customer,
  lines: [
    address.company,
    streetLine(address),
    [address.psc, address.city].filter(Boolean).join(' '),
    ...taxIdLines(t, address.ic, address.dic),
  ],
});

/** The supplier block of a PDF; an empty one while the country has no billing info. */
export const supplierBlock = (
  info: BillingInfoForPdf | null,
  options: { isBankShown?: boolean; texts?: DocumentTexts } = {},
): PdfParty => {
  const t = options.texts ?? documentTexts('cs');
  return info ? supplierParty(info, t, options.isBankShown ?? true) : { heading: t.supplier, lines: [] };
};

/** The billing info a customer's documents name: the customer's own, else the country's first. */
export const loadBillingInfo = async (db: Db, owner: { billingInfoId: number | null; countryCode: string }) => {
  if (owner.billingInfoId) {
    const [own] = await db.select().from(billingInfos).where(eq(billingInfos.id, owner.billingInfoId));
    if (own) return own;
  }
  const [first] = await db
    .select()
    .from(billingInfos)
    .where(eq(billingInfos.countryCode, owner.countryCode))
    .orderBy(asc(billingInfos.id))
    .limit(1);
  return first ?? null;
};

/**
 * Whether the supplier of a customer's documents (its billing info, else the country's first) is a VAT payer: the
 * carts on the screens show final prices without VAT when it is not (decision 177).
 */
export const isSupplierVatPayerOf = async (db: Db, customerId: number) => {
  const [customer] = await db
    .select({ billingInfoId: customers.billingInfoId, countryCode: customers.countryCode })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer) return true;
  return (await loadBillingInfo(db, customer))?.vatPayer ?? true;
};

/**
 * The same invoice party in SQL (customers `c`): the billing address, or the delivery one when billing follows it,
 * with the customer's VAT status and e-mails — for queries that read many customers at once.
 */
export const customerPartySql = sql.raw(
  [
    ...['company', 'street', 'cp', 'psc', 'city', 'ic', 'dic', 'vat_payer'].map(
      (field) =>
        `case when c.billing_same_as_delivery or c.billing_company = '' then c.delivery_${field} else c.billing_${field} end as ${field}`,
    ),
    'c.billing_info_id',
    'c.email',
    'c.email_copy',
  ].join(',\n  '),
);

/** A row of `customerPartySql`. */
export type CustomerPartyRow = {
  billing_info_id: number | null;
  company: string;
  street: string;
  cp: string;
  psc: string;
  city: string;
  ic: string;
  dic: string;
  vat_payer: boolean;
  email: string;
  email_copy: string;
};
