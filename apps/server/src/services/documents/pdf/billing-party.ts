import { type DocumentTexts, documentTexts, taxIdLines } from '../document-texts';
import type { PdfParty } from './types';

/** What a document shows of the company (a billing info, DESIGN §4 Billing info). */
export type BillingInfoForPdf = {
  company: string;
  street: string;
  city: string;
  psc: string;
  ic: string;
  dic: string | null;
  vatPayer: boolean;
  bankAccount: string;
  iban: string;
  swift: string;
  registerEntry: string;
};

/**
 * The supplier block of every document: company, address, its tax ids as its country prints them (document-texts.ts),
 * "Neplátce DPH" for a supplier that is not a VAT payer, bank account, register entry.
 */
export const supplierParty = (
  info: BillingInfoForPdf,
  t: DocumentTexts = documentTexts('cs'),
  /** false where the document prints the bank details with its payment details (invoices) */
  isBankShown = true,
): PdfParty => ({
  heading: t.supplier,
  lines: [
    info.company,
    info.street,
    `${info.psc} ${info.city}`.trim(),
    ...taxIdLines(t, info.ic, info.dic),
    info.vatPayer ? '' : t.nonPayer,
    isBankShown && info.bankAccount ? `${t.bankAccount}: ${info.bankAccount}` : '',
    isBankShown && info.iban ? `IBAN: ${info.iban}${info.swift ? `, SWIFT: ${info.swift}` : ''}` : '',
    info.registerEntry,
  ],
});
