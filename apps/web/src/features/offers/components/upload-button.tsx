import type { OfferDetail } from '@bo/contract/offers/schemas';
import { Button, FileButton } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { runAction } from '@/components/ui/form/save-form';
import { addFlash } from '@/lib/flash-store';
import { readFileBase64 } from '@/lib/read-file-base64';
import { useIsSaving } from '@/lib/saving-store';
import { useUploadOfferAttachment } from '../api/offer-attachments';

/** DESIGN §3: uploads up to 10 MB (the server counts 10 × 1024 × 1024 bytes and checks the type). */
const MAX_FILE_BYTES = 10 * 1024 * 1024;

type UploadButtonProps = { country: string; customerId: number; offerId: number; detail: OfferDetail | null };

/** Uploads one offer attachment (a version 1 part's when `detail` is given). */
export const OfferAttachmentUpload = ({ country, customerId, offerId, detail }: UploadButtonProps) => {
  const { t } = useTranslation();
  const isSaving = useIsSaving();
  const upload = useUploadOfferAttachment(country, customerId, offerId);
  const onFile = async (file: File | null) => {
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      addFlash({ message: 'error.too_large', severity: 'error' });
      return;
    }
    await runAction({
      run: async () =>
        upload.mutateAsync({ customerId, offerId, filename: file.name, content: await readFileBase64(file), detail }),
      successMessage: 'message.offer_attachment_uploaded',
    });
  };
  return (
    <FileButton onChange={onFile}>
      {(props) => (
        <Button {...props} variant="light" loading={isSaving} leftSection={<IconUpload size={16} aria-hidden />}>
          {t('offer.upload_attachment')}
        </Button>
      )}
    </FileButton>
  );
};
