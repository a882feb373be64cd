import type { BankStatement } from '@bo/contract/bank-statements/schemas';
import { Alert, FileInput, Paper, Stack, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { readFileBase64 } from '@/lib/read-file-base64';
import { useImportStatement } from '../api/bank-statements';

/**
 * Upload of a GPC or CAMT.053 file: picked with the file input or dropped on the box. A malformed
 * file is told with the line of its first bad record; the preview opens on success.
 */
export const StatementUpload = ({
  country,
  onImported,
}: {
  country: string;
  onImported: (statement: BankStatement) => void;
}) => {
  const { t } = useTranslation();
  const importStatement = useImportStatement(country);
  const [error, setError] = useState<string | null>(null);
  const [isDragging, setIsDragging] = useState(false);

  const upload = async (file: File | null) => {
    if (!file) return;
    setError(null);
    try {
      const statement = await importStatement.mutateAsync({ filename: file.name, content: await readFileBase64(file) });
      onImported(statement);
    } catch (caught) {
      if (!isApiError(caught)) return setError(t('error.internal'));
      if (caught.messageKey === 'error.bank_statement_malformed' && caught.itemId !== undefined) {
        return setError(`${t(caught.messageKey)} ${t('bank.bad_line', { line: caught.itemId })}`);
      }
      const field = Object.values(caught.fields)[0];
      setError(field ? t(`form_validation.${field}`) : t(caught.messageKey));
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsDragging(false);
    void upload(event.dataTransfer.files[0] ?? null);
  };

  return (
    <Paper
      withBorder
      p="md"
      onDragOver={(event) => {
        event.preventDefault();
        setIsDragging(true);
      }}
      onDragLeave={() => setIsDragging(false)}
      onDrop={onDrop}
      bg={isDragging ? 'blue.0' : undefined}
      style={{ borderStyle: 'dashed' }}
      data-testid="statement-drop-zone"
    >
      <Stack gap="xs">
        <Text fw={600} component="h2" fz="md" m={0}>
          {t('bank.upload_title')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('bank.upload_hint')} {t('bank.drop_here')}.
        </Text>
        <FileInput
          label={t('bank.choose_file')}
          placeholder={t('bank.choose_file')}
          accept=".gpc,.abo,.txt,.xml,text/plain,application/xml,text/xml"
          leftSection={<IconFileUpload size={18} />}
          value={null}
          onChange={(file) => void upload(file)}
          disabled={importStatement.isPending}
          maw={420}
          clearable={false}
        />
        {importStatement.isPending && <Text size="sm">{t('bank.importing')}</Text>}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
};
