/**
 * The VAT decision of a document line (DESIGN §4 VAT decision): one pure function, from the supplier (the billing
 * info pays VAT or not), the customer on the document (pays VAT, DIČ) and the product (its reverse-charge flag).
 * - `no_vat`: a supplier that is not a VAT payer charges no VAT at all (no rates, no recap);
 * - `reverse_charge`: the product is under the reverse charge (VAT act §92a, e.g. waste under §92c) and both parties
 *   are VAT payers, the customer's DIČ on the document: the customer accounts for the VAT;
 * - `standard`: the line's rate — also for a reverse-charge product sold to a private person or a non-payer.
 * Every document (offer, order, invoice, credit note, ISDOC, POHODA) renders this decision; none decides again.
 */
export type VatTreatment = 'standard' | 'reverse_charge' | 'no_vat';

export type VatParties = {
  isSupplierVatPayer: boolean;
  isCustomerVatPayer: boolean;
  customerDic: string;
};

/** The customer may take the reverse charge: a VAT payer whose DIČ the document carries. */
export const isReverseChargeCustomer = (parties: VatParties) =>
  parties.isCustomerVatPayer && parties.customerDic.trim() !== '';

export const vatTreatmentOf = (parties: VatParties, line: { reverseCharge: boolean }): VatTreatment => {
  if (!parties.isSupplierVatPayer) return 'no_vat';
  return line.reverseCharge && isReverseChargeCustomer(parties) ? 'reverse_charge' : 'standard';
};

/** The parties of an invoice: its billing info's VAT status and the customer as the document names it. */
export const invoiceVatParties = (
  isSupplierVatPayer: boolean,
  invoice: { invoiceVatPayer: boolean; invoiceDic: string },
): VatParties => ({
  isSupplierVatPayer,
  isCustomerVatPayer: invoice.invoiceVatPayer,
  customerDic: invoice.invoiceDic,
});
