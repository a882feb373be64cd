import { Button, FileButton, Stack } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type UploadRefusal, useUploadRefusal } from '@/components/ui/upload-refusal';
import { readFileBase64 } from '@/lib/read-file-base64';
import { useIsSaving } from '@/lib/saving-store';

/** A chosen file as the upload body carries it. */
export type UploadedFile = { filename: string; content: string };

/**
 * Chooses one offer attachment and hands it on (base64) to `onUpload`, which uploads it (saving a new offer first)
 * and tells `refusal` how it went: a file refused by type or size says why under the button (decision 195).
 */
export const OfferAttachmentUpload = ({
  onUpload,
}: {
  onUpload: (file: UploadedFile, refusal: UploadRefusal) => Promise<unknown>;
}) => {
  const { t } = useTranslation();
  const isSaving = useIsSaving();
  const { refusal, message, describedBy } = useUploadRefusal();
  const onFile = async (file: File | null) => {
    if (!file || !refusal.fits(file)) return;
    await onUpload({ filename: file.name, content: await readFileBase64(file) }, refusal);
  };
  return (
    <Stack gap={4} align="flex-start">
      <FileButton onChange={onFile}>
        {(props) => (
          <Button
            {...props}
            variant="light"
            loading={isSaving}
            leftSection={<IconUpload size={16} aria-hidden />}
            aria-describedby={describedBy}
          >
            {t('offer.upload_attachment')}
          </Button>
        )}
      </FileButton>
      {message}
    </Stack>
  );
};
