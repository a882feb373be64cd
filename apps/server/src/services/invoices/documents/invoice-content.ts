import { variableSymbol } from '@bo/contract/invoices/numbering';
import {
  type InvoiceLinePrices,
  type InvoiceTotals,
  invoiceLinePrices,
  invoiceTotals,
} from '@bo/contract/invoices/totals';
import {
  invoiceVatParties,
  type VatParties,
  type VatTreatment,
  vatTreatmentOf,
} from '@bo/contract/invoices/vat-decision';
import {
  type DocumentLanguage,
  type DocumentTexts,
  documentLanguageOf,
  documentTexts,
} from '../../documents/document-texts';
import type { InvoiceDocumentData, InvoiceDocumentItem } from './load-invoice-documents';
import { paymentQr } from './payment-qr';

export type InvoiceContentLine = InvoiceDocumentItem &
  InvoiceLinePrices & {
    /** the line's VAT decision (contract vat-decision.ts): every document renders it, none decides again */
    treatment: VatTreatment;
    chargesVat: boolean;
  };

/** The figures of one invoice document, every one from the contract's totals (VAT act §29). */
export type InvoiceContent = {
  data: InvoiceDocumentData;
  isVatPayer: boolean;
  parties: VatParties;
  lines: InvoiceContentLine[];
  totals: InvoiceTotals;
  variableSymbol: string;
  /** the language of the document: its supplier's country's (decision 181) */
  language: DocumentLanguage;
  texts: DocumentTexts;
  /** the payment QR (QR Platba or PAY by square), when the invoice is unpaid, paid by bank transfer and payable */
  paymentQr: { text: string; label: string } | null;
};

export const invoiceContent = (data: InvoiceDocumentData): InvoiceContent => {
  const isVatPayer = data.billingInfo.vatPayer;
  const parties = invoiceVatParties(isVatPayer, data.invoice);
  const lines = data.items.map((item) => {
    const treatment = vatTreatmentOf(parties, item);
    return { ...item, ...invoiceLinePrices(item, parties), treatment, chargesVat: treatment === 'standard' };
  });
  const totals = invoiceTotals(data.items, parties);
  const vs = variableSymbol(data.invoice.number);
  const language = documentLanguageOf(data.invoice.countryCode);
  const texts = documentTexts(language);
  const hasQr = !data.invoice.paid && data.paymentCode === 'bank_transfer';
  return {
    data,
    isVatPayer,
    parties,
    lines,
    totals,
    variableSymbol: vs,
    language,
    texts,
    paymentQr: hasQr
      ? paymentQr(language, texts, {
          iban: data.billingInfo.iban,
          bic: data.billingInfo.swift,
          amount: totals.priceWithVat,
          currency: data.currencyCode,
          variableSymbol: vs,
          dateMaturity: data.invoice.dateMaturity,
          beneficiary: data.billingInfo.company,
          message: texts.invoice.qrMessage(data.invoice.number),
        })
      : null,
  };
};

/** The file name of an invoice's document (`.pdf`, `.isdoc`, `.xml` for the UBL): its number made safe, else `faktura-<id>`. */
export const documentFileName = (invoice: { id: number; number: string }, extension: 'pdf' | 'isdoc' | 'xml') =>
  `${invoice.number.replace(/[^\p{L}\p{N}_-]+/gu, '_') || `faktura-${invoice.id}`}.${extension}`;

export const invoiceFileName = (data: InvoiceDocumentData, extension: 'pdf' | 'isdoc') =>
  documentFileName(data.invoice, extension);
