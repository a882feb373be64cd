import { formatDate } from '@bo/contract/dates/format';
import type { LogBook } from '@bo/contract/reports/schemas';
import { Button, Table } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInfoFlash } from '@/components/ui/use-info-flash';
import { useErrorFlash } from '@/hooks/use-error-flash';
import { useLoadingFlash } from '@/hooks/use-loading-flash';
import { saveBlob } from '@/lib/save-blob';
import { downloadLogBookCsv, useLogBooks } from '../api/reports';
import { formatAmount } from './format-number';
import { MonthFilterForm, useReportFilterParams } from './report-filters';
import { ReportTable } from './report-table';
import { useDrivers } from './use-report-users';

type LogBookItem = { kind: 'row'; row: LogBook } | { kind: 'total'; date: string | null; km: number };

/**
 * The rows with, after each day that has km along its route, the day's total, and the month's total at the end
 * (decision 194).
 */
const withDayTotals = (rows: readonly LogBook[]): LogBookItem[] => {
  const items: LogBookItem[] = [];
  let monthKm = 0;
  let hasKm = false;
  rows.forEach((row, index) => {
    items.push({ kind: 'row', row });
    if (rows[index + 1]?.date === row.date) return;
    const dayRows = rows.filter((other) => other.date === row.date && other.km !== null);
    if (dayRows.length === 0) return;
    const km = Math.round(dayRows.reduce((sum, other) => sum + (other.km ?? 0), 0) * 10) / 10;
    items.push({ kind: 'total', date: row.date, km });
    monthKm += km;
    hasKm = true;
  });
  if (hasKm) items.push({ kind: 'total', date: null, km: Math.round(monthKm * 10) / 10 });
  return items;
};

/** overview §2.11 Log books: a driver's deliveries of a month; the same as a CSV for Excel. */
export const LogBooksReport = ({ country }: { country: string }) => {
  const { t, i18n } = useTranslation();
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
            { header: t('report.km'), isNumber: true },
          ]}
        >
          {withDayTotals(report.data.logBooks).map((item, index) =>
            item.kind === 'row' ? (
              // rows have no id of their own; the list is read-only and re-rendered whole
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <Table.Tr key={index}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(item.row.date)}</Table.Td>
                <Table.Td>{item.row.start || '–'}</Table.Td>
                <Table.Td>{item.row.city}</Table.Td>
                <Table.Td>{item.row.street}</Table.Td>
                <Table.Td>{item.row.cp}</Table.Td>
                <Table.Td ta="right">
                  {item.row.km === null ? '–' : formatAmount(item.row.km, i18n.language, 1)}
                </Table.Td>
              </Table.Tr>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <Table.Tr key={index} data-testid="log-book-day-total" fw={600} bg="gray.0">
                <Table.Td colSpan={5}>
                  {item.date ? t('report.day_total', { date: formatDate(item.date) }) : t('report.month_total')}
                </Table.Td>
                <Table.Td ta="right">{formatAmount(item.km, i18n.language, 1)}</Table.Td>
              </Table.Tr>
            ),
          )}
        </ReportTable>
      )}
    </>
  );
};
