import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { routeTitleKey } from '@/config/paths';
import { BankStatementsLink } from '@/features/bank-statements/components/bank-statements-link';
import { InvoiceList } from '@/features/invoices/components/list/invoice-list';
import { InvoiceStatistics } from '@/features/invoices/components/list/invoice-statistics';
import { useCountry } from '@/hooks/use-route-info';
import { useRoutePath } from '@/hooks/use-route-path';

/** Route invoice-list (/:country?/invoices, query filter): the list and the year's statistics. */
export const InvoiceListRoute = () => {
  const { t } = useTranslation();
  const country = useCountry();
  const path = useRoutePath();
  return (
    <>
      <PageHeader title={t(routeTitleKey('invoice-list'))}>
        <BankStatementsLink />
        <Button component={Link} to={path('invoice-detail', { invoiceId: 'new' })} leftSection={<IconPlus size={18} />}>
          {t('invoice_list.new_invoice')}
        </Button>
      </PageHeader>
      <Stack gap="md" key={country}>
        <InvoiceList country={country} />
        <InvoiceStatistics country={country} />
      </Stack>
    </>
  );
};
