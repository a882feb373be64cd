import { formatDate } from '@bo/contract/dates/format';
import { catalogCs } from '@bo/contract/i18n/catalog-cs';
import { catalogSk } from '@bo/contract/i18n/catalog-sk';
import type { DocumentLanguage } from '../../documents/document-texts';
import { customerParty, invoiceCustomerAddress, supplierBlock } from '../../documents/parties';
import { renderDocumentPdf } from '../../documents/pdf/render-document';
import type { PdfColumnKey, PdfDocument, PdfTextBlock } from '../../documents/pdf/types';
import { creditNoteBlocks, creditNoteFacts, creditNoteTotalRows, isCreditNote } from './credit-note-pdf';
import { type InvoiceContent, invoiceContent } from './invoice-content';
import type { InvoiceDocumentData } from './load-invoice-documents';

const vatColumns: PdfColumnKey[] = ['amount', 'unitPrice', 'sale', 'withoutVat', 'vatRate', 'vat', 'withVat'];
const plainColumns: PdfColumnKey[] = ['amount', 'unitPrice', 'sale', 'withVat'];

/**
 * A VAT payer issues a tax document; a non-payer a plain invoice (Czech VAT act §29 applies to payers). A Slovak
 * invoice is a "Faktúra", its correction a "Dobropis" (Slovak VAT act §71, §74).
 */
export const invoiceTitle = (content: Pick<InvoiceContent, 'isVatPayer' | 'data' | 'texts'>) => {
  const t = content.texts.invoice;
  const title = isCreditNote(content.data)
    ? content.isVatPayer
      ? t.creditNoteTitle
      : t.creditNoteTitleNonPayer
    : content.isVatPayer
      ? t.title
      : t.titleNonPayer;
  return `${title} ${t.number} ${content.data.invoice.number}`;
};

/** The payment type's name in the document's language, from the catalogue of that language. */
export const paymentTitle = (code: string | null, language: DocumentLanguage = 'cs') => {
  const key = `payment_type.${code}` as keyof typeof catalogCs;
  if (!code || !(key in catalogCs)) return '—';
  return (language === 'sk' ? catalogSk : catalogCs)[key];
};

const blocksOf = (content: InvoiceContent): PdfTextBlock[] => {
  const { invoice } = content.data;
  const t = content.texts.invoice;
  const blocks: PdfTextBlock[] = [];
  if (content.lines.some((line) => line.treatment === 'reverse_charge')) blocks.push({ text: t.reverseChargeSentence });
  if (!content.isVatPayer) blocks.push({ text: t.nonPayerSentence });
  if (invoice.paid) blocks.push({ text: t.paidOn(invoice.datePaid ? formatDate(invoice.datePaid) : '') });
  if (invoice.note) blocks.push({ heading: t.note, text: invoice.note });
  return [...creditNoteBlocks(content), ...blocks];
};

/** The invoice as the one PDF layout's document (Czech VAT act §29, Slovak §74), in its supplier's language. */
export const invoicePdfDocument = (content: InvoiceContent): PdfDocument => {
  const { invoice, billingInfo, currencySymbol } = content.data;
  const { totals, isVatPayer, texts } = content;
  const t = texts.invoice;
  const dates: [string, string][] = [
    [t.dateIssue, formatDate(invoice.dateIssue)],
    [isVatPayer ? t.dateTaxable : t.dateTaxableNonPayer, formatDate(invoice.dateTaxableSupply)],
    [t.dateMaturity, formatDate(invoice.dateMaturity)],
  ];
  dates.push(...creditNoteFacts(content));
  if (invoice.numberFromClient) dates.push([t.orderNumber, invoice.numberFromClient]);
  if (invoice.deliveryNoteNumber) dates.push([t.deliveryNote, String(invoice.deliveryNoteNumber)]);
  const payment: [string, string][] = [
    [t.payment, paymentTitle(content.data.paymentCode, content.language)],
    [texts.bankAccount, billingInfo.bankAccount],
    ['IBAN', billingInfo.iban],
    ['SWIFT', billingInfo.swift],
    [t.variableSymbol, content.variableSymbol],
  ];
  return {
    title: invoiceTitle(content),
    supplier: supplierBlock(billingInfo, { isBankShown: false, texts }),
    customer: customerParty(invoiceCustomerAddress(invoice), texts),
    factGroups: [{ rows: dates, share: 1.25 }, { rows: payment.filter(([, value]) => value) }],
    lines: content.lines.map((line) => ({
      name: line.code ? `${line.name} (${line.code})` : line.name,
      note: line.treatment === 'reverse_charge' ? t.reverseChargeLine : undefined,
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
      ? totals.vatRecap.map((row) => ({ ...row, label: row.reverseCharge ? t.reverseChargeRecap : undefined }))
      : undefined,
    totalRows: isCreditNote(content.data)
      ? creditNoteTotalRows(content)
      : isVatPayer
        ? [
            { label: t.totalWithoutVat, value: totals.priceWithoutVat },
            { label: t.vatTotal, value: totals.vat },
            { label: t.totalDue, value: totals.priceWithVat, emphasis: true },
          ]
        : [{ label: t.totalDue, value: totals.priceWithVat, emphasis: true }],
    qr: content.paymentQr ?? undefined,
    blocks: blocksOf(content),
    currency: currencySymbol,
    locale: texts.locale,
    labels: {
      ...texts.pdf,
      ...(isVatPayer
        ? { unitPrice: t.unitPriceWithoutVat, withoutVat: t.base, vatRate: t.rate, vat: t.vat, withVat: t.total }
        : { unitPrice: texts.plain.unitPrice, withVat: t.total }),
    },
  };
};

/**
 * One invoice's PDF on its own (the screens and e-mails render through invoice batches).
 * @internal used by the bench only
 */
export const renderInvoicePdf = (data: InvoiceDocumentData) =>
  renderDocumentPdf(invoicePdfDocument(invoiceContent(data)));
