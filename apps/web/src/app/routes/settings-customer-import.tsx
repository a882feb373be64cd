import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { routeTitleKey } from '@/config/paths';
import { CustomerImport } from '@/features/customer-import/components/customer-import';

/** Route customer-import-setting (/:country?/settings/customer-import). */
export const SettingsCustomerImportRoute = () => {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t(routeTitleKey('customer-import-setting'))} />
      <CustomerImport />
    </>
  );
};
