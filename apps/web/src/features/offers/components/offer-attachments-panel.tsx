import type { OfferAttachment } from '@bo/contract/offers/schemas';
import { Button, Checkbox, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileSize } from '@/components/ui/file-size';
import { runAction } from '@/components/ui/form/save-form';
import { useErrorFlash } from '@/hooks/use-error-flash';
import { useIsSaving } from '@/lib/saving-store';
import { useUnsavedChangesGuard } from '@/lib/unsaved-changes';
import { useOfferAttachments, useUpdateOfferAttachments } from '../api/offer-attachments';
import { OfferAttachmentUpload } from './upload-button';

type Props = { country: string; customerId: number; offerId: number };

/** Version 2 attachments: upload, rename, and disable per offer; saved as one list. */
export const OfferAttachmentsPanel = ({ country, customerId, offerId }: Props) => {
  const { t } = useTranslation();
  const headingId = useId();
  const isSaving = useIsSaving();
  const attachments = useOfferAttachments(country, customerId, offerId);
  useErrorFlash(attachments.error);
  const update = useUpdateOfferAttachments(country, customerId, offerId);
  const all = useMemo(() => attachments.data?.offerAttachments ?? [], [attachments.data]);
  const stored = useMemo(() => all.filter((item) => item.detail === null), [all]);
  const [rows, setRows] = useState<OfferAttachment[]>([]);
  useEffect(() => setRows(stored), [stored]);
  const isDirty = JSON.stringify(rows) !== JSON.stringify(stored);
  useUnsavedChangesGuard(isDirty);

  const change = (fileHash: string, patch: Partial<OfferAttachment>) =>
    setRows((current) => current.map((row) => (row.fileHash === fileHash ? { ...row, ...patch } : row)));

  const onSave = () =>
    runAction({
      run: () =>
        update.mutateAsync({
          customerId,
          offerId,
          // the version 1 parts' uploads stay as they are
          offerAttachments: [...all.filter((item) => item.detail !== null), ...rows].map((row) => ({
            fileHash: row.fileHash,
            fileName: row.fileName,
            disabled: row.disabled,
            detail: row.detail,
          })),
        }),
      successMessage: 'message.offer_attachments_saved',
    });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={headingId}>
          {t('offer.attachments')}
        </Title>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {attachments.isPending ? t('app.loading') : t('offer.no_attachments')}
          </Text>
        ) : (
          <Table verticalSpacing={4} aria-labelledby={headingId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('offer.attachment_name')}</Table.Th>
                <Table.Th>{t('offer.attachment_size')}</Table.Th>
                <Table.Th>{t('offer.attachment_enabled')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.fileHash}>
                  <Table.Td>
                    <TextInput
                      size="xs"
                      aria-label={t('offer.attachment_name_of', { name: row.file.filename })}
                      value={row.fileName}
                      onChange={(event) => change(row.fileHash, { fileName: event.currentTarget.value })}
                    />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <FileSize bytes={row.file.size} />
                  </Table.Td>
                  <Table.Td>
                    <Checkbox
                      aria-label={t('offer.attachment_enabled_of', { name: row.fileName })}
                      checked={!row.disabled}
                      onChange={(event) => change(row.fileHash, { disabled: !event.currentTarget.checked })}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Group justify="space-between">
          <OfferAttachmentUpload country={country} customerId={customerId} offerId={offerId} detail={null} />
          {rows.length > 0 && (
            <Button
              variant="light"
              loading={isSaving}
              disabled={!isDirty}
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              onClick={onSave}
            >
              {t('offer.save_attachments')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
};
