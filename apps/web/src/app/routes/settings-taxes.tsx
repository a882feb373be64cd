import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { routeTitleKey } from '@/config/paths';
import { TaxList } from '@/features/taxes/components/tax-list';
import { useCountry } from '@/hooks/use-route-info';

/** Route tax-setting-list (/:country?/settings/taxes). */
export const SettingsTaxesRoute = () => {
  const { t } = useTranslation();
  const country = useCountry();
  return (
    <>
      <PageHeader title={t(routeTitleKey('tax-setting-list'))} />
      <TaxList country={country} />
    </>
  );
};
