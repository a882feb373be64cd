import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { inTransaction } from '../../db/transaction';
import {
  type CartLineInput,
  computeCartLines,
  loadCartLines,
  type SavedCartLine,
  withoutTax,
} from '../cart/cart-lines';
import { replaceCart } from '../cart/replace-cart';
import { type CustomerRef, requireCustomer } from '../customers/customer-access';
import { isSupplierVatPayerOf } from '../documents/parties';
import { getOffer, type OfferRef } from './offers';

/** GET …/offers/{offerId}/products: the saved cart and its own version. */
/** The saved cart of an offer in its order (the caller has checked the offer belongs to the customer). */
export const loadOfferCartLines = async (db: Db, offerId: number): Promise<SavedCartLine[]> =>
  (await loadCartLines(db, 'offer', offerId)).map(({ part: _part, ...line }) => line);

export const getOfferCart = async (db: Db, ref: OfferRef) => {
  await getOffer(db, ref);
  const [row] = await queryRows<{ cart_lock_version: number }>(
    db,
    sql`select cart_lock_version from customer_offers where id = ${ref.offerId}`,
  );
  return {
    products: (await loadOfferCartLines(db, ref.offerId)).map(withoutTax),
    lockVersion: row?.cart_lock_version ?? 1,
    isSupplierVatPayer: await isSupplierVatPayerOf(db, ref.customerId),
  };
};

/** A new offer's cart version (the column's default): the version the first save of its cart sends. */
const NEW_CART_LOCK_VERSION = 1;

/** GET …/offers/new/products: the cart a new offer starts from — empty, with the supplier's VAT status. */
export const newOfferCart = async (db: Db, ref: CustomerRef) => {
  await requireCustomer(db, ref);
  return {
    products: [],
    lockVersion: NEW_CART_LOCK_VERSION,
    isSupplierVatPayer: await isSupplierVatPayerOf(db, ref.customerId),
  };
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
  const lines = await computeCartLines(db, {
    countryCode: ref.countryCode,
    lines: ref.products,
    errorMessage: 'error.offer_products_update_error',
  });
  await inTransaction(db, (tx) =>
    replaceCart(tx, {
      owner: 'offer',
      ownerId: ref.offerId,
      parts: [{ part: null, lines }],
      lockVersion: ref.lockVersion,
      actorId: ref.userId,
      current: () => getOfferCart(tx, ref),
    }),
  );
  return getOfferCart(db, ref);
};
