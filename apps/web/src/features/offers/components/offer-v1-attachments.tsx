import type { OfferDetail } from '@bo/contract/offers/schemas';
import { Checkbox, Group, Stack, Text } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { runAction } from '@/components/ui/form/save-form';
import { useIsSaving } from '@/lib/saving-store';
import { useOfferAttachments, useUpdateOfferAttachments } from '../api/offer-attachments';
import type { OfferFormOutput, OfferFormValues } from './offer-form-values';
import { OfferAttachmentUpload } from './upload-button';

type Props = {
  form: UseFormReturn<OfferFormValues, unknown, OfferFormOutput>;
  detail: OfferDetail;
  /** the user's files of this offer type (settings) */
  userFiles: readonly string[];
  target: { country: string; customerId: number; offerId: number } | undefined;
};

/** The uploads of a saved part: each can be left out of the e-mail (saved at once). */
const PartUploads = ({ detail, target }: { detail: OfferDetail; target: NonNullable<Props['target']> }) => {
  const attachments = useOfferAttachments(target.country, target.customerId, target.offerId);
  const update = useUpdateOfferAttachments(target.country, target.customerId, target.offerId);
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
  return (
    <>
      {all
        .filter((item) => item.detail === detail)
        .map((item) => (
          <Checkbox
            key={item.fileHash}
            label={item.fileName}
            checked={!item.disabled}
            disabled={isSaving}
            onChange={(event) => void onToggle(item.fileHash, event.currentTarget.checked)}
          />
        ))}
    </>
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
          <OfferAttachmentUpload {...target} detail={detail} />
        ) : (
          <Text size="xs" c="dimmed">
            {t('offer.save_first_to_upload')}
          </Text>
        )}
      </Group>
    </Stack>
  );
};
