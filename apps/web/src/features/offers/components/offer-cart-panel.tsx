import type { CartLine, TaxRates } from '@bo/contract/cart/cart';
import { Button, Group } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CartEditor } from '@/components/cart/cart-editor';
import type { CatalogueProduct } from '@/components/cart/cart-product-list';
import { useErrorFlash } from '@/hooks/use-error-flash';
import { isApiError } from '@/lib/api-error';
import { addFlash } from '@/lib/flash-store';
import { runSave, useIsSaving } from '@/lib/saving-store';
import { saveVersioned } from '@/lib/stale-version';
import { useUnsavedChangesGuard } from '@/lib/unsaved-changes';
import { useOfferCart, useSaveOfferCart } from '../api/offer-cart';

export type OfferCatalogue = { products: readonly CatalogueProduct[]; taxes: TaxRates };

type Props = { country: string; customerId: number; offerId: number; catalogue: OfferCatalogue };

/** overview §4 Cart of a saved version 2 offer: edited on the screen, replaced on save; the server's answer wins. */
export const OfferCartPanel = ({ country, customerId, offerId, catalogue }: Props) => {
  const { t } = useTranslation();
  const isSaving = useIsSaving();
  const cart = useOfferCart(country, customerId, offerId);
  useErrorFlash(cart.error);
  const save = useSaveOfferCart(country, customerId, offerId);
  const [lines, setLines] = useState<CartLine[]>([]);
  const [isDirty, setIsDirty] = useState(false);
  useEffect(() => {
    if (!cart.data) return;
    setLines(cart.data.products);
    setIsDirty(false);
  }, [cart.data]);
  useUnsavedChangesGuard(isDirty);

  const onChange = (next: CartLine[]) => {
    setLines(next);
    setIsDirty(true);
  };

  const onSave = () =>
    runSave(async () => {
      try {
        const saved = await saveVersioned({
          values: { lines, lockVersion: cart.data?.lockVersion ?? 0 },
          save: (sent) =>
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
          toValues: (current: { products: CartLine[]; lockVersion: number }) => ({
            lines: current.products,
            lockVersion: current.lockVersion,
          }),
          labelOf: () => t('offer.cart'),
          onReload: (current) => {
            setLines(current.lines);
            setIsDirty(false);
          },
        });
        if (!saved) return;
        addFlash({ message: 'message.offer_products_updated', severity: 'success' });
      } catch (error) {
        if (!isApiError(error) || error.flashMessages.length === 0) {
          addFlash({ message: 'message.offer_products_update_error', severity: 'error' });
        }
      }
    });

  if (!cart.data) return null;
  return (
    <CartEditor
      title={t('offer.cart')}
      lines={lines}
      onChange={onChange}
      products={catalogue.products}
      taxes={catalogue.taxes}
      actions={
        <Group justify="flex-end">
          <Button
            loading={isSaving}
            disabled={!isDirty}
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            onClick={() => void onSave()}
          >
            {t('offer.save_cart')}
          </Button>
        </Group>
      }
    />
  );
};
