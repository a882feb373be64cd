import type { RefusedRow } from '@bo/contract/customers/import/import-schemas';
import { Alert, Button, List, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlural } from '@/hooks/use-plural';
import { showErrorFlash } from '@/lib/error-flash';
import { saveBlob } from '@/lib/save-blob';

type ImportSummaryProps = {
  isDryRun: boolean;
  created: number;
  updated: number;
  /** The first refused rows the answers listed; `refusedCount` counts them all. */
  refused: readonly RefusedRow[];
  refusedCount: number;
  /** Fetches every refused row as the server's CSV (decision 184). */
  onDownloadRefusals: () => Promise<Blob>;
};

/** The counts of a dry run or an import, the first refused rows, and all of them as a CSV file from the server. */
export const ImportSummary = ({
  isDryRun,
  created,
  updated,
  refused,
  refusedCount,
  onDownloadRefusals,
}: ImportSummaryProps) => {
  const { t } = useTranslation();
  const plural = usePlural();
  const [isDownloading, setIsDownloading] = useState(false);
  const downloadRefusals = async () => {
    setIsDownloading(true);
    try {
      saveBlob(await onDownloadRefusals(), t('customer_import.refusals_file'));
    } catch (error) {
      showErrorFlash(error);
    } finally {
      setIsDownloading(false);
    }
  };
  return (
    <Alert
      color={refusedCount > 0 ? 'yellow' : 'green'}
      title={t(isDryRun ? 'customer_import.dry_run_result' : 'customer_import.result')}
      role="status"
    >
      <List size="sm" mb={refusedCount > 0 ? 'sm' : 0}>
        <List.Item>
          {t(isDryRun ? 'customer_import.would_create' : 'customer_import.created')}:{' '}
          {plural('customer_import.customers', created)}
        </List.Item>
        <List.Item>
          {t(isDryRun ? 'customer_import.would_update' : 'customer_import.updated')}:{' '}
          {plural('customer_import.customers', updated)}
        </List.Item>
        <List.Item>
          {t('customer_import.refused')}: {plural('customer_import.rows', refusedCount)}
        </List.Item>
      </List>
      {refused.length > 0 && (
        <List size="sm" mb="sm" aria-label={t('customer_import.first_refused')}>
          {refused.map((item) => (
            <List.Item key={item.row}>
              {t('customer_import.row')} {item.row}: {item.reason}
            </List.Item>
          ))}
        </List>
      )}
      {refusedCount > refused.length && (
        <Text size="sm" mb="sm">
          {t('customer_import.more_refused', { count: refusedCount - refused.length })}
        </Text>
      )}
      {refusedCount > 0 && (
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={downloadRefusals}
          loading={isDownloading}
        >
          {t('customer_import.download_refused')}
        </Button>
      )}
    </Alert>
  );
};
