import { addDays, companyToday } from '@bo/contract/dates/business-calendar';
import type { InvoiceCreateInput } from '@bo/contract/invoices/schemas';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { fieldError } from '../../lib/app-error';

export type InvoiceValues = Omit<InvoiceCreateInput, 'customerId' | 'customerApplicationId'>;

export const maturityDays = async (db: Db, countryCode: string) => {
  const [row] = await queryRows<{ days: number }>(
    db,
    sql`select maturity_overdue_days as days from configurations where country_code = ${countryCode}`,
  );
  return row?.days ?? 14;
};

/** The stored columns of the form's values: taxable supply = issue, maturity = issue + configured days. */
export const columnsOf = async (db: Db, values: InvoiceValues, countryCode: string) => ({
  billingInfoId: values.billingInfoId,
  numberFromClient: values.numberFromClient,
  deliveryNoteNumber: values.deliveryNoteNumber,
  dateIssue: values.dateIssue,
  dateTaxableSupply: values.dateTaxableSupply ?? values.dateIssue,
  dateMaturity: values.dateMaturity ?? addDays(values.dateIssue, await maturityDays(db, countryCode)),
  paid: values.paid,
  datePaid: values.paid ? (values.datePaid ?? companyToday()) : null,
  paymentTypeId: values.payment,
  invoiceCompany: values.invoiceCompany,
  invoiceStreet: values.invoiceStreet,
  invoiceCp: values.invoiceCp,
  invoicePsc: values.invoicePsc,
  invoiceCity: values.invoiceCity,
  invoiceIc: values.invoiceIc,
  invoiceDic: values.invoiceDic,
  // not sent: a customer with a DIČ on the document is taken for a VAT payer
  invoiceVatPayer: values.invoiceVatPayer ?? values.invoiceDic.trim() !== '',
  invoiceEmail: values.invoiceEmail,
  invoiceEmailCopy: values.invoiceEmailCopy,
  note: values.note,
});

export const checkPayment = async (db: Db, payment: number | null) => {
  if (payment === null) return;
  const [row] = await queryRows<{ id: number }>(db, sql`select id from payment_types where id = ${payment}`);
  if (!row) throw fieldError({ payment: 'not_available' });
};
