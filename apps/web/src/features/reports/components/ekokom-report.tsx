import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useInfoFlash } from '@/components/ui/use-info-flash';
import { useErrorFlash } from '@/hooks/use-error-flash';
import { useLoadingFlash } from '@/hooks/use-loading-flash';
import { useEkokomsReport } from '../api/reports';
import { formatAmount } from './format-number';
import { MonthFilterForm, useReportFilterParams } from './report-filters';
import { ReportTable } from './report-table';

/** overview §2.11 Ekokom: per packaging material the month's kg and tonnes (up to 5 decimals); loads on entry. */
export const EkokomReport = ({ country }: { country: string }) => {
  const { t, i18n } = useTranslation();
  const { filter, setFilter } = useReportFilterParams();
  const report = useEkokomsReport(country, { month: filter.month, year: filter.year });
  useLoadingFlash(report.isFetching, 'message.loading_ekokoms_summary');
  useErrorFlash(report.error);
  useInfoFlash(report.data?.ekokomsSummary.length === 0, 'message.no_ekokoms_summary');
  return (
    <>
      <MonthFilterForm key={`${filter.month}-${filter.year}`} initial={filter} onSearch={setFilter} />
      {report.data && report.data.ekokomsSummary.length > 0 && (
        <ReportTable
          label={t('route.ekokom-list-report')}
          minWidth={520}
          columns={[
            { header: t('report.material') },
            { header: t('report.weight_kg'), isNumber: true },
            { header: t('report.weight_t'), isNumber: true },
          ]}
        >
          {report.data.ekokomsSummary.map((row) => (
            <Table.Tr key={row.ekokomId}>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td ta="right">{formatAmount(row.amount, i18n.language, 3)}</Table.Td>
              <Table.Td ta="right">{formatAmount(row.weight, i18n.language, 5)}</Table.Td>
            </Table.Tr>
          ))}
        </ReportTable>
      )}
    </>
  );
};
