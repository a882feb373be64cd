import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { routeTitleKey } from '@/config/paths';
import { InvoiceSettingForm } from '@/features/configuration/components/invoice-setting-form';
import { useCountry } from '@/hooks/use-route-info';

/** Route invoice-setting (/:country?/settings/invoice). */
export const InvoiceSettingRoute = () => {
  const { t } = useTranslation();
  const country = useCountry();
  return (
    <>
      <PageHeader title={t(routeTitleKey('invoice-setting'))} />
      <InvoiceSettingForm country={country} />
    </>
  );
};
