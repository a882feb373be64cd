import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { routeTitleKey } from '@/config/paths';
import { BillingInfoDetailModal } from '@/features/billing-infos/components/billing-info-detail-modal';
import { BillingInfoList } from '@/features/billing-infos/components/billing-info-list';
import { HistoryPanel } from '@/features/history/components/history-panel';
import { useCountry, useRouteInfo } from '@/hooks/use-route-info';
import { useRoutePath } from '@/hooks/use-route-path';

/**
 * Routes billing-info-setting-list (/:country?/settings/billing-infos) and billing-info-setting-detail
 * (…/billing-infos/:billingInfoId, an id or `new`): the list, and the detail as a modal over it with its history.
 */
export const SettingsBillingInfosRoute = () => {
  const { t } = useTranslation();
  const country = useCountry();
  const path = useRoutePath();
  const { name, params } = useRouteInfo();
  const billingInfoId = name === 'billing-info-setting-detail' ? params.billingInfoId : undefined;

  return (
    <>
      <PageHeader title={t(routeTitleKey('billing-info-setting-list'))}>
        <Button
          component={Link}
          to={path('billing-info-setting-detail', { billingInfoId: 'new' })}
          leftSection={<IconPlus size={18} />}
        >
          {t('billing_info_setting.new')}
        </Button>
      </PageHeader>
      <BillingInfoList country={country} />
      {billingInfoId && (
        <BillingInfoDetailModal
          country={country}
          billingInfoId={billingInfoId}
          history={(id) => <HistoryPanel country={country} entity="billingInfo" id={id} />}
        />
      )}
    </>
  );
};
