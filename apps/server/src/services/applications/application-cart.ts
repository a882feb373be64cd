import { type ApplicationPart, applicationParts, cartDisabledParts } from '@bo/contract/applications/disabled-fields';
import type { ApplicationCart, ApplicationCartSaveBody } from '@bo/contract/applications/schemas';
import { type CartLine, type CartProduct, recalculateLine, unitPriceWithoutVat } from '@bo/contract/cart/cart';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { inTransaction } from '../../db/transaction';
import { AppError, fieldError } from '../../lib/app-error';
import { trackChanges } from '../history/record-changes';
import {
  type ApplicationRef,
  applicationInvoiced,
  invoicedPartsOf,
  invoicesOf,
  requireApplication,
} from './applications';

type CartLineRow = {
  part: string;
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

/** A saved line with the VAT rate it was saved with (PDF recaps). */
export type SavedApplicationLine = CartLine & { tax: number };

const toLine = (row: CartLineRow): SavedApplicationLine => ({
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

/** Both carts of an application in their order (the caller has checked the application). */
export const loadApplicationLines = async (db: Db, applicationId: number) => {
  const rows = await queryRows<CartLineRow>(
    db,
    sql`select part, product_id, amount, name, price, sale, price_without_vat, price_with_vat, tax_id, tax, position
      from customer_application_products where application_id = ${applicationId} order by position, id`,
  );
  return {
    company: rows.filter((row) => row.part === 'company').map(toLine),
    private: rows.filter((row) => row.part === 'private').map(toLine),
  };
};

const withoutTax = ({ tax: _tax, ...line }: SavedApplicationLine): CartLine => line;

/** GET …/applications/{appId}/products. */
export const getApplicationCart = async (db: Db, ref: ApplicationRef): Promise<ApplicationCart> => {
  const application = await requireApplication(db, ref);
  const lines = await loadApplicationLines(db, application.id);
  const invoiced = invoicedPartsOf((await invoicesOf(db, [application.id])).get(application.id) ?? []);
  return {
    company: lines.company.map(withoutTax),
    private: lines.private.map(withoutTax),
    disabledFields: cartDisabledParts(invoiced),
    lockVersion: application.cartLockVersion,
  };
};

type LineInput = { productId: number; amount: number; sale: number; position: number };
type ProductRow = { id: number; name: string; price: string; price_with_vat: boolean; tax_id: number };

/**
 * The lines as the server computes them: in the order of `position`, amounts of 0 or less
 * dropped, name, unit price and tax from the catalogue of the application's country (a product
 * hidden since stays allowed in the part it is already in), prices through the contract's cart
 * module. A product missing, of another country or repeated is a field error on its line
 * (`company.2.productId`).
 */
const computeLines = async (
  db: Db,
  countryCode: string,
  part: ApplicationPart,
  input: readonly LineInput[],
  stored: readonly SavedApplicationLine[],
) => {
  const taxRows = await queryRows<{ id: number; tax: string }>(
    db,
    sql`select id, tax from taxes where country_code = ${countryCode}`,
  );
  const taxes = new Map(taxRows.map((row) => [row.id, Number(row.tax)]));
  const ids = [...new Set(input.map((line) => line.productId))];
  const storedIds = stored.map((line) => line.productId);
  const productRows =
    ids.length === 0
      ? []
      : await queryRows<ProductRow>(
          db,
          sql`select id, name, price, price_with_vat, tax_id from products
            where country_code = ${countryCode}
              and (hidden_at is null or id in (${sql.join([sql`0`, ...storedIds.map((id) => sql`${id}`)], sql`, `)}))
              and id in (${sql.join(
                ids.map((id) => sql`${id}`),
                sql`, `,
              )})`,
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
    if (!products.has(line.productId)) fields[`${part}.${index}.productId`] = 'not_available';
    else if (seen.has(line.productId)) fields[`${part}.${index}.productId`] = 'duplicate';
    seen.add(line.productId);
  });
  if (Object.keys(fields).length > 0) throw fieldError(fields);
  return input
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => line.amount > 0)
    .sort((a, b) => a.line.position - b.line.position || a.index - b.index)
    .map(({ line }, position): SavedApplicationLine => {
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

/** Same products, amounts, sales and order: an invoiced part sent back unchanged is no change. */
const sameLines = (input: readonly LineInput[], stored: readonly SavedApplicationLine[]) => {
  const wanted = input
    .filter((line) => line.amount > 0)
    .map((line, index) => ({ line, index }))
    .sort((a, b) => a.line.position - b.line.position || a.index - b.index)
    .map(({ line }) => `${line.productId}:${line.amount}:${line.sale}`);
  return (
    JSON.stringify(wanted) === JSON.stringify(stored.map((line) => `${line.productId}:${line.amount}:${line.sale}`))
  );
};

/**
 * POST …/applications/{appId}/products: replaces the parts sent. An invoiced part refuses any
 * change (409 error.application_invoiced); with `lockVersion` a cart saved meanwhile answers 409
 * error.stale_version with the current carts.
 */
export const saveApplicationCart = async (
  db: Db,
  ref: ApplicationRef & { userId: number; body: ApplicationCartSaveBody },
): Promise<ApplicationCart> => {
  const application = await requireApplication(db, ref);
  const stored = await loadApplicationLines(db, application.id);
  const invoiced = invoicedPartsOf((await invoicesOf(db, [application.id])).get(application.id) ?? []);
  const changes: { part: ApplicationPart; lines: SavedApplicationLine[] }[] = [];
  for (const part of applicationParts) {
    const input = ref.body[part];
    if (input === undefined) continue;
    if (invoiced.includes(part)) {
      if (!sameLines(input, stored[part])) throw applicationInvoiced();
      continue;
    }
    changes.push({ part, lines: await computeLines(db, ref.countryCode, part, input, stored[part]) });
  }
  await inTransaction(db, (tx) =>
    trackChanges(tx, 'application', application.id, () => replaceLines(tx, ref, application.id, changes)),
  );
  return getApplicationCart(db, ref);
};

const replaceLines = async (
  tx: Db,
  ref: ApplicationRef & { body: ApplicationCartSaveBody },
  applicationId: number,
  changes: readonly { part: ApplicationPart; lines: SavedApplicationLine[] }[],
) => {
  const [bumped] = await queryRows<{ cart_lock_version: number }>(
    tx,
    sql`update customer_applications set cart_lock_version = cart_lock_version + 1
      where id = ${applicationId}
        ${ref.body.lockVersion === undefined ? sql`` : sql`and cart_lock_version = ${ref.body.lockVersion}`}
      returning cart_lock_version`,
  );
  if (!bumped) {
    throw new AppError(409, 'error.stale_version', {
      current: await getApplicationCart(tx, ref),
      changedBy: null,
      changedAt: new Date().toISOString(),
    });
  }
  for (const { part, lines } of changes) {
    await tx.execute(
      sql`delete from customer_application_products where application_id = ${applicationId} and part = ${part}`,
    );
    for (const line of lines) {
      await tx.execute(
        sql`insert into customer_application_products
          (application_id, part, product_id, position, amount, sale, name, price, tax_id, tax, price_without_vat, price_with_vat)
          values (${applicationId}, ${part}, ${line.productId}, ${line.position}, ${line.amount}, ${line.sale},
            ${line.name}, ${line.price}, ${line.taxId}, ${line.tax}, ${line.priceWithoutVat}, ${line.priceWithVat})`,
      );
    }
  }
};
