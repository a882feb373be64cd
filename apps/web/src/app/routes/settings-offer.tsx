import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { routeTitleKey } from '@/config/paths';
import { OfferSettings } from '@/features/offer-settings/components/offer-settings';
import { useTaxes } from '@/features/taxes/api/get-taxes';
import { useErrorFlash } from '@/hooks/use-error-flash';
import { useCountry } from '@/hooks/use-route-info';

/** Route offer-setting (/:country?/settings/offer). */
export const SettingsOfferRoute = () => {
  const { t } = useTranslation();
  const country = useCountry();
  const taxes = useTaxes(country);
  useErrorFlash(taxes.error);
  return (
    <>
      <PageHeader title={t(routeTitleKey('offer-setting'))} />
      {taxes.data && <OfferSettings country={country} taxes={taxes.data.taxes} />}
    </>
  );
};
