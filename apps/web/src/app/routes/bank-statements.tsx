import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { routeTitleKey } from '@/config/paths';
import { BankStatementsScreen } from '@/features/bank-statements/components/bank-statements-screen';
import { useCountry } from '@/hooks/use-route-info';

/** Route bank-statements (/:country?/invoices/bank-statements): import, preview, pairing, past statements. */
export const BankStatementsRoute = () => {
  const { t } = useTranslation();
  const country = useCountry();
  return (
    <>
      <PageHeader title={t(routeTitleKey('bank-statements'))} />
      <BankStatementsScreen key={country} country={country} />
    </>
  );
};
