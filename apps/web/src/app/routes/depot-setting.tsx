import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { routeTitleKey } from '@/config/paths';
import { DepotSettingForm } from '@/features/route/components/depot-setting-form';
import { useCountry } from '@/hooks/use-route-info';

/**
 * Route depot-setting (/:country?/settings/depot): where the drivers' routes start. A screen of its
 * own, like the reminders: two forms of the one versioned configuration on one screen would make a
 * user's second save stale against their own first (decision 147).
 */
export const DepotSettingRoute = () => {
  const { t } = useTranslation();
  const country = useCountry();
  return (
    <>
      <PageHeader title={t(routeTitleKey('depot-setting'))} />
      <DepotSettingForm country={country} />
    </>
  );
};
