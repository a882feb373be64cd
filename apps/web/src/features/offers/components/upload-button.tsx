import { Button, FileButton } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { addFlash } from '@/lib/flash-store';
import { readFileBase64 } from '@/lib/read-file-base64';
import { useIsSaving } from '@/lib/saving-store';

/** DESIGN §3: uploads up to 10 MB (the server counts 10 × 1024 × 1024 bytes and checks the type). */
const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** A chosen file as the upload body carries it. */
export type UploadedFile = { filename: string; content: string };

/** Chooses one offer attachment and hands it on (base64) to `onUpload`, which uploads it (saving a new offer first). */
export const OfferAttachmentUpload = ({ onUpload }: { onUpload: (file: UploadedFile) => Promise<unknown> }) => {
  const { t } = useTranslation();
  const isSaving = useIsSaving();
  const onFile = async (file: File | null) => {
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      addFlash({ message: 'error.too_large', severity: 'error' });
      return;
    }
    await onUpload({ filename: file.name, content: await readFileBase64(file) });
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
