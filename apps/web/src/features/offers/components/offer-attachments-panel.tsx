import type { OfferAttachment } from '@bo/contract/offers/schemas';
import {
  ActionIcon,
  Checkbox,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { FileSize } from '@/components/ui/file-size';
import type { UploadRefusal } from '@/components/ui/upload-refusal';
import { useErrorFlash } from '@/hooks/use-error-flash';
import { showErrorFlash } from '@/lib/error-flash';
import { useIsSaving } from '@/lib/saving-store';
import { useUnsavedChangesGuard } from '@/lib/unsaved-changes';
import { useOfferAttachments, useUpdateOfferAttachments } from '../api/offer-attachments';
import { OfferAttachmentUpload, type UploadedFile } from './upload-button';

type Edit = Pick<OfferAttachment, 'fileName' | 'disabled'>;

/**
 * The version 2 attachments as the screen edits them: names and send flags changed here are saved with the offer
 * (decision 193); an upload or a removal is its own action on the stored list, and edits of the others stay.
 */
export const useOfferAttachmentsEdit = (country: string, customerId: number, offerId: number | undefined) => {
  const attachments = useOfferAttachments(country, customerId, offerId ?? 'new');
  useErrorFlash(attachments.error);
  const update = useUpdateOfferAttachments(country, customerId);
  const all = useMemo(() => attachments.data?.offerAttachments ?? [], [attachments.data]);
  const [edits, setEdits] = useState<ReadonlyMap<string, Edit>>(new Map());
  const rows = all.filter((item) => item.detail === null).map((item) => ({ ...item, ...edits.get(item.fileHash) }));
  const isDirty = rows.some((row) => {
    const stored = all.find((item) => item.fileHash === row.fileHash && item.detail === null);
    return stored !== undefined && (stored.fileName !== row.fileName || stored.disabled !== row.disabled);
  });
  const forget = useUnsavedChangesGuard(isDirty);

  const change = (row: OfferAttachment, patch: Partial<Edit>) =>
    setEdits((current) =>
      new Map(current).set(row.fileHash, { fileName: row.fileName, disabled: row.disabled, ...patch }),
    );

  /** Saves changed names and flags (PUT …/attachments); true when saved or nothing to save. */
  const persistTo = async (target: number) => {
    if (!isDirty) return true;
    try {
      await update.mutateAsync({
        customerId,
        offerId: target,
        // the version 1 parts' uploads stay as they are
        offerAttachments: [...all.filter((item) => item.detail !== null), ...rows].map((row) => ({
          fileHash: row.fileHash,
          fileName: row.fileName,
          disabled: row.disabled,
          detail: row.detail,
        })),
      });
      setEdits(new Map());
      forget();
      return true;
    } catch (error) {
      showErrorFlash(error);
      return false;
    }
  };

  return { rows, isPending: attachments.isPending && offerId !== undefined, isDirty, change, persistTo };
};

export type OfferAttachmentsEdit = ReturnType<typeof useOfferAttachmentsEdit>;

type Props = {
  attachments: OfferAttachmentsEdit;
  /** Uploads one file (a new offer is saved first). */
  onUpload: (file: UploadedFile, refusal: UploadRefusal) => Promise<unknown>;
  onRemove: (attachment: OfferAttachment) => Promise<unknown>;
};

/** Version 2 attachments: upload, rename, send or not, remove. */
export const OfferAttachmentsPanel = ({ attachments, onUpload, onRemove }: Props) => {
  const { t } = useTranslation();
  const headingId = useId();
  const isSaving = useIsSaving();
  const { confirm, dialog } = useConfirm();
  const { rows } = attachments;
  const askRemove = async (row: OfferAttachment) => {
    const label = t('offer.remove_attachment');
    if (await confirm(t('offer.remove_attachment_confirm', { name: row.fileName }), label)) await onRemove(row);
  };

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
                <Table.Th>
                  <VisuallyHidden>{t('offer.remove_attachment')}</VisuallyHidden>
                </Table.Th>
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
                      onChange={(event) => attachments.change(row, { fileName: event.currentTarget.value })}
                    />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <FileSize bytes={row.file.size} />
                  </Table.Td>
                  <Table.Td>
                    <Checkbox
                      aria-label={t('offer.attachment_enabled_of', { name: row.fileName })}
                      checked={!row.disabled}
                      onChange={(event) => attachments.change(row, { disabled: !event.currentTarget.checked })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red.8"
                      disabled={isSaving}
                      aria-label={t('offer.remove_attachment_of', { name: row.fileName })}
                      onClick={() => void askRemove(row)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Group>
          <OfferAttachmentUpload onUpload={onUpload} />
        </Group>
      </Stack>
      {dialog}
    </Paper>
  );
};
