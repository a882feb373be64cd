import { addDays, companyToday } from '@bo/contract/dates/business-calendar';
import {
  type CreditNoteCreateInput,
  type CreditNoteSummary,
  creditNoteLines,
  type InvoiceCreditNotesResponse,
  remainingAmount,
} from '@bo/contract/invoices/credit-notes';
import { invoiceLinePrices, invoiceTotals } from '@bo/contract/invoices/totals';
import { invoiceVatParties } from '@bo/contract/invoices/vat-decision';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { invoiceItems, invoices } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { AppError, fieldError } from '../../lib/app-error';
import { recordCreated } from '../history/record-changes';
import { billingInfoOf } from './billing-info';
import { changeInvoice } from './change-invoice';
import { type Actor, type InvoiceRef, requireInvoice } from './invoice-access';
import { itemError, listItems } from './invoice-items';
import { takeCreditNoteNumber } from './invoice-numbers';
import { maturityDays } from './invoice-values';

/**
 * Credit notes (opravný daňový doklad, VAT act §42/§45; decisions 131–134): a locked invoice row of
 * document type `credit_note` linking its original, its lines the original's lines with negative
 * amounts, numbered from its own sequence per billing info and year.
 */

/** Per line of the original: the amount (magnitude) its credit notes credit already. */
const creditedAmounts = async (db: Db, originalId: number) =>
  new Map(
    (
      await queryRows<{ item_id: number; credited: string }>(
        db,
        sql`select it.credited_item_id as item_id, sum(abs(it.amount))::text as credited
          from invoice_items it join invoices c on c.id = it.invoice_id
          where c.original_invoice_id = ${originalId} and it.credited_item_id is not null
          group by it.credited_item_id`,
      )
    ).map((row) => [row.item_id, Number(row.credited)]),
  );

/**
 * POST /v1/invoices/{id}/credit-notes → the new credit note's id. The original is locked for the
 * duration (parallel credit notes of one invoice take turns, so their amounts add up) and stays
 * locked afterwards (decision 133).
 */
export const createCreditNote = async (
  db: Db,
  ref: InvoiceRef & { actor: Actor; input: CreditNoteCreateInput },
): Promise<number> =>
  inTransaction(db, async (tx) => {
    const original = await requireInvoice(tx, ref, true);
    if (original.documentType === 'credit_note') throw new AppError(409, 'error.credit_note_of_credit_note');
    const dateIssue = companyToday();
    const dateTaxable = ref.input.dateTaxable ?? dateIssue;
    if (dateTaxable < original.dateTaxableSupply) throw fieldError({ dateTaxable: 'before_original' });
    const { lines, errors } = creditNoteLines(
      (await listItems(tx, original.id)).map((item) => ({ ...item })),
      await creditedAmounts(tx, original.id),
      ref.input.items,
    );
    const [error] = errors;
    if (error) throw itemError(error.itemId, { [error.field]: error.message });
    if (lines.length === 0) throw fieldError({ items: 'nothing_to_credit' });
    const billing = await billingInfoOf(tx, original.billingInfoId, original.countryCode);
    if (!billing) throw new Error('credit note: the original has no billing info');
    const parties = invoiceVatParties(billing.vat_payer, original);
    const totals = invoiceTotals(lines, parties);
    const number = await takeCreditNoteNumber(tx, billing, dateIssue);
    let creditNoteId = 0;
    // the original records the credit note issued against it and stays locked (decision 133)
    await changeInvoice(tx, {
      ref,
      lockVersion: original.lockVersion,
      set: original.lock ? {} : { lock: true },
      source: { kind: 'credit_note', ref: number },
      also: async () => {
        const [row] = await tx
          .insert(invoices)
          .values({
            countryCode: original.countryCode,
            number,
            numberFromClient: original.numberFromClient,
            deliveryNoteNumber: original.deliveryNoteNumber,
            dateIssue,
            dateTaxableSupply: dateTaxable,
            dateMaturity: addDays(dateIssue, await maturityDays(tx, original.countryCode)),
            paymentTypeId: original.paymentTypeId,
            billingInfoId: original.billingInfoId,
            color: original.color,
            lock: true,
            customerId: original.customerId,
            invoiceCompany: original.invoiceCompany,
            invoiceStreet: original.invoiceStreet,
            invoiceCp: original.invoiceCp,
            invoicePsc: original.invoicePsc,
            invoiceCity: original.invoiceCity,
            invoiceIc: original.invoiceIc,
            invoiceDic: original.invoiceDic,
            invoiceVatPayer: original.invoiceVatPayer,
            invoiceEmail: original.invoiceEmail,
            invoiceEmailCopy: original.invoiceEmailCopy,
            documentType: 'credit_note',
            originalInvoiceId: original.id,
            creditReason: ref.input.reason,
            priceWithoutVat: String(totals.priceWithoutVat),
            priceWithVat: String(totals.priceWithVat),
            updatedBy: ref.actor.id,
          })
          .returning({ id: invoices.id });
        if (!row) throw new Error('credit note insert returned nothing');
        await tx.insert(invoiceItems).values(
          lines.map((line, position) => {
            const prices = invoiceLinePrices(line, parties);
            return {
              invoiceId: row.id,
              productId: line.productId,
              position,
              code: line.code,
              name: line.name,
              amount: String(line.amount),
              unitId: line.unit,
              price: String(line.price),
              sale: String(line.sale),
              taxId: line.taxId,
              tax: String(line.tax),
              reverseCharge: line.reverseCharge,
              priceWithoutVat: String(prices.priceWithoutVat),
              priceWithVat: String(prices.priceWithVat),
              creditedItemId: line.creditedItemId,
            };
          }),
        );
        creditNoteId = row.id;
        await recordCreated(tx, 'invoice', row.id);
      },
    });
    return creditNoteId;
  });

/** GET /v1/invoices/{id}/credit-notes: the credit notes of an invoice and what is left to credit per line. */
export const invoiceCreditNotes = async (db: Db, ref: InvoiceRef): Promise<InvoiceCreditNotesResponse> => {
  const original = await requireInvoice(db, ref);
  const rows = await queryRows<{
    id: number;
    number: string;
    date_issue: string;
    date_taxable_supply: string;
    credit_reason: string;
    price_without_vat: string;
    price_with_vat: string;
    paid: boolean;
  }>(
    db,
    sql`select id, number, to_char(date_issue, 'YYYY-MM-DD') as date_issue,
        to_char(date_taxable_supply, 'YYYY-MM-DD') as date_taxable_supply, credit_reason,
        price_without_vat::text, price_with_vat::text, paid
      from invoices where original_invoice_id = ${original.id} and country_code = ${ref.countryCode}
      order by date_issue, id`,
  );
  const creditNotes: CreditNoteSummary[] = rows.map((row) => ({
    id: row.id,
    number: row.number,
    dateIssue: row.date_issue,
    dateTaxableSupply: row.date_taxable_supply,
    reason: row.credit_reason,
    priceWithoutVat: Number(row.price_without_vat),
    priceWithVat: Number(row.price_with_vat),
    paid: row.paid,
  }));
  const credited = await creditedAmounts(db, original.id);
  const items =
    original.documentType === 'credit_note'
      ? []
      : (await listItems(db, original.id)).map((item) => {
          const creditedAmount = credited.get(item.id) ?? 0;
          return { itemId: item.id, creditedAmount, remainingAmount: remainingAmount(item, creditedAmount) };
        });
  return { creditNotes, items };
};
