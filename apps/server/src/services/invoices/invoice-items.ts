import type { InvoiceItem, InvoiceItemInput } from '@bo/contract/invoices/schemas';
import { invoiceLinePrices, invoiceTotals } from '@bo/contract/invoices/totals';
import { invoiceVatParties, type VatParties } from '@bo/contract/invoices/vat-decision';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows, sqlIdList } from '../../db/query';
import { invoiceItems, invoices } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';

type ItemRow = typeof invoiceItems.$inferSelect;

const toItem = (row: ItemRow): InvoiceItem => ({
  id: row.id,
  productId: row.productId,
  position: row.position,
  code: row.code,
  name: row.name,
  amount: Number(row.amount),
  unit: row.unitId,
  price: Number(row.price),
  sale: Number(row.sale),
  taxId: row.taxId,
  tax: Number(row.tax),
  reverseCharge: row.reverseCharge,
  priceWithoutVat: Number(row.priceWithoutVat),
  priceWithVat: Number(row.priceWithVat),
});

export const listItems = async (db: Db, invoiceId: number): Promise<InvoiceItem[]> =>
  (
    await db
      .select()
      .from(invoiceItems)
      .where(eq(invoiceItems.invoiceId, invoiceId))
      .orderBy(invoiceItems.position, invoiceItems.id)
  ).map(toItem);

/**
 * decision 098: an item error names its item in `error.detail.itemId` — a saved item by its id,
 * an item not saved yet as `new-<index>` (its index in the list sent) — and its fields bare.
 */
export const itemIdOf = (input: { id?: number | undefined }, index: number): number | string =>
  input.id ?? `new-${index}`;

export const itemError = (itemId: number | string, fields: Record<string, string>) =>
  new AppError(400, 'error.validation_failed', { fields, itemId });

/** An item as stored: its prices computed by the server (contract invoices/totals.ts). */
export type ComputedItem = {
  id: number | undefined;
  productId: number | null;
  position: number;
  code: string;
  name: string;
  amount: number;
  unitId: number | null;
  price: number;
  sale: number;
  taxId: number;
  tax: number;
  reverseCharge: boolean;
  priceWithoutVat: number;
  priceWithVat: number;
};

/**
 * Checks the items against this country's catalogue (rules §5: a rate that is not a VAT rate of
 * the country, a product of another country, an unknown unit or an item of another invoice is a
 * field error of that item) and computes their prices; never the client's prices.
 */
export const computeItems = async (
  db: Db,
  options: {
    countryCode: string;
    /** the invoice's VAT parties (contract vat-decision.ts) */
    parties: VatParties;
    inputs: readonly InvoiceItemInput[];
    /** ids of this invoice's saved items (an id outside them is refused) */
    savedIds: ReadonlySet<number>;
    /** index of the first item in the numbering of `new-<index>` */
    firstIndex?: number;
  },
): Promise<ComputedItem[]> => {
  const { inputs } = options;
  const taxRows = await queryRows<{ id: number; tax: string }>(
    db,
    sql`select id, tax from taxes where country_code = ${options.countryCode}`,
  );
  const taxes = new Map(taxRows.map((row) => [row.id, Number(row.tax)]));
  const productIds = [...new Set(inputs.flatMap((input) => (input.productId === null ? [] : [input.productId])))];
  const products = new Map(
    (productIds.length === 0
      ? []
      : await queryRows<{ id: number; reverse_charge: boolean }>(
          db,
          sql`select id, reverse_charge from products where country_code = ${options.countryCode} and id in (${sqlIdList(productIds)})`,
        )
    ).map((row) => [row.id, row.reverse_charge]),
  );
  const unitIds = [...new Set(inputs.flatMap((input) => (input.unit === null ? [] : [input.unit])))];
  const units = new Set(
    (unitIds.length === 0
      ? []
      : await queryRows<{ id: number }>(db, sql`select id from units where id in (${sqlIdList(unitIds)})`)
    ).map((row) => row.id),
  );
  const seen = new Set<number>();
  return inputs.map((input, index) => {
    const itemId = itemIdOf(input, (options.firstIndex ?? 0) + index);
    const fields: Record<string, string> = {};
    if (input.id !== undefined && !options.savedIds.has(input.id)) fields.id = 'not_found';
    else if (input.id !== undefined && seen.has(input.id)) fields.id = 'duplicate';
    if (input.id !== undefined) seen.add(input.id);
    if (!taxes.has(input.taxId)) fields.taxId = 'not_available';
    if (input.productId !== null && !products.has(input.productId)) fields.productId = 'not_available';
    if (input.unit !== null && !units.has(input.unit)) fields.unit = 'not_available';
    if (Object.keys(fields).length > 0) throw itemError(itemId, fields);
    const tax = taxes.get(input.taxId) ?? 0;
    const reverseCharge =
      input.reverseCharge ?? (input.productId === null ? false : (products.get(input.productId) ?? false));
    const prices = invoiceLinePrices(
      { price: input.price, amount: input.amount, sale: input.sale, tax, taxId: input.taxId, reverseCharge },
      options.parties,
    );
    return {
      id: input.id,
      productId: input.productId,
      position: index,
      code: input.code,
      name: input.name,
      amount: input.amount,
      unitId: input.unit,
      price: input.price,
      sale: input.sale,
      taxId: input.taxId,
      tax,
      reverseCharge,
      priceWithoutVat: prices.priceWithoutVat,
      priceWithVat: prices.priceWithVat,
    };
  });
};

export const itemValues = (invoiceId: number, item: ComputedItem) => ({
  invoiceId,
  productId: item.productId,
  position: item.position,
  code: item.code,
  name: item.name,
  amount: String(item.amount),
  unitId: item.unitId,
  price: String(item.price),
  sale: String(item.sale),
  taxId: item.taxId,
  tax: String(item.tax),
  reverseCharge: item.reverseCharge,
  priceWithoutVat: String(item.priceWithoutVat),
  priceWithVat: String(item.priceWithVat),
});

/** Replaces the invoice's items by `items` (kept by id, new ones inserted, the rest deleted). */
export const replaceItems = async (tx: Db, invoiceId: number, items: readonly ComputedItem[]) => {
  const kept = items.flatMap((item) => (item.id === undefined ? [] : [item.id]));
  await tx.execute(sql`delete from invoice_items where invoice_id = ${invoiceId} and id not in (${sqlIdList(kept)})`);
  for (const item of items) {
    const values = itemValues(invoiceId, item);
    if (item.id === undefined) await tx.insert(invoiceItems).values(values);
    else
      await tx
        .update(invoiceItems)
        .set(values)
        .where(and(eq(invoiceItems.id, item.id), eq(invoiceItems.invoiceId, invoiceId)));
  }
};

/** The VAT parties of a stored invoice: its billing info's VAT status and its customer as the document names it. */
export const storedVatParties = async (db: Db, invoiceId: number): Promise<VatParties> => {
  const [row] = await queryRows<{ vat_payer: boolean; invoice_vat_payer: boolean; invoice_dic: string }>(
    db,
    sql`select b.vat_payer, i.invoice_vat_payer, i.invoice_dic
      from invoices i join billing_infos b on b.id = i.billing_info_id where i.id = ${invoiceId}`,
  );
  return invoiceVatParties(row?.vat_payer ?? true, {
    invoiceVatPayer: row?.invoice_vat_payer ?? false,
    invoiceDic: row?.invoice_dic ?? '',
  });
};

/**
 * Prices every item of the invoice again by the VAT decision of its stored parties and stores the
 * invoice totals (sums of the lines, contract invoices/totals.ts). Run after every change of items or parties.
 */
export const repriceInvoice = async (tx: Db, invoiceId: number) => {
  const parties = await storedVatParties(tx, invoiceId);
  const items = await listItems(tx, invoiceId);
  for (const item of items) {
    const prices = invoiceLinePrices(item, parties);
    if (prices.priceWithoutVat !== item.priceWithoutVat || prices.priceWithVat !== item.priceWithVat) {
      await tx
        .update(invoiceItems)
        .set({ priceWithoutVat: String(prices.priceWithoutVat), priceWithVat: String(prices.priceWithVat) })
        .where(eq(invoiceItems.id, item.id));
    }
  }
  const totals = invoiceTotals(items, parties);
  await tx
    .update(invoices)
    .set({ priceWithoutVat: String(totals.priceWithoutVat), priceWithVat: String(totals.priceWithVat) })
    .where(eq(invoices.id, invoiceId));
};

export const savedIdsOf = async (db: Db, invoiceId: number) =>
  new Set((await listItems(db, invoiceId)).map((item) => item.id));
