import type { OfferDetail } from '@bo/contract/offers/schemas';
import { ActionIcon, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { runAction } from '@/components/ui/form/save-form';
import { isApiError } from '@/lib/api-error';
import { showErrorFlash } from '@/lib/error-flash';
import { addFlash } from '@/lib/flash-store';
import { runSave, useIsSaving } from '@/lib/saving-store';
import {
  useOfferAttachments,
  useRemoveOfferAttachment,
  useUpdateOfferAttachments,
  useUploadOfferAttachment,
} from '../api/offer-attachments';
import type { OfferFormOutput, OfferFormValues } from './offer-form-values';
import { OfferAttachmentUpload } from './upload-button';

type Target = { country: string; customerId: number; offerId: number };

type Props = {
  form: UseFormReturn<OfferFormValues, unknown, OfferFormOutput>;
  detail: OfferDetail;
  /** the user's files of this offer type (settings) */
  userFiles: readonly string[];
  target: Target | undefined;
};

/** The uploads of a saved part: each can be left out of the e-mail (saved at once) or removed. */
const PartUploads = ({ detail, target }: { detail: OfferDetail; target: Target }) => {
  const { t } = useTranslation();
  const attachments = useOfferAttachments(target.country, target.customerId, target.offerId);
  const update = useUpdateOfferAttachments(target.country, target.customerId);
  const remove = useRemoveOfferAttachment(target.country, target.customerId);
  const { confirm, dialog } = useConfirm();
  const isSaving = useIsSaving();
  const all = attachments.data?.offerAttachments ?? [];
  const onToggle = (fileHash: string, isEnabled: boolean) =>
    runAction({
      run: () =>
        update.mutateAsync({
          ...target,
          offerAttachments: all.map((item) => ({
            fileHash: item.fileHash,
            fileName: item.fileName,
            detail: item.detail,
            disabled: item.fileHash === fileHash && item.detail === detail ? !isEnabled : item.disabled,
          })),
        }),
      successMessage: 'message.offer_attachments_saved',
    });
  const onRemove = async (fileHash: string, fileName: string) => {
    if (!(await confirm(t('offer.remove_attachment_confirm', { name: fileName }), t('offer.remove_attachment'))))
      return;
    await runAction({
      run: () => remove.mutateAsync({ ...target, fileHash, detail }),
      successMessage: 'message.offer_attachment_removed',
    });
  };
  return (
    <>
      {all
        .filter((item) => item.detail === detail)
        .map((item) => (
          <Group key={item.fileHash} gap="xs" wrap="nowrap">
            <Checkbox
              label={item.fileName}
              checked={!item.disabled}
              disabled={isSaving}
              onChange={(event) => void onToggle(item.fileHash, event.currentTarget.checked)}
            />
            <ActionIcon
              variant="subtle"
              color="red.8"
              size="sm"
              disabled={isSaving}
              aria-label={t('offer.remove_attachment_of', { name: item.fileName })}
              onClick={() => void onRemove(item.fileHash, item.fileName)}
            >
              <IconTrash size={14} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
      {dialog}
    </>
  );
};

/** Uploads one file to a saved part. */
const PartUpload = ({ detail, target }: { detail: OfferDetail; target: Target }) => {
  const upload = useUploadOfferAttachment(target.country, target.customerId);
  return (
    <OfferAttachmentUpload
      onUpload={(file, refusal) =>
        runSave(async () => {
          try {
            await upload.mutateAsync({ ...target, ...file, detail });
            refusal.accept();
            addFlash({ message: 'message.offer_attachment_uploaded', severity: 'success' });
          } catch (error) {
            // refused by type or size: said at the upload button; anything else as a banner
            if (!refusal.refuse(error) && !isApiError(error)) showErrorFlash(error);
          }
        })
      }
    />
  );
};

/** Version 1 attachments of a part: the user's files of its type and its uploads as checkboxes, plus upload. */
export const OfferV1Attachments = ({ form, detail, userFiles, target }: Props) => {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" role="group" aria-label={t('offer.attachments')}>
      <Text size="sm" fw={500}>
        {t('offer.attachments')}
      </Text>
      <Controller
        control={form.control}
        name={`${detail}.userFiles`}
        render={({ field }) => (
          <>
            {userFiles.map((name) => {
              const chosen = field.value ?? [];
              return (
                <Checkbox
                  key={name}
                  label={name}
                  checked={chosen.includes(name)}
                  onChange={(event) =>
                    field.onChange(
                      event.currentTarget.checked ? [...chosen, name] : chosen.filter((item) => item !== name),
                    )
                  }
                />
              );
            })}
          </>
        )}
      />
      {target && <PartUploads detail={detail} target={target} />}
      <Group>
        {target ? (
          <PartUpload detail={detail} target={target} />
        ) : (
          <Text size="xs" c="dimmed">
            {t('offer.save_first_to_upload')}
          </Text>
        )}
      </Group>
    </Stack>
  );
};
