import { formatDate } from '@bo/contract/dates/format';
import { catalogCs } from '@bo/contract/i18n/catalog-cs';
import { customerParty, invoiceCustomerAddress, supplierBlock } from '../../documents/parties';
import { renderDocumentPdf } from '../../documents/pdf/render-document';
import { NON_PAYER_SENTENCE } from '../../documents/pdf/supplier-vat';
import type { PdfColumnKey, PdfDocument, PdfTextBlock } from '../../documents/pdf/types';
import { creditNoteBlocks, creditNoteFacts, creditNoteTotalRows, isCreditNote } from './credit-note-pdf';
import { type InvoiceContent, invoiceContent } from './invoice-content';
import type { InvoiceDocumentData } from './load-invoice-documents';

export const REVERSE_CHARGE_NOTE = 'daň odvede zákazník';

const vatColumns: PdfColumnKey[] = ['amount', 'unitPrice', 'sale', 'withoutVat', 'vatRate', 'vat', 'withVat'];
const plainColumns: PdfColumnKey[] = ['amount', 'unitPrice', 'sale', 'withVat'];

/** A VAT payer issues a tax document; a non-payer a plain invoice (VAT act §29 applies to payers). */
export const invoiceTitle = (content: Pick<InvoiceContent, 'isVatPayer' | 'data'>) =>
  isCreditNote(content.data)
    ? `${content.isVatPayer ? 'Opravný daňový doklad' : 'Opravný doklad'} č. ${content.data.invoice.number}`
    : `${content.isVatPayer ? 'Faktura – daňový doklad' : 'Faktura'} č. ${content.data.invoice.number}`;

export const paymentTitle = (code: string | null) => {
  const key = `payment_type.${code}` as keyof typeof catalogCs;
  return code && key in catalogCs ? catalogCs[key] : '—';
};

const blocksOf = (content: InvoiceContent): PdfTextBlock[] => {
  const { invoice } = content.data;
  const blocks: PdfTextBlock[] = [];
  if (content.lines.some((line) => line.treatment === 'reverse_charge')) {
    blocks.push({
      text: `Přenesení daňové povinnosti podle § 92a zákona o DPH – ${REVERSE_CHARGE_NOTE} u položek takto označených.`,
    });
  }
  if (!content.isVatPayer) blocks.push({ text: NON_PAYER_SENTENCE });
  if (invoice.paid) {
    blocks.push({ text: `Uhrazeno${invoice.datePaid ? ` dne ${formatDate(invoice.datePaid)}` : ''}.` });
  }
  if (invoice.note) blocks.push({ heading: 'Poznámka', text: invoice.note });
  return [...creditNoteBlocks(content), ...blocks];
};

/** The invoice as the one PDF layout's document (VAT act §29 fields). */
export const invoicePdfDocument = (content: InvoiceContent): PdfDocument => {
  const { invoice, billingInfo, currencySymbol } = content.data;
  const { totals, isVatPayer } = content;
  const dates: [string, string][] = [
    ['Datum vystavení', formatDate(invoice.dateIssue)],
    [
      isVatPayer ? 'Datum uskutečnění zdanitelného plnění' : 'Datum uskutečnění plnění',
      formatDate(invoice.dateTaxableSupply),
    ],
    ['Datum splatnosti', formatDate(invoice.dateMaturity)],
  ];
  dates.push(...creditNoteFacts(content.data));
  if (invoice.numberFromClient) dates.push(['Číslo objednávky', invoice.numberFromClient]);
  if (invoice.deliveryNoteNumber) dates.push(['Dodací list', String(invoice.deliveryNoteNumber)]);
  const payment: [string, string][] = [
    ['Forma úhrady', paymentTitle(content.data.paymentCode)],
    ['Bankovní účet', billingInfo.bankAccount],
    ['IBAN', billingInfo.iban],
    ['SWIFT', billingInfo.swift],
    ['Variabilní symbol', content.variableSymbol],
  ];
  return {
    title: invoiceTitle(content),
    supplier: supplierBlock(billingInfo, { isBankShown: false }),
    customer: customerParty(invoiceCustomerAddress(invoice)),
    factGroups: [{ rows: dates, share: 1.25 }, { rows: payment.filter(([, value]) => value) }],
    lines: content.lines.map((line) => ({
      name: line.code ? `${line.name} (${line.code})` : line.name,
      note: line.treatment === 'reverse_charge' ? REVERSE_CHARGE_NOTE : undefined,
      amount: line.amount,
      unit: line.unit,
      unitPrice: line.price,
      sale: line.sale,
      priceWithoutVat: line.priceWithoutVat,
      tax: line.tax,
      vat: line.vat,
      noVatText: line.chargesVat ? undefined : '—',
      priceWithVat: line.priceWithVat,
    })),
    columns: isVatPayer ? vatColumns : plainColumns,
    isCurrencyInTable: false,
    vatRecap: isVatPayer
      ? totals.vatRecap.map((row) => ({
          ...row,
          label: row.reverseCharge ? `PDP – ${REVERSE_CHARGE_NOTE}` : undefined,
        }))
      : undefined,
    totalRows: isCreditNote(content.data)
      ? creditNoteTotalRows(content)
      : isVatPayer
        ? [
            { label: 'Celkem bez DPH', value: totals.priceWithoutVat },
            { label: 'DPH celkem', value: totals.vat },
            { label: 'Celkem k úhradě', value: totals.priceWithVat, emphasis: true },
          ]
        : [{ label: 'Celkem k úhradě', value: totals.priceWithVat, emphasis: true }],
    qr: content.spayd ? { text: content.spayd, label: 'QR Platba' } : undefined,
    blocks: blocksOf(content),
    currency: currencySymbol,
    labels: isVatPayer
      ? { unitPrice: 'Cena/j. bez DPH', withoutVat: 'Základ', vatRate: 'Sazba', vat: 'DPH', withVat: 'Celkem' }
      : { unitPrice: 'Cena/j.', withVat: 'Celkem' },
  };
};

/**
 * One invoice's PDF on its own (the screens and e-mails render through invoice batches).
 * @internal used by the bench only
 */
export const renderInvoicePdf = (data: InvoiceDocumentData) =>
  renderDocumentPdf(invoicePdfDocument(invoiceContent(data)));
