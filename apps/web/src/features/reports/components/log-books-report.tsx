import { formatDate } from '@bo/contract/dates/format';
import { Button, Table } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInfoFlash } from '@/components/ui/use-info-flash';
import { useErrorFlash } from '@/hooks/use-error-flash';
import { useLoadingFlash } from '@/hooks/use-loading-flash';
import { saveBlob } from '@/lib/save-blob';
import { downloadLogBookCsv, useLogBooks } from '../api/reports';
import { MonthFilterForm, useReportFilterParams } from './report-filters';
import { ReportTable } from './report-table';
import { useDrivers } from './use-report-users';

/** overview §2.11 Log books: a driver's deliveries of a month; the same as a CSV for Excel. */
export const LogBooksReport = ({ country }: { country: string }) => {
  const { t } = useTranslation();
  const { filter, setFilter } = useReportFilterParams();
  const drivers = useDrivers(country);
  const userId = filter.userId ?? drivers.data?.[0]?.id;
  const active = userId ? { userId, month: filter.month, year: filter.year } : null;
  const report = useLogBooks(country, active);
  const [isDownloading, setIsDownloading] = useState(false);
  useLoadingFlash(report.isFetching, 'message.loading_log_books');
  useErrorFlash(report.error ?? drivers.error);
  useInfoFlash(report.data?.logBooks.length === 0, 'message.no_log_books');
  useInfoFlash(drivers.data?.length === 0, 'message.no_user');

  const download = async () => {
    if (!active) return;
    setIsDownloading(true);
    try {
      const blob = await downloadLogBookCsv(active);
      saveBlob(blob, `kniha-jizd-${active.userId}-${active.year}-${String(active.month).padStart(2, '0')}.csv`);
    } catch {
      // the API client shows the failure
    } finally {
      setIsDownloading(false);
    }
  };

  if (!drivers.data) return null;
  return (
    <>
      <MonthFilterForm
        key={`${userId}-${filter.month}-${filter.year}`}
        initial={{ ...filter, userId }}
        users={drivers.data}
        userLabel={t('report.driver')}
        onSearch={setFilter}
        extra={
          <Button
            variant="light"
            leftSection={<IconFileSpreadsheet size={16} />}
            onClick={download}
            loading={isDownloading}
            disabled={!active || isDownloading}
          >
            {t('report.export_csv')}
          </Button>
        }
      />
      {report.data && report.data.logBooks.length > 0 && (
        <ReportTable
          label={t('route.log-books-report')}
          minWidth={640}
          columns={[
            { header: t('report.date') },
            { header: t('report.start') },
            { header: t('report.city') },
            { header: t('report.street') },
            { header: t('report.cp') },
          ]}
        >
          {report.data.logBooks.map((row, index) => (
            // rows have no id of their own; the list is read-only and re-rendered whole
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Table.Tr key={index}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(row.date)}</Table.Td>
              <Table.Td>{row.start || '–'}</Table.Td>
              <Table.Td>{row.city}</Table.Td>
              <Table.Td>{row.street}</Table.Td>
              <Table.Td>{row.cp}</Table.Td>
            </Table.Tr>
          ))}
        </ReportTable>
      )}
    </>
  );
};
