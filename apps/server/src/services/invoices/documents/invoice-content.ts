import { variableSymbol } from '@bo/contract/invoices/numbering';
import { isSpaydPayable, spaydString } from '@bo/contract/invoices/spayd';
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
import type { InvoiceDocumentData, InvoiceDocumentItem } from './load-invoice-documents';

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
  /** the QR payment string, when the invoice is unpaid, paid by bank transfer and payable */
  spayd: string | null;
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
  const payment = { iban: data.billingInfo.iban, amount: totals.priceWithVat };
  const hasQr = !data.invoice.paid && data.paymentCode === 'bank_transfer' && isSpaydPayable(payment);
  return {
    data,
    isVatPayer,
    parties,
    lines,
    totals,
    variableSymbol: vs,
    spayd: hasQr
      ? spaydString({
          ...payment,
          bic: data.billingInfo.swift,
          currency: data.currencyCode,
          variableSymbol: vs,
          message: `Faktura ${data.invoice.number}`,
        })
      : null,
  };
};

/** The file name of an invoice's documents: its number (`.pdf`, `.isdoc`). */
/** The file name of an invoice's document: its number made safe, else `faktura-<id>`. */
export const documentFileName = (invoice: { id: number; number: string }, extension: 'pdf' | 'isdoc') =>
  `${invoice.number.replace(/[^\p{L}\p{N}_-]+/gu, '_') || `faktura-${invoice.id}`}.${extension}`;

export const invoiceFileName = (data: InvoiceDocumentData, extension: 'pdf' | 'isdoc') =>
  documentFileName(data.invoice, extension);
