import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { routeTitleKey } from '@/config/paths';
import { CalendarBoard } from '@/features/calendar/components/calendar-board';
import { useCountry } from '@/hooks/use-route-info';

/** Route home (/:country?/calendar, query weekDiff and showAsUser): overdue invoices above the week calendar. */
export const HomeRoute = () => {
  const { t } = useTranslation();
  const country = useCountry();
  return (
    <>
      <PageHeader title={t(routeTitleKey('home'))} />
      {/* overview §2.4: the overdue-invoices list comes with the invoices issue, here */}
      <Box data-testid="overdue-invoices-place" />
      <CalendarBoard key={country} country={country} />
    </>
  );
};
