import type { TaxRates } from '@bo/contract/cart/cart';
import { useMemo } from 'react';
import { useConfiguration } from '@/features/configuration/api/get-configuration';
import { useCustomer } from '@/features/customers/api/get-customer';
import type { OfferContext } from '@/features/offers/components/offer-detail';
import { useProducts } from '@/features/products/api/get-products';
import { useTaxes } from '@/features/taxes/api/get-taxes';
import { useUserFiles } from '@/features/users/api/get-user-files';
import { useSettingsUsers } from '@/features/users/api/get-users';
import { useErrorFlash } from '@/hooks/use-error-flash';
import { useUser } from '@/lib/auth-store';

/**
 * The offers tab's inputs from other areas (composed here, so features do not import each other):
 * feature flags, a new offer's defaults (customer's e-mails, the user's templates when the users
 * list carries them), the user's offer files, and the visible catalogue with its VAT rates.
 */
export const useOfferContext = (country: string, customerId: number): OfferContext | undefined => {
  const user = useUser();
  const configuration = useConfiguration(country);
  const customer = useCustomer(country, customerId);
  const users = useSettingsUsers();
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
    if (!configuration.data || !customer.data || users.isPending || files.isPending) return undefined;
    const self = users.data?.users.find((item) => item.id === user.id);
    const template = (subject: unknown, text: unknown) => ({
      emailSubject: typeof subject === 'string' ? subject : '',
      emailText: typeof text === 'string' ? text : '',
    });
    const details = self && 'offerApplicationSubject' in self ? self : undefined;
    const { customer: record } = customer.data;
    return {
      isOfferV2Enabled: configuration.data.configuration.enableOfferV2,
      isVoipEnabled: configuration.data.configuration.enableVoip,
      defaults: {
        name: record.billingAddress.company || record.deliveryAddress.company,
        email: record.email,
        emailCopy: record.emailCopy,
        templates: {
          application: template(details?.offerApplicationSubject, details?.offerApplicationBody),
          lapol: template(details?.offerLapolSubject, details?.offerLapolBody),
        },
      },
      userFiles: {
        application: (files.data?.files.application ?? []).map((file) => file.filename),
        lapol: (files.data?.files.lapol ?? []).map((file) => file.filename),
      },
      catalogue,
    };
  }, [configuration.data, customer.data, users.isPending, users.data, files.isPending, files.data, user.id, catalogue]);
};
