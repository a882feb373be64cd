import type { ImportMapping } from '@bo/contract/customers/import/import-fields';
import {
  type CustomerImportResult,
  IMPORT_CHUNK_ROWS,
  IMPORT_PREVIEW_ROWS,
  IMPORT_REFUSED_ROWS,
  type RefusedRow,
} from '@bo/contract/customers/import/import-schemas';
import { Button, FileInput, Group, Progress, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '@/components/ui/form-section';
import { usePlural } from '@/hooks/use-plural';
import { isApiError } from '@/lib/api-error';
import { showErrorFlash } from '@/lib/error-flash';
import { readFileBase64 } from '@/lib/read-file-base64';
import { downloadImportRefusals, importCustomers } from '../api/import-customers';
import { initialMapping, rememberMapping } from '../remembered-mapping';
import { ImportPreview } from './import-preview';
import { ImportSummary } from './import-summary';
import { MappingTable } from './mapping-table';

type LoadedFile = { filename: string; content: string; sheet: CustomerImportResult };
type Outcome = { isDryRun: boolean; created: number; updated: number; refused: RefusedRow[]; refusedCount: number };

/**
 * Settings → Import zákazníků: pick a file, map its columns, see the first rows checked, try a dry
 * run, then import in parts of 500 rows with a progress bar (decision 157) and download the refusals.
 */
export const CustomerImport = () => {
  const { t } = useTranslation();
  const plural = usePlural();
  const [file, setFile] = useState<LoadedFile | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [isReading, setIsReading] = useState(false);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  const hasCompany = Object.values(mapping).includes('company');
  const preview = useQuery({
    queryKey: ['customer-import-preview', file?.filename, file?.content.length, mapping],
    enabled: file !== null && hasCompany,
    queryFn: () =>
      importCustomers({
        filename: file?.filename ?? '',
        content: file?.content ?? '',
        mapping,
        dryRun: true,
        toRow: IMPORT_PREVIEW_ROWS + 1,
      }),
    gcTime: 0,
  });

  const onFile = async (picked: File | null) => {
    setFile(null);
    setOutcome(null);
    setFileError(undefined);
    if (!picked) return;
    setIsReading(true);
    try {
      const content = await readFileBase64(picked);
      const sheet = await importCustomers({ filename: picked.name, content, mapping: {}, dryRun: true, toRow: 2 });
      setMapping(initialMapping(sheet.columns));
      setFile({ filename: picked.name, content, sheet });
    } catch (error) {
      const field = isApiError(error) ? (error.fields.content ?? error.fields.filename) : undefined;
      if (field) setFileError(t(`form_validation.${field}`));
      else showErrorFlash(error);
    } finally {
      setIsReading(false);
    }
  };

  const onMapping = (next: ImportMapping) => {
    setMapping(next);
    setOutcome(null);
    rememberMapping(next);
  };

  const run = async (isDryRun: boolean) => {
    if (!file) return;
    const total = file.sheet.rowCount;
    const result: Outcome = { isDryRun, created: 0, updated: 0, refused: [], refusedCount: 0 };
    setOutcome(null);
    setProgress({ done: 0, total });
    try {
      // a dry run writes nothing and answers at once; the import goes in parts for its progress bar
      const step = isDryRun ? total : IMPORT_CHUNK_ROWS;
      for (let fromRow = 2; fromRow <= total + 1; fromRow += step) {
        const toRow = Math.min(fromRow + step - 1, total + 1);
        const part = await importCustomers({ ...file, mapping, dryRun: isDryRun, fromRow, toRow });
        result.created += part.created;
        result.updated += part.updated;
        result.refused.push(...part.refused.slice(0, IMPORT_REFUSED_ROWS - result.refused.length));
        result.refusedCount += part.refusedCount;
        setProgress({ done: toRow - 1, total });
      }
      setOutcome(result);
    } catch (error) {
      showErrorFlash(error);
      if (!isDryRun && (result.created > 0 || result.updated > 0)) setOutcome(result);
    } finally {
      setProgress(null);
    }
  };

  const isBusy = progress !== null;
  return (
    <Stack gap="lg" maw={1100}>
      <Text size="sm">{t('customer_import.intro')}</Text>
      <FileInput
        label={t('customer_import.file')}
        accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        leftSection={<IconUpload size={16} aria-hidden />}
        onChange={onFile}
        clearable
        error={fileError}
        disabled={isBusy}
        description={
          isReading
            ? t('customer_import.reading')
            : file
              ? plural('customer_import.rows_in_file', file.sheet.rowCount)
              : undefined
        }
        maw={480}
      />
      {file && (
        <FormSection title={t('customer_import.mapping')} hint={t('customer_import.mapping_hint')}>
          <MappingTable
            columns={file.sheet.columns}
            preview={file.sheet.preview}
            mapping={mapping}
            onChange={onMapping}
          />
          {!hasCompany && (
            <Text c="red.9" size="sm" role="alert">
              {t('customer_import.company_required')}
            </Text>
          )}
        </FormSection>
      )}
      {file && hasCompany && preview.data && (
        <FormSection title={t('customer_import.preview')}>
          <ImportPreview
            columns={file.sheet.columns}
            preview={preview.data.preview}
            mapping={mapping}
            refused={preview.data.refused}
          />
        </FormSection>
      )}
      {file && (
        <Group>
          <Button variant="default" onClick={() => run(true)} disabled={!hasCompany || isBusy}>
            {t('customer_import.dry_run')}
          </Button>
          <Button onClick={() => run(false)} disabled={!hasCompany || isBusy} loading={isBusy && !outcome}>
            {t('customer_import.import')}
          </Button>
        </Group>
      )}
      {progress && (
        <Stack gap={4}>
          <Text size="sm" id="customer-import-progress">
            {t('customer_import.progress', { done: progress.done, total: progress.total })}
          </Text>
          {/* The progressbar role is on Mantine's section, so the name goes there, not on the root. */}
          <Progress.Root>
            <Progress.Section
              value={progress.total ? (progress.done / progress.total) * 100 : 0}
              aria-labelledby="customer-import-progress"
              animated
            />
          </Progress.Root>
        </Stack>
      )}
      {outcome && file && (
        <ImportSummary
          {...outcome}
          onDownloadRefusals={() => downloadImportRefusals({ filename: file.filename, content: file.content, mapping })}
        />
      )}
    </Stack>
  );
};
