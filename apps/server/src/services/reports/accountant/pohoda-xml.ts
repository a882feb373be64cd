import { variableSymbol } from '@bo/contract/invoices/numbering';
import { sql } from 'drizzle-orm';
import { cutText, el, type XmlNode, xmlFragment, xmlOpenTag } from '../../../lib/xml';

/**
 * The POHODA XML import (data.xsd version 2) of issued invoices: a `dat:dataPack` whose items are `inv:invoice`
 * documents — the header (number, variable symbol, dates, partner with IČ and DIČ, payment type), the items with their
 * VAT rate class and prices, and the VAT summary by rate class. Rows in, text out: reading them is the export's work.
 */

const NS = {
  dat: 'http://www.stormware.cz/schema/version_2/data.xsd',
  inv: 'http://www.stormware.cz/schema/version_2/invoice.xsd',
  typ: 'http://www.stormware.cz/schema/version_2/type.xsd',
};

/** payment_types.code → POHODA typ:paymentType. */
const POHODA_PAYMENT_TYPES: Record<string, string> = {
  bank_transfer: 'draft',
  cash: 'cash',
  card: 'creditcard',
  cash_on_delivery: 'delivery',
};

/** POHODA's VAT rate classes; `third` exists in POHODA SK only (the Slovak 5 % since 2025, beside 23 % and 19 %). */
export type RateClass = 'none' | 'low' | 'high' | 'third';

const element = (name: string, value: string, max?: number) =>
  el(name, max === undefined ? value : cutText(value, max));

/** An optional text element: left out when empty. */
const optional = (name: string, value: string | null | undefined, max: number): XmlNode[] =>
  value && value.trim() !== '' ? [element(name, value, max)] : [];

export type PohodaInvoiceRow = {
  id: number;
  number: string;
  date_issue: string;
  date_taxable_supply: string;
  date_maturity: string;
  delivery_note_number: number | null;
  number_from_client: string;
  payment_code: string | null;
  invoice_company: string;
  invoice_street: string;
  invoice_cp: string;
  invoice_psc: string;
  invoice_city: string;
  invoice_ic: string;
  invoice_dic: string;
  invoice_email: string;
  note: string;
  document_type: string;
  credit_reason: string;
  original_number: string | null;
};

export type PohodaItemRow = {
  invoice_id: number;
  code: string;
  name: string;
  amount: string;
  unit: string | null;
  price: string;
  sale: string;
  tax: string;
  rate_class: RateClass;
  price_without_vat: string;
  vat: string;
  price_with_vat: string;
  /** the line is supplied under the domestic reverse charge (the VAT decision of both parties) */
  reverse_charge: boolean;
  /** its kód předmětu plnění (the product's), '' when unknown */
  pdp_code: string;
};

export type PohodaSummaryRow = {
  invoice_id: number;
  rate_class: RateClass;
  price_without_vat: string;
  vat: string;
  price_with_vat: string;
};

/**
 * The VAT decision (contract vat-decision.ts) in SQL for a paying supplier: a reverse-charge item of an invoice whose
 * customer is a VAT payer with a DIČ on the document (`it` the item, `inv` its invoice).
 */
const reverseChargeSql = sql`it.reverse_charge and inv.invoice_vat_payer and inv.invoice_dic <> ''`;

/** Whether an item is a reverse-charge supply: never for a billing info not paying VAT. */
export const reverseChargeLineSql = (vatPayer: boolean) => (vatPayer ? sql`(${reverseChargeSql})` : sql`false`);

/**
 * The rate class of an item: reverse charge, 0 % or a billing info not paying VAT → none; reduced → low; and in POHODA
 * SK the second reduced rate (5 %, under 10 %) → third (decision 183).
 */
export const rateClassSql = (vatPayer: boolean, countryCode = 'cz') =>
  vatPayer
    ? sql`case when (${reverseChargeSql}) or it.tax = 0 then 'none'
        when ${countryCode === 'sk'} and coalesce(t.is_reduced, false) and it.tax < 10 then 'third'
        when coalesce(t.is_reduced, false) then 'low' else 'high' end`
    : sql`'none'`;

/**
 * POHODA's reverse-charge classification of a line (decision 176): Členění DPH `UDpdp` (a supply under §92a, which
 * POHODA puts on line 25 of the VAT return and into section A.1 of the control statement), the PDP flag and the
 * kód předmětu plnění. A Slovak line carries the flag and the code; its členění is the Slovak agenda's own.
 */
const reverseChargeXml = (item: PohodaItemRow, countryCode: string): XmlNode[] =>
  item.reverse_charge
    ? [
        ...(countryCode === 'cz' ? [el('inv:classificationVAT', [element('typ:ids', 'UDpdp')])] : []),
        element('inv:PDP', 'true'),
        ...optional('inv:CodePDP', item.pdp_code, 4),
      ]
    : [];

const itemXml = (item: PohodaItemRow, countryCode: string) =>
  el('inv:invoiceItem', [
    element('inv:text', item.name, 90),
    element('inv:quantity', item.amount),
    ...optional('inv:unit', item.unit, 10),
    element('inv:payVAT', 'false'),
    element('inv:rateVAT', item.rate_class),
    element('inv:percentVAT', item.rate_class === 'none' ? '0' : item.tax),
    element('inv:discountPercentage', item.sale),
    el('inv:homeCurrency', [
      element('typ:unitPrice', item.price),
      element('typ:price', item.price_without_vat),
      element('typ:priceVAT', item.vat),
      element('typ:priceSum', item.price_with_vat),
    ]),
    ...optional('inv:code', item.code, 64),
    ...reverseChargeXml(item, countryCode),
  ]);

const summaryXml = (rows: readonly PohodaSummaryRow[]) => {
  const of = (rateClass: RateClass) => rows.find((row) => row.rate_class === rateClass);
  const none = of('none');
  const low = of('low');
  const high = of('high');
  const third = of('third');
  return el('inv:invoiceSummary', [
    element('inv:roundingDocument', 'none'),
    el('inv:homeCurrency', [
      element('typ:priceNone', none?.price_without_vat ?? '0'),
      element('typ:priceLow', low?.price_without_vat ?? '0'),
      element('typ:priceLowVAT', low?.vat ?? '0'),
      element('typ:priceLowSum', low?.price_with_vat ?? '0'),
      element('typ:priceHigh', high?.price_without_vat ?? '0'),
      element('typ:priceHighVAT', high?.vat ?? '0'),
      element('typ:priceHighSum', high?.price_with_vat ?? '0'),
      // POHODA SK's third rate: only where a document has it (POHODA CZ knows no third rate)
      ...(third
        ? [
            element('typ:price3', third.price_without_vat),
            element('typ:price3VAT', third.vat),
            element('typ:price3Sum', third.price_with_vat),
          ]
        : []),
    ]),
  ]);
};

/**
 * A credit note (decision 134) is POHODA's corrective tax document (CZ: `issuedCorrectiveTax`; the SK version knows
 * credit notices with `originalDocumentNumber`), linked to its original by number and by the pairing symbol (the
 * original's variable symbol), so the correction offsets its receivable; its negative lines are the differences in
 * base and VAT.
 */
const documentHeaderXml = (invoice: PohodaInvoiceRow, countryCode: string): XmlNode[] => {
  if (invoice.document_type !== 'credit_note' || invoice.original_number === null) {
    return [element('inv:invoiceType', 'issuedInvoice')];
  }
  const isSlovak = countryCode === 'sk';
  return [
    element('inv:invoiceType', isSlovak ? 'issuedCreditNotice' : 'issuedCorrectiveTax'),
    element('inv:originalDocument', invoice.original_number, 32),
    ...(isSlovak ? [element('inv:originalDocumentNumber', invoice.original_number)] : []),
    ...optional('inv:symPar', variableSymbol(invoice.original_number), 20),
  ];
};

const documentText = (invoice: PohodaInvoiceRow) =>
  invoice.document_type === 'credit_note'
    ? `Opravný daňový doklad ${invoice.number} k ${invoice.original_number ?? ''}: ${invoice.credit_reason}`
    : `Faktura ${invoice.number}`;

/** One invoice of the pack as its `dat:dataPackItem`, without white space between elements. */
export const pohodaInvoiceXml = (
  invoice: PohodaInvoiceRow,
  items: readonly PohodaItemRow[],
  summary: readonly PohodaSummaryRow[],
  countryCode: string,
) => {
  const street = [invoice.invoice_street, invoice.invoice_cp].filter((part) => part.trim() !== '').join(' ');
  const paymentType = POHODA_PAYMENT_TYPES[invoice.payment_code ?? ''] ?? 'draft';
  const header = el('inv:invoiceHeader', [
    ...documentHeaderXml(invoice, countryCode),
    el('inv:number', [element('typ:numberRequested', invoice.number, 32)]),
    ...optional('inv:symVar', variableSymbol(invoice.number), 20),
    element('inv:date', invoice.date_issue),
    element('inv:dateTax', invoice.date_taxable_supply),
    element('inv:dateDue', invoice.date_maturity),
    element('inv:text', documentText(invoice), 240),
    el('inv:partnerIdentity', [
      el('typ:address', [
        ...optional('typ:company', invoice.invoice_company, 255),
        ...optional('typ:city', invoice.invoice_city, 45),
        ...optional('typ:street', street, 64),
        ...optional('typ:zip', invoice.invoice_psc, 15),
        ...optional('typ:ico', invoice.invoice_ic, 15),
        ...optional('typ:dic', invoice.invoice_dic, 18),
        ...optional('typ:email', invoice.invoice_email, 98),
      ]),
    ]),
    el('inv:paymentType', [element('typ:paymentType', paymentType)]),
    ...optional('inv:numberOrder', invoice.number_from_client, 32),
    ...optional('inv:note', invoice.note, 240),
  ]);
  return xmlFragment(
    el(
      'dat:dataPackItem',
      [
        el(
          'inv:invoice',
          [
            header,
            el(
              'inv:invoiceDetail',
              items.map((item) => itemXml(item, countryCode)),
            ),
            summaryXml(summary),
          ],
          {
            version: '2.0',
          },
        ),
      ],
      {
        version: '2.0',
        id: cutText(invoice.number, 64),
      },
    ),
  );
};

/** The XML declaration and the pack's opening tag; the pack ends with `POHODA_PACK_END`. */
export const pohodaPackStart = (pack: { id: string; ico: string; note: string }) =>
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  xmlOpenTag('dat:dataPack', {
    'xmlns:dat': NS.dat,
    'xmlns:inv': NS.inv,
    'xmlns:typ': NS.typ,
    version: '2.0',
    id: cutText(pack.id, 64),
    ...(pack.ico.trim() === '' ? {} : { ico: cutText(pack.ico, 15) }),
    application: 'Kancelář',
    note: pack.note,
  }) +
  '\n';

export const POHODA_PACK_END = '</dat:dataPack>\n';
