import { hasAnyRole } from '@bo/contract/auth/roles';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { routeTitleKey } from '@/config/paths';
import { CalendarBoard, type DriverDay } from '@/features/calendar/components/calendar-board';
import { OverdueInvoices } from '@/features/invoices/components/overdue-invoices';
import { RouteDayPanel } from '@/features/route/components/route-day-panel';
import { useCountry } from '@/hooks/use-route-info';
import { useUser } from '@/lib/auth-store';

const renderDriverDay = (driverDay: DriverDay) => <RouteDayPanel {...driverDay} />;

/** Route home (/:country?/calendar, query weekDiff and showAsUser): overdue invoices above the week calendar. */
export const HomeRoute = () => {
  const { t } = useTranslation();
  const country = useCountry();
  // Overdue invoices are the office's business (decision 111): administrators see all, operators their customers'.
  const showsOverdue = hasAnyRole(useUser().roles, ['administrator', 'operator']);
  return (
    <>
      <PageHeader title={t(routeTitleKey('home'))} />
      {showsOverdue && <OverdueInvoices key={country} country={country} />}
      <CalendarBoard key={country} country={country} renderDriverDay={renderDriverDay} />
    </>
  );
};
