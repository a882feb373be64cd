import type { CartLine, TaxRates } from '@bo/contract/cart/cart';
import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CartEditor } from '@/components/cart/cart-editor';
import type { CatalogueProduct } from '@/components/cart/cart-product-list';
import { CartSaveButton, useCartSave } from '@/components/cart/cart-save';
import { useErrorFlash } from '@/hooks/use-error-flash';
import { useOfferCart, useSaveOfferCart } from '../api/offer-cart';

export type OfferCatalogue = { products: readonly CatalogueProduct[]; taxes: TaxRates };

type Props = { country: string; customerId: number; offerId: number; catalogue: OfferCatalogue };

const linesOf = (cart: { products: CartLine[] }) => ({ lines: cart.products });

/** overview §4 Cart of a saved version 2 offer: edited on the screen, replaced on save; the server's answer wins. */
export const OfferCartPanel = ({ country, customerId, offerId, catalogue }: Props) => {
  const { t } = useTranslation();
  const cart = useOfferCart(country, customerId, offerId);
  useErrorFlash(cart.error);
  const save = useSaveOfferCart(country, customerId, offerId);
  const edited = useCartSave({
    stored: cart.data,
    empty: { lines: [] },
    linesOf,
    send: (sent) =>
      save.mutateAsync({
        customerId,
        offerId,
        lockVersion: sent.lockVersion,
        products: sent.lines.map((line, position) => ({
          productId: line.productId,
          amount: line.amount,
          sale: line.sale,
          position,
        })),
      }),
    labelOf: () => t('offer.cart'),
    successMessage: 'message.offer_products_updated',
    errorMessage: 'message.offer_products_update_error',
  });

  if (!cart.data) return null;
  return (
    <CartEditor
      title={t('offer.cart')}
      lines={edited.lines.lines}
      onChange={(next) => edited.change(() => ({ lines: next }))}
      products={catalogue.products}
      taxes={catalogue.taxes}
      isVatPayer={cart.data.isSupplierVatPayer}
      actions={
        <Group justify="flex-end">
          <CartSaveButton isDirty={edited.isDirty} onSave={() => void edited.save()} label={t('offer.save_cart')} />
        </Group>
      }
    />
  );
};
