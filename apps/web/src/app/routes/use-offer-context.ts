import type { TaxRates } from '@bo/contract/cart/cart';
import { useMemo } from 'react';
import { useConfiguration } from '@/features/configuration/api/get-configuration';
import type { OfferContext } from '@/features/offers/components/offer-detail';
import { useProducts } from '@/features/products/api/get-products';
import { useTaxes } from '@/features/taxes/api/get-taxes';
import { useUserFiles } from '@/features/users/api/get-user-files';
import { useErrorFlash } from '@/hooks/use-error-flash';
import { useUser } from '@/lib/auth-store';

/**
 * The offers tab's inputs from other areas (composed here, so features do not import each other):
 * the voip flag, the user's offer files, and the visible catalogue with its VAT rates.
 */
export const useOfferContext = (country: string): OfferContext | undefined => {
  const user = useUser();
  const configuration = useConfiguration(country);
  const files = useUserFiles(user.id);
  const products = useProducts(country);
  const taxes = useTaxes(country);
  useErrorFlash(configuration.error);
  useErrorFlash(products.error);
  useErrorFlash(taxes.error);

  const catalogue = useMemo(() => {
    if (!products.data || !taxes.data) return undefined;
    const rates: TaxRates = new Map(taxes.data.taxes.map((tax) => [tax.id, tax.tax]));
    return { products: products.data.products.filter((product) => product.display), taxes: rates };
  }, [products.data, taxes.data]);

  return useMemo(() => {
    if (!configuration.data || files.isPending) return undefined;
    return {
      isVoipEnabled: configuration.data.configuration.enableVoip,
      userFiles: {
        application: (files.data?.files.application ?? []).map((file) => file.filename),
        lapol: (files.data?.files.lapol ?? []).map((file) => file.filename),
      },
      catalogue,
    };
  }, [configuration.data, files.isPending, files.data, catalogue]);
};
