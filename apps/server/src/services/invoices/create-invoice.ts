import { companyToday } from '@bo/contract/dates/business-calendar';
import type { InvoiceCreateInput, InvoiceItemInput } from '@bo/contract/invoices/schemas';
import { invoiceTotals } from '@bo/contract/invoices/totals';
import { invoiceVatParties } from '@bo/contract/invoices/vat-decision';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { invoiceItems, invoices } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { AppError, fieldError } from '../../lib/app-error';
import { applicationInvoiced, invoicedPartsOf, invoicesOf } from '../application-invoices/application-invoices';
import { recordCreated } from '../history/record-changes';
import { requireBillingInfo } from './billing-info';
import { type Actor, type InvoiceRef, requireInvoice } from './invoice-access';
import { computeItems, itemValues, listItems } from './invoice-items';
import { takeInvoiceNumber } from './invoice-numbers';
import { checkPayment, columnsOf, type InvoiceValues } from './invoice-values';

export type NewInvoice = {
  countryCode: string;
  actorId: number;
  customerId: number;
  customerApplicationId: number | null;
  applicationPart: 'company' | 'private' | null;
  values: InvoiceValues;
  items: readonly InvoiceItemInput[];
  color?: number;
};

/**
 * Inserts an invoice and its items in `tx`: the number from the billing info's sequence, the
 * items priced by the server, the totals their sums. Returns the new id.
 */
export const insertInvoice = async (tx: Db, invoice: NewInvoice): Promise<number> => {
  const billing = await requireBillingInfo(tx, invoice.values.billingInfoId, invoice.countryCode);
  await checkPayment(tx, invoice.values.payment);
  const columns = await columnsOf(tx, invoice.values, invoice.countryCode);
  const parties = invoiceVatParties(billing.vat_payer, columns);
  const items = await computeItems(tx, {
    countryCode: invoice.countryCode,
    parties,
    inputs: invoice.items.map(({ id: _id, ...item }) => item),
    savedIds: new Set(),
  });
  const totals = invoiceTotals(items, parties);
  const number = await takeInvoiceNumber(tx, billing, columns.dateIssue);
  const [row] = await tx
    .insert(invoices)
    .values({
      ...columns,
      countryCode: invoice.countryCode,
      number,
      customerId: invoice.customerId,
      customerApplicationId: invoice.customerApplicationId,
      applicationPart: invoice.applicationPart,
      color: invoice.color ?? 1,
      priceWithoutVat: String(totals.priceWithoutVat),
      priceWithVat: String(totals.priceWithVat),
      updatedBy: invoice.actorId,
    })
    .returning({ id: invoices.id });
  if (!row) throw new Error('invoice insert returned nothing');
  if (items.length > 0) await tx.insert(invoiceItems).values(items.map((item) => itemValues(row.id, item)));
  await recordCreated(tx, 'invoice', row.id);
  return row.id;
};

/** POST /v1/invoices → the new id (decision 096): the invoice and its items in one transaction. */
export const createInvoice = async (
  db: Db,
  options: {
    countryCode: string;
    actor: Actor;
    input: InvoiceCreateInput;
    items: readonly Omit<InvoiceItemInput, 'id'>[];
  },
): Promise<number> => {
  const { customerId, customerApplicationId, ...values } = options.input;
  const [customer] = await queryRows<{ id: number }>(
    db,
    sql`select id from customers where id = ${customerId} and country_code = ${options.countryCode}`,
  );
  if (!customer) throw fieldError({ customerId: 'not_available' });
  let applicationPart: 'company' | null = null;
  if (customerApplicationId !== null) {
    const [application] = await queryRows<{ id: number }>(
      db,
      sql`select id from customer_applications
        where id = ${customerApplicationId} and customer_id = ${customerId} and country_code = ${options.countryCode}`,
    );
    if (!application) throw fieldError({ customerApplicationId: 'not_available' });
    applicationPart = 'company';
  }
  return inTransaction(db, async (tx) => {
    if (customerApplicationId !== null) {
      // one invoice per application part (as POST …/applications/{appId}/invoice)
      await tx.execute(sql`select id from customer_applications where id = ${customerApplicationId} for update`);
      const invoiced = invoicedPartsOf(
        (await invoicesOf(tx, [customerApplicationId])).get(customerApplicationId) ?? [],
      );
      if (invoiced.includes('company')) throw applicationInvoiced();
    }
    return insertInvoice(tx, {
      countryCode: options.countryCode,
      actorId: options.actor.id,
      customerId,
      customerApplicationId,
      applicationPart,
      values,
      items: options.items,
    });
  });
};

/**
 * POST /v1/invoices/{id}/clone → the new id: a new number, today's dates (maturity by the
 * configuration), not paid, not locked, not sent, the same customer, address and items; the
 * copy invoices no application part (decision 096).
 */
export const cloneInvoice = async (db: Db, ref: InvoiceRef & { actor: Actor }) => {
  const stored = await requireInvoice(db, ref);
  if (stored.documentType === 'credit_note') throw new AppError(409, 'error.credit_note_not_cloned');
  const items = await listItems(db, stored.id);
  const today = companyToday();
  return inTransaction(db, (tx) =>
    insertInvoice(tx, {
      countryCode: ref.countryCode,
      actorId: ref.actor.id,
      customerId: stored.customerId,
      customerApplicationId: null,
      applicationPart: null,
      color: stored.color,
      values: {
        billingInfoId: stored.billingInfoId,
        numberFromClient: stored.numberFromClient,
        deliveryNoteNumber: stored.deliveryNoteNumber,
        dateIssue: today,
        dateTaxableSupply: null,
        dateMaturity: null,
        datePaid: null,
        paid: false,
        payment: stored.paymentTypeId,
        invoiceCompany: stored.invoiceCompany,
        invoiceStreet: stored.invoiceStreet,
        invoiceCp: stored.invoiceCp,
        invoicePsc: stored.invoicePsc,
        invoiceCity: stored.invoiceCity,
        invoiceIc: stored.invoiceIc,
        invoiceDic: stored.invoiceDic,
        invoiceEmail: stored.invoiceEmail,
        invoiceEmailCopy: stored.invoiceEmailCopy,
        note: stored.note,
      },
      items: items.map((item) => ({
        productId: item.productId,
        code: item.code,
        name: item.name,
        amount: item.amount,
        unit: item.unit,
        price: item.price,
        sale: item.sale,
        taxId: item.taxId,
        reverseCharge: item.reverseCharge,
      })),
    }),
  );
};
