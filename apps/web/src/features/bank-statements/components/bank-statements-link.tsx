import { Button } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRoutePath } from '@/hooks/use-route-path';

/** The invoice list's way to the bank statements (decision 121). */
export const BankStatementsLink = () => {
  const { t } = useTranslation();
  const path = useRoutePath();
  return (
    <Button
      component={Link}
      to={path('bank-statements')}
      variant="default"
      leftSection={<IconBuildingBank size={18} />}
    >
      {t('nav.bank_statements')}
    </Button>
  );
};
