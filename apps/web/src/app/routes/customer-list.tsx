import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { routeTitleKey } from '@/config/paths';
import { CustomerList } from '@/features/customers/components/list/customer-list';
import { useCountry } from '@/hooks/use-route-info';
import { useRoutePath } from '@/hooks/use-route-path';

/** Route customer-list (/:country?/customers). */
export const CustomerListRoute = () => {
  const { t } = useTranslation();
  const country = useCountry();
  const path = useRoutePath();
  return (
    <>
      <PageHeader title={t(routeTitleKey('customer-list'))}>
        <Button
          component={Link}
          to={path('customer-detail', { customerId: 'new' })}
          leftSection={<IconPlus size={18} />}
        >
          {t('customer_list.new_customer')}
        </Button>
      </PageHeader>
      <CustomerList key={country} country={country} />
    </>
  );
};
