import { createHash } from 'node:crypto';
import { el, type XmlNode, xmlDocument } from '../../../lib/xml';
import { invoiceCustomerAddress } from '../../documents/parties';
import { creditNoteView, isCreditNote } from './credit-note-content';
import type { InvoiceContent, InvoiceContentLine } from './invoice-content';

/**
 * The invoice as ISDOC 6.0.2 (the Czech standard of electronic invoices, isdoc.cz), document type
 * 1 (invoice). Figures are the contract's totals, the same the PDF prints. Reverse-charge lines
 * carry local reverse charge code 5 (waste, annex 5 of the VAT act) and no VAT.
 */
const ISDOC_NAMESPACE = 'http://isdoc.cz/namespace/2013';

const amount = (value: number) => value.toFixed(2);
const decimal = (value: number, places = 4) => String(Number(value.toFixed(places)));
const countries: Record<string, { code: string; name: string }> = {
  cz: { code: 'CZ', name: 'Česká republika' },
  sk: { code: 'SK', name: 'Slovensko' },
};
const paymentMeansCodes: Record<string, string> = {
  bank_transfer: '42',
  cash: '10',
  card: '48',
  cash_on_delivery: '50',
};

/** Stable per invoice: the same download twice is the same document. */
const documentUuid = (content: InvoiceContent) => {
  const { invoice } = content.data;
  const hex = createHash('sha256')
    .update(`isdoc:${invoice.countryCode}:${invoice.id}:${invoice.number}:${invoice.createdAt.toISOString()}`)
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`.toUpperCase();
};

/** "Průmyslová 1472/11" → street "Průmyslová", building number "1472/11". */
const splitStreet = (street: string) => {
  const match = /^(.*\S)\s+(\d[\w/-]*)$/u.exec(street.trim());
  return match ? { street: match[1] ?? '', number: match[2] ?? '' } : { street: street.trim(), number: '' };
};

type PartyInput = {
  id: string;
  name: string;
  street: string;
  number: string;
  city: string;
  psc: string;
  dic: string;
  registerEntry?: string;
  countryCode: string;
};

const party = (input: PartyInput): XmlNode => {
  const country = countries[input.countryCode] ?? { code: input.countryCode.toUpperCase(), name: '' };
  const children = [
    el('PartyIdentification', [el('ID', input.id)]),
    el('PartyName', [el('Name', input.name)]),
    el('PostalAddress', [
      el('StreetName', input.street),
      el('BuildingNumber', input.number),
      el('CityName', input.city),
      el('PostalZone', input.psc),
      el('Country', [el('IdentificationCode', country.code), el('Name', country.name)]),
    ]),
  ];
  if (input.dic) children.push(el('PartyTaxScheme', [el('CompanyID', input.dic), el('TaxScheme', 'VAT')]));
  if (input.registerEntry) children.push(el('RegisterIdentification', [el('Preformatted', input.registerEntry)]));
  return el('Party', children);
};

const invoiceLine = (line: InvoiceContentLine, index: number, isVatPayer: boolean, isCredit = false): XmlNode => {
  const keep = 1 - line.sale / 100;
  const unitPrice = line.price * keep;
  const rate = line.chargesVat ? line.tax : 0;
  const taxCategory = [
    el('Percent', decimal(rate, 2)),
    el('VATCalculationMethod', '0'),
    el('VATApplicable', String(isVatPayer)),
  ];
  if (line.treatment === 'reverse_charge') {
    taxCategory.push(
      el('LocalReverseCharge', [
        el('LocalReverseChargeCode', '5'),
        el('LocalReverseChargeQuantity', decimal(line.amount, 3), line.unit ? { unitCode: line.unit } : undefined),
      ]),
    );
  }
  const item = [el('Description', line.name)];
  if (line.code) item.push(el('SellersItemIdentification', [el('ID', line.code)]));
  return el('InvoiceLine', [
    el('ID', String(index + 1)),
    ...(isCredit ? [el('OriginalDocumentReference', [], { ref: ORIGINAL_REFERENCE_ID })] : []),
    el('InvoicedQuantity', decimal(line.amount, 3), line.unit ? { unitCode: line.unit } : undefined),
    el('LineExtensionAmount', amount(line.priceWithoutVat)),
    el('LineExtensionAmountBeforeDiscount', decimal(line.price * line.amount)),
    el('LineExtensionAmountTaxInclusive', amount(line.priceWithVat)),
    el('LineExtensionTaxAmount', amount(line.vat)),
    el('UnitPrice', decimal(unitPrice)),
    el('UnitPriceTaxInclusive', decimal(unitPrice * (1 + rate / 100))),
    el('ClassifiedTaxCategory', taxCategory),
    ...(line.treatment === 'reverse_charge' ? [el('VATNote', 'Daň odvede zákazník')] : []),
    el('Item', item),
  ]);
};

const taxTotal = (content: InvoiceContent): XmlNode =>
  el('TaxTotal', [
    ...content.totals.vatRecap.map((row) => {
      const category = [el('Percent', decimal(row.tax, 2)), el('VATApplicable', String(content.isVatPayer))];
      if (row.reverseCharge) category.push(el('LocalReverseChargeFlag', 'true'));
      return el('TaxSubTotal', [
        el('TaxableAmount', amount(row.priceWithoutVat)),
        el('TaxAmount', amount(row.vat)),
        el('TaxInclusiveAmount', amount(row.priceWithVat)),
        el('AlreadyClaimedTaxableAmount', '0.00'),
        el('AlreadyClaimedTaxAmount', '0.00'),
        el('AlreadyClaimedTaxInclusiveAmount', '0.00'),
        el('DifferenceTaxableAmount', amount(row.priceWithoutVat)),
        el('DifferenceTaxAmount', amount(row.vat)),
        el('DifferenceTaxInclusiveAmount', amount(row.priceWithVat)),
        el('TaxCategory', category),
      ]);
    }),
    el('TaxAmount', amount(content.totals.vat)),
  ]);

const paymentMeans = (content: InvoiceContent): XmlNode => {
  const { invoice, billingInfo, paymentCode } = content.data;
  const code = paymentMeansCodes[paymentCode ?? ''] ?? '42';
  const [accountId = '', bankCode = ''] = billingInfo.bankAccount.split('/');
  const payment: XmlNode[] = [el('PaidAmount', amount(content.totals.priceWithVat)), el('PaymentMeansCode', code)];
  if (code === '42') {
    payment.push(
      el('Details', [
        el('PaymentDueDate', invoice.dateMaturity),
        el('ID', accountId.trim()),
        el('BankCode', bankCode.trim()),
        el('Name', ''),
        el('IBAN', billingInfo.iban.replace(/\s+/g, '')),
        el('BIC', billingInfo.swift),
        el('VariableSymbol', content.variableSymbol),
      ]),
    );
  } else if (code === '10') {
    payment.push(el('Details', [el('DocumentID', invoice.number), el('IssueDate', invoice.dateIssue)]));
  }
  return el('PaymentMeans', [el('Payment', payment)]);
};

/** The id that ties a credit note's lines to its one original document. */
const ORIGINAL_REFERENCE_ID = 'original';

const originalReferences = (content: InvoiceContent): XmlNode[] => {
  const { original } = content.data;
  if (!original) return [];
  return [
    el('OriginalDocumentReferences', [
      el('OriginalDocumentReference', [el('ID', original.number), el('IssueDate', original.dateIssue)], {
        id: ORIGINAL_REFERENCE_ID,
      }),
    ]),
  ];
};

/**
 * A credit note (decision 134) is document type 2 with the reference to its original, its amounts stated positive
 * (credit-note-content.ts) and no payment means (the supplier refunds).
 */
export const invoiceIsdoc = (given: InvoiceContent): string => {
  const isCredit = isCreditNote(given) && given.data.original !== null;
  const content = isCredit ? creditNoteView(given) : given;
  const { invoice, billingInfo, currencyCode } = content.data;
  const { totals } = content;
  const supplierStreet = splitStreet(billingInfo.street);
  const customer = invoiceCustomerAddress(invoice);
  const noteText = isCredit
    ? `Opravný daňový doklad k dokladu č. ${content.data.original?.number ?? ''}. Důvod opravy: ${invoice.creditReason}`
    : invoice.note;
  const note = noteText ? [el('Note', noteText)] : [];
  const root = el(
    'Invoice',
    [
      el('DocumentType', isCredit ? '2' : '1'),
      el('ID', invoice.number),
      el('UUID', documentUuid(content)),
      el('IssuingSystem', 'Kancelář'),
      el('IssueDate', invoice.dateIssue),
      el('TaxPointDate', invoice.dateTaxableSupply),
      el('VATApplicable', String(content.isVatPayer)),
      el('ElectronicPossibilityAgreementReference', ''),
      ...note,
      el('LocalCurrencyCode', currencyCode),
      el('CurrRate', '1'),
      el('RefCurrRate', '1'),
      el('AccountingSupplierParty', [
        party({
          id: billingInfo.ic,
          name: billingInfo.company,
          street: supplierStreet.street,
          number: supplierStreet.number,
          city: billingInfo.city,
          psc: billingInfo.psc,
          dic: billingInfo.dic ?? '',
          registerEntry: billingInfo.registerEntry,
          countryCode: invoice.countryCode,
        }),
      ]),
      el('AccountingCustomerParty', [
        party({
          id: customer.ic,
          name: customer.company,
          street: customer.street,
          number: customer.cp,
          city: customer.city,
          psc: customer.psc,
          dic: customer.dic,
          countryCode: invoice.countryCode,
        }),
      ]),
      ...(isCredit ? originalReferences(content) : []),
      el(
        'InvoiceLines',
        content.lines.map((line, index) => invoiceLine(line, index, content.isVatPayer, isCredit)),
      ),
      taxTotal(content),
      el('LegalMonetaryTotal', [
        el('TaxExclusiveAmount', amount(totals.priceWithoutVat)),
        el('TaxInclusiveAmount', amount(totals.priceWithVat)),
        el('AlreadyClaimedTaxExclusiveAmount', '0.00'),
        el('AlreadyClaimedTaxInclusiveAmount', '0.00'),
        el('DifferenceTaxExclusiveAmount', amount(totals.priceWithoutVat)),
        el('DifferenceTaxInclusiveAmount', amount(totals.priceWithVat)),
        el('PaidDepositsAmount', '0.00'),
        el('PayableAmount', amount(totals.priceWithVat)),
      ]),
      ...(isCredit ? [] : [paymentMeans(content)]),
    ],
    { xmlns: ISDOC_NAMESPACE, version: '6.0.2' },
  );
  return xmlDocument(root);
};
