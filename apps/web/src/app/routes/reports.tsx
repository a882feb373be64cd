import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { type RouteName, routeTitleKey } from '@/config/paths';
import { AccountantReport } from '@/features/reports/components/accountant-report';
import { EkokomReport } from '@/features/reports/components/ekokom-report';
import { ExitsReport } from '@/features/reports/components/exits-report';
import { InvoicingReport } from '@/features/reports/components/invoicing-report';
import { LogBooksReport } from '@/features/reports/components/log-books-report';
import { WagesReport } from '@/features/reports/components/wages-report';
import { useCountry } from '@/hooks/use-route-info';

/** One report route: its heading and its screen, remounted when the country changes. */
const reportRoute = (name: RouteName, Screen: (props: { country: string }) => ReactNode) => {
  const Route = () => {
    const { t } = useTranslation();
    const country = useCountry();
    return (
      <>
        <PageHeader title={t(routeTitleKey(name))} />
        <Screen key={country} country={country} />
      </>
    );
  };
  return Route;
};

/** Routes invoicing-list-report and postpone-invoicing-list-report (/:country?/reports/…). */
export const InvoicingReportRoute = reportRoute('invoicing-list-report', ({ country }) => (
  <InvoicingReport country={country} postponed={false} />
));
export const PostponeInvoicingReportRoute = reportRoute('postpone-invoicing-list-report', ({ country }) => (
  <InvoicingReport country={country} postponed />
));
export const ExitsReportRoute = reportRoute('exits-list-report', ExitsReport);
export const WagesReportRoute = reportRoute('wages-report', WagesReport);
export const LogBooksReportRoute = reportRoute('log-books-report', LogBooksReport);
export const EkokomReportRoute = reportRoute('ekokom-list-report', EkokomReport);
export const AccountantReportRoute = reportRoute('accountant-report', AccountantReport);
