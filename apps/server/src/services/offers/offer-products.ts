import { type CartLine, type CartProduct, recalculateLine, unitPriceWithoutVat } from '@bo/contract/cart/cart';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { loadOfferCartLines } from './offer-cart';
import { getOffer, type OfferRef } from './offers';

export type CartLineInput = { productId: number; amount: number; sale: number; position: number };

const toCartLine = ({ tax: _tax, ...line }: CartLine & { tax?: number }): CartLine => line;

/** GET …/offers/{offerId}/products: the saved cart and its own version. */
export const getOfferCart = async (db: Db, ref: OfferRef) => {
  await getOffer(db, ref);
  const [row] = await queryRows<{ cart_lock_version: number }>(
    db,
    sql`select cart_lock_version from customer_offers where id = ${ref.offerId}`,
  );
  return {
    products: (await loadOfferCartLines(db, ref.offerId)).map(toCartLine),
    lockVersion: row?.cart_lock_version ?? 1,
  };
};

type ProductRow = { id: number; name: string; price: string; price_with_vat: boolean; tax_id: number };

const cartError = (fields: Record<string, string>) =>
  new AppError(400, 'error.offer_products_update_error', { fields });

/**
 * The lines as the server computes them (decision 053): in the order of `position`, amounts of 0
 * or less dropped, name, unit price and tax from the catalogue of the offer's country, prices
 * through the contract's cart module. A product missing, of another country or hidden is a field
 * error on that line; the same product twice too.
 */
export const computeCartLines = async (db: Db, countryCode: string, input: readonly CartLineInput[]) => {
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
            where country_code = ${countryCode} and hidden_at is null
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
    if (!products.has(line.productId)) fields[`${index}.productId`] = 'not_available';
    else if (seen.has(line.productId)) fields[`${index}.productId`] = 'duplicate';
    seen.add(line.productId);
  });
  if (Object.keys(fields).length > 0) throw cartError(fields);
  return input
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => line.amount > 0)
    .sort((a, b) => a.line.position - b.line.position || a.index - b.index)
    .map(({ line }, position): CartLine => {
      const product = products.get(line.productId) as CartProduct;
      return recalculateLine(
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
    })
    .map((line) => ({ ...line, tax: taxes.get(line.taxId) ?? 0 }));
};

/**
 * POST …/offers/{offerId}/products: replaces the cart. With `lockVersion` a cart saved meanwhile
 * by someone else answers 409 error.stale_version with the current cart.
 */
export const saveOfferCart = async (
  db: Db,
  ref: OfferRef & { userId: number; products: readonly CartLineInput[]; lockVersion?: number },
) => {
  await getOffer(db, ref);
  const lines = await computeCartLines(db, ref.countryCode, ref.products);
  await inTransaction(db, async (tx) => {
    const [bumped] = await queryRows<{ cart_lock_version: number }>(
      tx,
      sql`update customer_offers set cart_lock_version = cart_lock_version + 1
        where id = ${ref.offerId} ${ref.lockVersion === undefined ? sql`` : sql`and cart_lock_version = ${ref.lockVersion}`}
        returning cart_lock_version`,
    );
    if (!bumped) {
      throw new AppError(409, 'error.stale_version', {
        current: await getOfferCart(tx, ref),
        changedBy: null,
        changedAt: new Date().toISOString(),
      });
    }
    await tx.execute(sql`delete from customer_offer_products where offer_id = ${ref.offerId}`);
    for (const line of lines) {
      await tx.execute(
        sql`insert into customer_offer_products
          (offer_id, product_id, position, amount, sale, name, price, tax_id, tax, price_without_vat, price_with_vat)
          values (${ref.offerId}, ${line.productId}, ${line.position}, ${line.amount}, ${line.sale}, ${line.name},
            ${line.price}, ${line.taxId}, ${line.tax}, ${line.priceWithoutVat}, ${line.priceWithVat})`,
      );
    }
  });
  return getOfferCart(db, ref);
};
