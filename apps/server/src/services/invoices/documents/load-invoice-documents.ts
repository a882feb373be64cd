import { isoCurrencyOf } from '@bo/contract/money/currency';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { billingInfos, countries, invoiceItems, invoices, paymentTypes, units } from '../../../db/schema/index';
import { notFound } from '../../../lib/app-error';
import type { BillingInfoForPdf } from '../../documents/pdf/billing-party';

export type InvoiceRow = typeof invoices.$inferSelect;

export type InvoiceDocumentItem = {
  code: string;
  name: string;
  amount: number;
  unit: string;
  price: number;
  sale: number;
  tax: number;
  taxId: number;
  reverseCharge: boolean;
};

/** Everything an invoice's PDF, ISDOC and e-mail show: the invoice, its lines, supplier, payment type, currency. */
export type InvoiceDocumentData = {
  invoice: InvoiceRow;
  items: InvoiceDocumentItem[];
  billingInfo: BillingInfoForPdf & { id: number; name: string };
  /** payment type code (bank_transfer, cash, card, cash_on_delivery) or null */
  paymentCode: string | null;
  /** the symbol printed after amounts ("Kč", "€") */
  currencySymbol: string;
  /** ISO 4217 (CZK, EUR) for QR payment and ISDOC */
  currencyCode: string;
  /** a credit note's original invoice (VAT act §45: its number), else null */
  original: { number: string; dateIssue: string } | null;
};

/**
 * The ids of this country's invoices among `ids`; a missing one (absent or of another country)
 * refuses the whole request with 404 naming nothing (no IDOR, DESIGN §3).
 */
export const requireInvoiceIds = async (db: Db, countryCode: string, ids: readonly number[]) => {
  const rows = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(inArray(invoices.id, [...ids]), eq(invoices.countryCode, countryCode)));
  if (rows.length !== new Set(ids).size) throw notFound();
};

/**
 * Loads the documents of up to a chunk of invoices in two queries (invoices with their billing
 * info, payment type and country; then all their items), in the order of `ids`. Ids not of this
 * country are a 404.
 */
export const loadInvoiceDocuments = async (
  db: Db,
  countryCode: string,
  ids: readonly number[],
): Promise<InvoiceDocumentData[]> => {
  if (ids.length === 0) return [];
  const heads = await db
    .select({
      invoice: invoices,
      billingInfo: billingInfos,
      paymentCode: paymentTypes.code,
      currency: countries.currency,
    })
    .from(invoices)
    .innerJoin(billingInfos, eq(billingInfos.id, invoices.billingInfoId))
    .innerJoin(countries, eq(countries.countryCode, invoices.countryCode))
    .leftJoin(paymentTypes, eq(paymentTypes.id, invoices.paymentTypeId))
    .where(and(inArray(invoices.id, [...ids]), eq(invoices.countryCode, countryCode)));
  if (heads.length !== new Set(ids).size) throw notFound();
  const itemRows = await db
    .select({ item: invoiceItems, unit: units.value })
    .from(invoiceItems)
    .leftJoin(units, eq(units.id, invoiceItems.unitId))
    .where(inArray(invoiceItems.invoiceId, [...ids]))
    .orderBy(asc(invoiceItems.invoiceId), asc(invoiceItems.position), asc(invoiceItems.id));
  const originalIds = heads.flatMap((head) =>
    head.invoice.originalInvoiceId === null ? [] : [head.invoice.originalInvoiceId],
  );
  const originals = new Map(
    (originalIds.length === 0
      ? []
      : await db
          .select({ id: invoices.id, number: invoices.number, dateIssue: invoices.dateIssue })
          .from(invoices)
          .where(inArray(invoices.id, originalIds))
    ).map((row) => [row.id, { number: row.number, dateIssue: row.dateIssue }]),
  );
  const itemsByInvoice = new Map<number, InvoiceDocumentItem[]>();
  for (const { item, unit } of itemRows) {
    const list = itemsByInvoice.get(item.invoiceId) ?? [];
    list.push({
      code: item.code,
      name: item.name,
      amount: Number(item.amount),
      unit: unit ?? '',
      price: Number(item.price),
      sale: Number(item.sale),
      tax: Number(item.tax),
      taxId: item.taxId,
      reverseCharge: item.reverseCharge,
    });
    itemsByInvoice.set(item.invoiceId, list);
  }
  const byId = new Map(
    heads.map((head): [number, InvoiceDocumentData] => [
      head.invoice.id,
      {
        invoice: head.invoice,
        items: itemsByInvoice.get(head.invoice.id) ?? [],
        billingInfo: head.billingInfo,
        paymentCode: head.paymentCode,
        currencySymbol: head.currency,
        currencyCode: isoCurrencyOf(head.invoice.countryCode, head.currency),
        original:
          head.invoice.originalInvoiceId === null ? null : (originals.get(head.invoice.originalInvoiceId) ?? null),
      },
    ]),
  );
  return ids.map((id) => byId.get(id) as InvoiceDocumentData);
};

/** One invoice of this country, or 404. */
export const loadInvoiceDocument = async (db: Db, countryCode: string, id: number) => {
  const [data] = await loadInvoiceDocuments(db, countryCode, [id]);
  if (!data) throw notFound();
  return data;
};
