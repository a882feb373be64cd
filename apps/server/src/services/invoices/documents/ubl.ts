import {
  isCreditTransfer,
  paymentMeansCodeOf,
  unitCodeOf,
  type VatCategoryCode,
  vatCategoryOf,
  vatExemptionCodes,
} from '@bo/contract/invoices/peppol';
import type { InvoiceVatRecapRow } from '@bo/contract/invoices/totals';
import type { VatTreatment } from '@bo/contract/invoices/vat-decision';
import { centsToNumber, linePriceCents, toScaled } from '@bo/contract/money/money';
import { el, type XmlNode, xmlDocument } from '../../../lib/xml';
import { creditNoteView, isCreditNote } from './credit-note-content';
import { documentFileName, type InvoiceContent, type InvoiceContentLine } from './invoice-content';
import { cac, cbc, customerParty, optional, supplierParty } from './ubl-parties';
import { ublTexts } from './ubl-texts';

/**
 * The invoice as a Peppol BIS Billing 3.0 document (UBL 2.1, EN 16931; decision 179): an Invoice (380), or a
 * CreditNote (381) with its amounts positive and a reference to the original. Every figure is the contract's, the
 * same the PDF and ISDOC state: line net amounts are the lines' prices without VAT, a line's sale is an allowance on
 * it, the VAT breakdown is the VAT recap with each row's category.
 */
export const PEPPOL_CUSTOMIZATION_ID = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
export const PEPPOL_PROFILE_ID = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';

const UBL = 'urn:oasis:names:specification:ubl:schema:xsd';
const decimal = (value: number, places: number) => String(Number(value.toFixed(places)));

type Context = { currency: string; texts: ReturnType<typeof ublTexts>; isCredit: boolean };

const money = (context: Context, name: string, value: number) =>
  cbc(name, value.toFixed(2), { currencyID: context.currency });

const taxCategory = (context: Context, name: string, category: VatCategoryCode, rate: number, isLine: boolean) => {
  const exemptionCode = vatExemptionCodes[category];
  const exemption = context.texts.exemption[category];
  return cac(name, [
    cbc('ID', category),
    // no rate is charged under the reverse charge (BR-AE-05) and none exists outside VAT (BR-O-05)
    ...(category === 'O' ? [] : [cbc('Percent', category === 'AE' ? '0' : decimal(rate, 2))]),
    ...(!isLine && exemptionCode ? [cbc('TaxExemptionReasonCode', exemptionCode)] : []),
    ...(!isLine && exemption ? [cbc('TaxExemptionReason', exemption)] : []),
    cac('TaxScheme', [cbc('ID', 'VAT')]),
  ]);
};

/**
 * A line: a negative price (a discount line) turns into a negative quantity, as the item price must not be negative
 * (BR-27); a sale is an allowance of (price × quantity) − net amount, its percentage the sale (PEPPOL-EN16931-R040,
 * R120 hold within their 0.02 slack, the net amount being the contract's rounded one).
 */
const line = (context: Context, item: InvoiceContentLine, index: number): XmlNode => {
  const price = Math.abs(item.price);
  const quantity = item.price < 0 ? -item.amount : item.amount;
  const base = linePriceCents({ unitPrice: price, amount: quantity, sale: 0, tax: 0 }).withoutVat;
  const allowance = base - toScaled(item.priceWithoutVat, 2);
  const sale =
    item.sale === 0
      ? []
      : [
          cac('AllowanceCharge', [
            cbc('ChargeIndicator', 'false'),
            cbc('AllowanceChargeReasonCode', '95'),
            cbc('AllowanceChargeReason', context.texts.sale),
            cbc('MultiplierFactorNumeric', decimal(item.sale, 2)),
            money(context, 'Amount', centsToNumber(allowance)),
            money(context, 'BaseAmount', centsToNumber(base)),
          ]),
        ];
  return cac(context.isCredit ? 'CreditNoteLine' : 'InvoiceLine', [
    cbc('ID', String(index + 1)),
    cbc(context.isCredit ? 'CreditedQuantity' : 'InvoicedQuantity', decimal(quantity, 3), {
      unitCode: unitCodeOf(item.unit),
    }),
    money(context, 'LineExtensionAmount', item.priceWithoutVat),
    ...sale,
    cac('Item', [
      cbc('Name', item.name.trim() || item.code.trim() || '-'),
      ...(item.code.trim() ? [cac('SellersItemIdentification', [cbc('ID', item.code.trim())])] : []),
      taxCategory(context, 'ClassifiedTaxCategory', vatCategoryOf(item.treatment, item.tax), item.tax, true),
    ]),
    cac('Price', [cbc('PriceAmount', decimal(price, 4), { currencyID: context.currency })]),
  ]);
};

/** The recap row's treatment: its own reverse-charge flag, else the supplier's VAT status. */
const rowTreatment = (row: InvoiceVatRecapRow, isVatPayer: boolean): VatTreatment =>
  row.reverseCharge ? 'reverse_charge' : isVatPayer ? 'standard' : 'no_vat';

const taxTotal = (context: Context, content: InvoiceContent) =>
  cac('TaxTotal', [
    money(context, 'TaxAmount', content.totals.vat),
    ...content.totals.vatRecap.map((row) =>
      cac('TaxSubtotal', [
        money(context, 'TaxableAmount', row.priceWithoutVat),
        money(context, 'TaxAmount', row.vat),
        taxCategory(
          context,
          'TaxCategory',
          vatCategoryOf(rowTreatment(row, content.isVatPayer), row.tax),
          row.tax,
          false,
        ),
      ]),
    ),
  ]);

/** Payment means (UNCL 4461); a credit transfer names the account and the variable symbol (BT-83). */
const paymentMeans = (context: Context, content: InvoiceContent): XmlNode => {
  const { billingInfo, paymentCode } = content.data;
  const code = paymentMeansCodeOf(paymentCode);
  const codeName = paymentCode === 'cash_on_delivery' ? { name: context.texts.cashOnDelivery } : undefined;
  const account = billingInfo.iban.replace(/\s+/g, '') || billingInfo.bankAccount.trim();
  return cac('PaymentMeans', [
    cbc('PaymentMeansCode', code, codeName),
    ...(isCreditTransfer(code)
      ? [
          ...optional('PaymentID', content.variableSymbol),
          cac('PayeeFinancialAccount', [
            cbc('ID', account || '-'),
            ...optional('Name', billingInfo.company),
            ...(billingInfo.swift.trim()
              ? [cac('FinancialInstitutionBranch', [cbc('ID', billingInfo.swift.trim())])]
              : []),
          ]),
        ]
      : []),
  ]);
};

const legalMonetaryTotal = (context: Context, content: InvoiceContent) =>
  cac('LegalMonetaryTotal', [
    money(context, 'LineExtensionAmount', content.totals.priceWithoutVat),
    money(context, 'TaxExclusiveAmount', content.totals.priceWithoutVat),
    money(context, 'TaxInclusiveAmount', content.totals.priceWithVat),
    money(context, 'PayableAmount', content.totals.priceWithVat),
  ]);

export const invoiceUbl = (given: InvoiceContent): string => {
  const isCredit = isCreditNote(given);
  const content = isCredit ? creditNoteView(given) : given;
  const { invoice, original, currencyCode } = content.data;
  const context: Context = { currency: currencyCode, texts: ublTexts(invoice.countryCode), isCredit };
  const note = isCredit ? context.texts.creditNote(original?.number ?? null, invoice.creditReason) : invoice.note;
  const taxPointDate = optional('TaxPointDate', invoice.dateTaxableSupply);
  // a buyer reference or an order reference is required (PEPPOL-EN16931-R003): the customer's order number when
  // the invoice has one, else the invoice's own number, which the customer quotes back
  const reference = invoice.numberFromClient.trim()
    ? [cac('OrderReference', [cbc('ID', invoice.numberFromClient.trim())])]
    : [];
  const root = el(isCredit ? 'CreditNote' : 'Invoice', [
    cbc('CustomizationID', PEPPOL_CUSTOMIZATION_ID),
    cbc('ProfileID', PEPPOL_PROFILE_ID),
    cbc('ID', invoice.number),
    cbc('IssueDate', invoice.dateIssue),
    ...(isCredit ? [...taxPointDate, cbc('CreditNoteTypeCode', '381')] : [cbc('DueDate', invoice.dateMaturity)]),
    ...(isCredit ? [] : [cbc('InvoiceTypeCode', '380')]),
    ...optional('Note', note),
    ...(isCredit ? [] : taxPointDate),
    cbc('DocumentCurrencyCode', currencyCode),
    ...(reference.length ? [] : [cbc('BuyerReference', invoice.number)]),
    ...reference,
    ...(isCredit && original
      ? [
          cac('BillingReference', [
            cac('InvoiceDocumentReference', [cbc('ID', original.number), cbc('IssueDate', original.dateIssue)]),
          ]),
        ]
      : []),
    supplierParty(content),
    customerParty(content),
    // a credit note's payable amount is the refund: its terms say so (BR-CO-25), no account of the supplier's
    ...(isCredit ? [cac('PaymentTerms', [cbc('Note', context.texts.refund)])] : [paymentMeans(context, content)]),
    taxTotal(context, content),
    legalMonetaryTotal(context, content),
    ...content.lines.map((item, index) => line(context, item, index)),
  ]);
  root.attributes = {
    xmlns: `${UBL}:${isCredit ? 'CreditNote' : 'Invoice'}-2`,
    'xmlns:cac': `${UBL}:CommonAggregateComponents-2`,
    'xmlns:cbc': `${UBL}:CommonBasicComponents-2`,
  };
  return xmlDocument(root);
};

/** `<number>.xml` (documentFileName names the PDF and the ISDOC by the same rule). */
export const ublFileName = (invoice: { id: number; number: string }) => documentFileName(invoice, 'xml');
