import type { CartLine, TaxRates } from '@bo/contract/cart/cart';
import { useTranslation } from 'react-i18next';
import { CartEditor } from '@/components/cart/cart-editor';
import type { CatalogueProduct } from '@/components/cart/cart-product-list';
import { useCartSave } from '@/components/cart/cart-save';
import { useErrorFlash } from '@/hooks/use-error-flash';
import { type CartResponse, useOfferCart, useSaveOfferCart } from '../api/offer-cart';

export type OfferCatalogue = { products: readonly CatalogueProduct[]; taxes: TaxRates };

type Lines = { lines: CartLine[] };

const linesOf = (cart: { products: CartLine[] }): Lines => ({ lines: cart.products });

/** The lines as the server takes them: product, amount, sale, in the order on the screen. */
export const cartInput = (lines: readonly CartLine[]) =>
  lines.map((line, position) => ({ productId: line.productId, amount: line.amount, sale: line.sale, position }));

/**
 * overview §4 Cart of a version 2 offer, edited on the screen and saved with the offer (decision 193): a new offer's
 * cart starts empty (GET …/offers/new/products) and goes with its creation; a saved one's is replaced when changed.
 */
export const useOfferCartEdit = (country: string, customerId: number, offerId: number | undefined) => {
  const { t } = useTranslation();
  const cart = useOfferCart(country, customerId, offerId ?? 'new');
  useErrorFlash(cart.error);
  const save = useSaveOfferCart(country, customerId);
  const sendTo = (target: number) => (sent: Lines & { lockVersion: number }) =>
    save.mutateAsync({ customerId, offerId: target, lockVersion: sent.lockVersion, products: cartInput(sent.lines) });
  const edited = useCartSave<Lines, CartResponse>({
    stored: cart.data,
    empty: { lines: [] },
    linesOf,
    send: sendTo(offerId ?? 0),
    labelOf: () => t('offer.cart'),
    successMessage: 'message.offer_products_updated',
    errorMessage: 'message.offer_products_update_error',
  });
  return {
    stored: cart.data,
    lines: edited.lines.lines,
    isDirty: edited.isDirty,
    change: (next: CartLine[]) => edited.change(() => ({ lines: next })),
    /** Saves a changed cart of the saved offer; true when saved or nothing to save. */
    persistTo: (target: number) => (edited.isDirty ? edited.persist(sendTo(target)) : Promise.resolve(true)),
    /** The lines went with the new offer's creation. */
    markSaved: edited.markSaved,
  };
};

export type OfferCartEdit = ReturnType<typeof useOfferCartEdit>;

/** The cart panel: the catalogue's products above the lines; saved by the offer's one save button. */
export const OfferCartPanel = ({ cart, catalogue }: { cart: OfferCartEdit; catalogue: OfferCatalogue }) => {
  const { t } = useTranslation();
  if (!cart.stored) return null;
  return (
    <CartEditor
      title={t('offer.cart')}
      lines={cart.lines}
      onChange={cart.change}
      products={catalogue.products}
      taxes={catalogue.taxes}
      isVatPayer={cart.stored.isSupplierVatPayer}
    />
  );
};
