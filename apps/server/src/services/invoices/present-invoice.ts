import { companyToday } from '@bo/contract/dates/business-calendar';
import type { Invoice, InvoiceItem } from '@bo/contract/invoices/schemas';
import { invoiceState } from '@bo/contract/invoices/state';
import { invoiceTotals } from '@bo/contract/invoices/totals';
import { invoiceVatParties } from '@bo/contract/invoices/vat-decision';
import { isoCurrencyOf } from '@bo/contract/money/currency';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { type Actor, disabledFieldsOf, type InvoiceRef, type InvoiceRow, requireInvoice } from './invoice-access';
import { listItems } from './invoice-items';

/** GET /v1/invoices/{id}: the invoice with its display state, totals, VAT recap and disabled fields. */
export const getInvoice = async (db: Db, ref: InvoiceRef & { actor: Actor }): Promise<Invoice> => {
  const row = await requireInvoice(db, ref);
  const items = await listItems(db, row.id);
  return presentInvoice(db, row, items, ref.actor);
};

const presentInvoice = async (db: Db, row: InvoiceRow, items: readonly InvoiceItem[], actor: Actor) => {
  const [extra] = await queryRows<{
    currency: string;
    vat_payer: boolean;
    inspection_count: number;
    original_number: string | null;
  }>(
    db,
    sql`select c.currency, b.vat_payer,
        (select o.number from invoices o where o.id = ${row.originalInvoiceId}::int) as original_number,
        (select count(*)::int from inspections i
          where ${row.customerApplicationId}::int is not null and i.application_id = ${row.customerApplicationId}) as inspection_count
      from countries c, billing_infos b where c.country_code = ${row.countryCode} and b.id = ${row.billingInfoId}`,
  );
  const totals = invoiceTotals(items, invoiceVatParties(extra?.vat_payer ?? true, row));
  return {
    id: row.id,
    number: row.number,
    numberFromClient: row.numberFromClient,
    deliveryNoteNumber: row.deliveryNoteNumber,
    dateIssue: row.dateIssue,
    dateTaxableSupply: row.dateTaxableSupply,
    dateMaturity: row.dateMaturity,
    datePaid: row.datePaid,
    paid: row.paid,
    payment: row.paymentTypeId,
    billingInfoId: row.billingInfoId,
    color: row.color,
    lock: row.lock,
    customerId: row.customerId,
    customerApplicationId: row.customerApplicationId,
    applicationPart: (row.applicationPart as Invoice['applicationPart']) ?? null,
    electronicInvoiceTime: row.electronicInvoiceTime?.toISOString() ?? null,
    electronicInvoiceEmail: row.electronicInvoiceEmail,
    inspectionCount: extra?.inspection_count ?? 0,
    priceWithVat: Number(row.priceWithVat),
    priceWithoutVat: Number(row.priceWithoutVat),
    vat: totals.vat,
    currency: isoCurrencyOf(row.countryCode, extra?.currency ?? ''),
    state: invoiceState(row, companyToday()),
    vatRecap: totals.vatRecap,
    invoiceCompany: row.invoiceCompany,
    invoiceStreet: row.invoiceStreet,
    invoiceCp: row.invoiceCp,
    invoicePsc: row.invoicePsc,
    invoiceCity: row.invoiceCity,
    invoiceIc: row.invoiceIc,
    invoiceDic: row.invoiceDic,
    invoiceVatPayer: row.invoiceVatPayer,
    invoiceEmail: row.invoiceEmail,
    invoiceEmailCopy: row.invoiceEmailCopy,
    note: row.note,
    documentType: row.documentType === 'credit_note' ? 'credit_note' : 'invoice',
    originalInvoiceId: row.originalInvoiceId,
    originalInvoiceNumber: extra?.original_number ?? null,
    creditReason: row.creditReason,
    createdAt: row.createdAt.toISOString(),
    disabledFields: disabledFieldsOf(row, actor),
    lockVersion: row.lockVersion,
  } satisfies Invoice;
};

/** The saved invoice and its items, as a save answers them. */
export const savedInvoice = async (db: Db, ref: InvoiceRef & { actor: Actor }) => {
  const invoice = await getInvoice(db, ref);
  return { invoice, items: await listItems(db, ref.invoiceId) };
};
