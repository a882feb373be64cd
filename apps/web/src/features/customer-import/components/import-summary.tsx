import { toCsv } from '@bo/contract/common/csv-writer';
import type { RefusedRow } from '@bo/contract/customers/import/import-schemas';
import { Alert, Button, List } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePlural } from '@/hooks/use-plural';
import { saveBlob } from '@/lib/save-blob';

type ImportSummaryProps = {
  isDryRun: boolean;
  created: number;
  updated: number;
  refused: readonly RefusedRow[];
  columns: readonly string[];
};

/** The counts of a dry run or an import, and the refused rows as a CSV for Czech Excel (UTF-8 with BOM, `;`). */
export const ImportSummary = ({ isDryRun, created, updated, refused, columns }: ImportSummaryProps) => {
  const { t } = useTranslation();
  const plural = usePlural();
  const downloadRefusals = () => {
    const rows = [
      [...columns, t('customer_import.reason')],
      ...refused.map((item) => [...columns.map((_, index) => item.cells[index] ?? ''), item.reason]),
    ];
    saveBlob(new Blob([toCsv(rows)], { type: 'text/csv;charset=utf-8' }), t('customer_import.refusals_file'));
  };
  return (
    <Alert
      color={refused.length > 0 ? 'yellow' : 'green'}
      title={t(isDryRun ? 'customer_import.dry_run_result' : 'customer_import.result')}
      role="status"
    >
      <List size="sm" mb={refused.length > 0 ? 'sm' : 0}>
        <List.Item>
          {t(isDryRun ? 'customer_import.would_create' : 'customer_import.created')}:{' '}
          {plural('customer_import.customers', created)}
        </List.Item>
        <List.Item>
          {t(isDryRun ? 'customer_import.would_update' : 'customer_import.updated')}:{' '}
          {plural('customer_import.customers', updated)}
        </List.Item>
        <List.Item>
          {t('customer_import.refused')}: {plural('customer_import.rows', refused.length)}
        </List.Item>
      </List>
      {refused.length > 0 && (
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={downloadRefusals}>
          {t('customer_import.download_refused')}
        </Button>
      )}
    </Alert>
  );
};
