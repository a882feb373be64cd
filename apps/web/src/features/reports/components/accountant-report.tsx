import { formatDate, formatDateTime } from '@bo/contract/dates/format';
import type { AccountantReport as AccountantReportRow } from '@bo/contract/reports/schemas';
import { Button, NativeSelect, Table, Text } from '@mantine/core';
import { IconDownload, IconFileExport } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/ui/form/date-field';
import { useInfoFlash } from '@/components/ui/use-info-flash';
import { useBillingInfo } from '@/features/customers/api/get-billing-info';
import { useErrorFlash } from '@/hooks/use-error-flash';
import { useLoadingFlash } from '@/hooks/use-loading-flash';
import { isApiError } from '@/lib/api-error';
import { addFlash, removeFlash } from '@/lib/flash-store';
import { saveBlob } from '@/lib/save-blob';
import { downloadAccountantReport, useAccountantReports, useGenerateAccountantReport } from '../api/reports';
import { ReportFilterPanel } from './report-filters';
import { ReportTable } from './report-table';

const saveXml = async (id: number) => {
  const { blob, filename } = await downloadAccountantReport(id);
  saveBlob(blob, filename);
};

/**
 * overview §2.11 Accountant: billing info, date from and to, generate (disabled until all three are
 * set); the XML downloads at once and the list refreshes; every generation listed with a download.
 * Buttons are disabled while a download runs.
 */
export const AccountantReport = ({ country }: { country: string }) => {
  const { t } = useTranslation();
  const billingInfo = useBillingInfo(country);
  const reports = useAccountantReports(country);
  const generate = useGenerateAccountantReport(country);
  const [billingInfoId, setBillingInfoId] = useState('');
  const [dateFrom, setDateFrom] = useState('');
  const [dateTo, setDateTo] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [downloadingId, setDownloadingId] = useState<number | 'new' | null>(null);
  useLoadingFlash(reports.isPending, 'message.loading_accountant_reports');
  useErrorFlash(reports.error ?? billingInfo.error);
  useInfoFlash(reports.data?.accountantReports.length === 0, 'message.no_accountant_reports');
  const isBusy = downloadingId !== null || generate.isPending;
  const canGenerate = billingInfoId !== '' && dateFrom !== '' && dateTo !== '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canGenerate || isBusy) return;
    setFieldErrors({});
    const flashId = addFlash({
      message: 'message.generating_accountant_report',
      severity: 'info',
      closable: false,
      isLoading: true,
    });
    setDownloadingId('new');
    try {
      const { id } = await generate.mutateAsync({ billingInfoId: Number(billingInfoId), dateFrom, dateTo });
      await saveXml(id);
    } catch (error) {
      if (isApiError(error)) setFieldErrors(error.fields);
    } finally {
      removeFlash(flashId);
      setDownloadingId(null);
    }
  };

  const download = async (row: AccountantReportRow) => {
    setDownloadingId(row.id);
    try {
      await saveXml(row.id);
    } catch {
      // the API client shows the failure
    } finally {
      setDownloadingId(null);
    }
  };

  const fieldError = (name: string) => (fieldErrors[name] ? t(`form_validation.${fieldErrors[name]}`) : undefined);
  return (
    <>
      <ReportFilterPanel onSubmit={submit} align="flex-start">
        <NativeSelect
          label={t('report.billing_info')}
          value={billingInfoId}
          onChange={(event) => setBillingInfoId(event.currentTarget.value)}
          data={[
            { value: '', label: t('report.choose_billing_info') },
            ...(billingInfo.data?.billingInfoList ?? []).map((info) => ({
              value: String(info.id),
              label: info.name,
            })),
          ]}
          error={fieldError('billingInfoId')}
          w={260}
        />
        <DateField
          label={t('report.date_from')}
          value={dateFrom}
          onChange={setDateFrom}
          error={fieldError('dateFrom')}
          w={180}
        />
        <DateField
          label={t('report.date_to')}
          value={dateTo}
          onChange={setDateTo}
          error={fieldError('dateTo')}
          w={180}
        />
        <Button
          type="submit"
          mt={25}
          leftSection={<IconFileExport size={16} />}
          disabled={!canGenerate || isBusy}
          loading={downloadingId === 'new'}
        >
          {t('report.generate')}
        </Button>
      </ReportFilterPanel>
      {/* decision 183: what the file holds and for which POHODA */}
      <Text size="sm" c="dimmed" data-testid="accountant-format">
        {t(country === 'sk' ? 'report.accountant_format_sk' : 'report.accountant_format_cz')}
      </Text>
      {reports.data && reports.data.accountantReports.length > 0 && (
        <ReportTable
          label={t('report.accountant_reports')}
          minWidth={720}
          columns={[
            { header: t('report.date_asked') },
            { header: t('report.billing_info') },
            { header: t('report.date_from') },
            { header: t('report.date_to') },
            { header: t('report.invoice_count'), isNumber: true },
            { header: t('report.actions') },
          ]}
        >
          {reports.data.accountantReports.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.dateAsked)}</Table.Td>
              <Table.Td>{row.billingInfoName}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(row.dateFrom)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(row.dateTo)}</Table.Td>
              <Table.Td ta="right">{row.invoiceCount}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconDownload size={14} />}
                  onClick={() => download(row)}
                  disabled={isBusy}
                  loading={downloadingId === row.id}
                  aria-label={t('report.download_of', {
                    name: row.billingInfoName,
                    from: formatDate(row.dateFrom),
                    to: formatDate(row.dateTo),
                  })}
                >
                  {t('report.download')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </ReportTable>
      )}
    </>
  );
};
