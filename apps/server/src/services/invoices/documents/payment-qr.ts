import { isSpaydPayable, spaydString } from '@bo/contract/invoices/spayd';
import { CurrencyCode, encode, PaymentOptions } from 'bysquare/pay';
import type { DocumentLanguage, DocumentTexts } from '../../documents/document-texts';

export type PaymentQrInput = {
  iban: string;
  bic: string;
  amount: number;
  currency: string;
  variableSymbol: string;
  dateMaturity: string;
  beneficiary: string;
  message: string;
};

/**
 * The payment QR of an unpaid invoice in the standard its customer's banks read (decision 181): Czech banks read the
 * QR Platba (SPAYD, contract spayd.ts), Slovak banks PAY by square (the Slovak Banking Association's standard, built
 * by npm `bysquare`: a payment order in EUR with the IBAN, BIC, amount, variable symbol, due date and the supplier).
 * Null when the payment cannot be carried (no IBAN, nothing to pay).
 */
export const paymentQr = (
  language: DocumentLanguage,
  t: DocumentTexts,
  payment: PaymentQrInput,
): { text: string; label: string } | null => {
  if (!isSpaydPayable(payment)) return null;
  if (language === 'sk' && payment.currency === 'EUR') {
    const text = encode({
      payments: [
        {
          type: PaymentOptions.PaymentOrder,
          amount: payment.amount,
          currencyCode: CurrencyCode.EUR,
          variableSymbol: payment.variableSymbol,
          paymentDueDate: payment.dateMaturity.replaceAll('-', ''),
          paymentNote: payment.message,
          beneficiary: { name: payment.beneficiary.slice(0, 70) },
          bankAccounts: [{ iban: payment.iban.replace(/\s/g, ''), ...(payment.bic ? { bic: payment.bic } : {}) }],
        },
      ],
    });
    return { text, label: t.invoice.qrLabel };
  }
  return {
    text: spaydString({
      iban: payment.iban,
      amount: payment.amount,
      bic: payment.bic,
      currency: payment.currency,
      variableSymbol: payment.variableSymbol,
      message: payment.message,
    }),
    label: t.invoice.qrLabel,
  };
};
