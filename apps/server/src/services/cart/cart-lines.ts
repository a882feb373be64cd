import { type CartLine, type CartProduct, recalculateLine, unitPriceWithoutVat } from '@bo/contract/cart/cart';
import type { ErrorKey } from '@bo/contract/errors/error-response';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows, sqlIdList } from '../../db/query';
import { AppError } from '../../lib/app-error';

/**
 * The one cart of offers and applications on the server (DESIGN §4 Shared building blocks): reading saved lines and
 * computing lines from the catalogue. Prices come from the contract's cart module; the screen applies the same
 * functions, the server's result is the one saved.
 */

/** A line as a request sends it. */
export type CartLineInput = { productId: number; amount: number; sale: number; position: number };

/** A saved line with the VAT rate it was saved with (recaps on PDFs and the public page). */
export type SavedCartLine = CartLine & { tax: number };

/** Whose cart: the lines' table and the column naming the owner (an application's lines also have a part). */
export type CartOwner = 'offer' | 'application';
export const cartTables = {
  offer: { lines: sql.raw('customer_offer_products'), owner: sql.raw('offer_id'), part: sql.raw('null::text') },
  application: {
    lines: sql.raw('customer_application_products'),
    owner: sql.raw('application_id'),
    part: sql.raw('part'),
  },
} as const;

type CartLineRow = {
  part: string | null;
  product_id: number;
  amount: string;
  name: string;
  price: string;
  sale: string;
  price_without_vat: string;
  price_with_vat: string;
  tax_id: number;
  tax: string;
  position: number;
};

const toLine = (row: CartLineRow): SavedCartLine => ({
  productId: row.product_id,
  amount: Number(row.amount),
  name: row.name,
  price: Number(row.price),
  sale: Number(row.sale),
  priceWithoutVat: Number(row.price_without_vat),
  priceWithVat: Number(row.price_with_vat),
  taxId: row.tax_id,
  position: row.position,
  tax: Number(row.tax),
});

/** The saved lines of an owner in their order, each with its part (null for an offer). */
export const loadCartLines = async (
  db: Db,
  owner: CartOwner,
  ownerId: number,
): Promise<(SavedCartLine & { part: string | null })[]> => {
  const table = cartTables[owner];
  const rows = await queryRows<CartLineRow>(
    db,
    sql`select ${table.part} as part, product_id, amount, name, price, sale, price_without_vat, price_with_vat,
        tax_id, tax, position
      from ${table.lines} where ${table.owner} = ${ownerId} order by position, id`,
  );
  return rows.map((row) => ({ ...toLine(row), part: row.part }));
};

/** A line as its GET answers it: without the stored rate. */
export const withoutTax = ({ tax: _tax, ...line }: SavedCartLine): CartLine => line;

type ProductRow = { id: number; name: string; price: string; price_with_vat: boolean; tax_id: number };

export type ComputeCartLinesOptions = {
  countryCode: string;
  lines: readonly CartLineInput[];
  /** Products hidden since that stay allowed (those already in the saved part). */
  keptProductIds?: readonly number[];
  /** Field errors are named `${fieldPrefix}${index}.productId`. */
  fieldPrefix?: string;
  /** The message of a refused cart (400 with the field errors). */
  errorMessage?: ErrorKey;
};

/**
 * The lines as the server computes them: in the order of `position`, amounts of 0 or less dropped, name, unit price
 * and tax from the catalogue of the country, prices through the contract's cart module. A product missing, of another
 * country, hidden (unless kept) or repeated is a field error on its line.
 */
export const computeCartLines = async (db: Db, options: ComputeCartLinesOptions): Promise<SavedCartLine[]> => {
  const { countryCode, lines: input, keptProductIds = [], fieldPrefix = '' } = options;
  const taxRows = await queryRows<{ id: number; tax: string }>(
    db,
    sql`select id, tax from taxes where country_code = ${countryCode}`,
  );
  const taxes = new Map(taxRows.map((row) => [row.id, Number(row.tax)]));
  const ids = [...new Set(input.map((line) => line.productId))];
  const productRows =
    ids.length === 0
      ? []
      : await queryRows<ProductRow>(
          db,
          sql`select id, name, price, price_with_vat, tax_id from products
            where country_code = ${countryCode} and (hidden_at is null or id in (${sqlIdList(keptProductIds)}))
              and id in (${sqlIdList(ids)})`,
        );
  const products = new Map<number, CartProduct>(
    productRows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        price: Number(row.price),
        priceWithVAT: row.price_with_vat,
        idTaxPrice: row.tax_id,
      },
    ]),
  );
  const fields: Record<string, string> = {};
  const seen = new Set<number>();
  input.forEach((line, index) => {
    if (!products.has(line.productId)) fields[`${fieldPrefix}${index}.productId`] = 'not_available';
    else if (seen.has(line.productId)) fields[`${fieldPrefix}${index}.productId`] = 'duplicate';
    seen.add(line.productId);
  });
  if (Object.keys(fields).length > 0) {
    throw new AppError(400, options.errorMessage ?? 'error.validation_failed', { fields });
  }
  return orderedInput(input).map(({ line }, position): SavedCartLine => {
    const product = products.get(line.productId) as CartProduct;
    const computed = recalculateLine(
      {
        productId: product.id,
        amount: line.amount,
        name: product.name,
        price: unitPriceWithoutVat(product, taxes),
        sale: line.sale,
        priceWithoutVat: 0,
        priceWithVat: 0,
        taxId: product.idTaxPrice,
        position,
      },
      taxes,
    );
    return { ...computed, tax: taxes.get(computed.taxId) ?? 0 };
  });
};

/** The sent lines that are kept (amount above 0), in the order of `position`, then as sent. */
export const orderedInput = (input: readonly CartLineInput[]) =>
  input
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => line.amount > 0)
    .sort((a, b) => a.line.position - b.line.position || a.index - b.index);
