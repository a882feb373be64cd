import type { CartLine } from '@bo/contract/cart/cart';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';

type CartLineRow = {
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

/** A saved cart line with the VAT rate it was saved with (for recaps on PDFs and the public page). */
export type SavedCartLine = CartLine & { tax: number };

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

/** The saved cart of an offer in its order (the caller has checked the offer belongs to the customer). */
export const loadOfferCartLines = async (db: Db, offerId: number): Promise<SavedCartLine[]> =>
  (
    await queryRows<CartLineRow>(
      db,
      sql`select product_id, amount, name, price, sale, price_without_vat, price_with_vat, tax_id, tax, position
        from customer_offer_products where offer_id = ${offerId} order by position, id`,
    )
  ).map(toLine);
