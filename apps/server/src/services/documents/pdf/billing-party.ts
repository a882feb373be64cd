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

/** The supplier block of every document: company, address, IČ, DIČ, bank account, register entry. */
export const supplierParty = (
  info: BillingInfoForPdf,
  heading = 'Dodavatel',
  /** false where the document prints the bank details with its payment details (invoices) */
  isBankShown = true,
): PdfParty => ({
  heading,
  lines: [
    info.company,
    info.street,
    `${info.psc} ${info.city}`.trim(),
    `IČ: ${info.ic}`,
    info.dic ? `DIČ: ${info.dic}` : info.vatPayer ? '' : 'Neplátce DPH',
    isBankShown && info.bankAccount ? `Bankovní účet: ${info.bankAccount}` : '',
    isBankShown && info.iban ? `IBAN: ${info.iban}${info.swift ? `, SWIFT: ${info.swift}` : ''}` : '',
    info.registerEntry,
  ],
});
