import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { routeTitleKey } from '@/config/paths';
import { EkokomList } from '@/features/ekokoms/components/ekokom-list';
import { useCountry } from '@/hooks/use-route-info';

/** Route ekokom-setting-list (/:country?/settings/ekokom). */
export const SettingsEkokomsRoute = () => {
  const { t } = useTranslation();
  const country = useCountry();
  return (
    <>
      <PageHeader title={t(routeTitleKey('ekokom-setting-list'))} />
      <EkokomList country={country} />
    </>
  );
};
