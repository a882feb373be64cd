import { Text } from '@mantine/core';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { showErrorFlash } from '@/lib/error-flash';
import { addFlash, type FlashScope } from '@/lib/flash-store';
import { runSave } from '@/lib/saving-store';

/** DESIGN §3: uploads up to 10 MB (the server counts 10 × 1024 × 1024 bytes and checks the type). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The catalog key of why the server refused a file: its field error (type, size, content), else none. */
const refusalOf = (error: unknown): string | null => {
  if (!isApiError(error)) return null;
  const [fieldKey] = Object.values(error.fields);
  if (fieldKey) return `form_validation.${fieldKey}`;
  return error.status === 413 ? error.messageKey : null;
};

/**
 * Why the last file was refused, shown at its upload button (issue 25): a refusal by type or size says so at the
 * field, not as "the form has errors" in a banner. `upload` runs one upload as one save and clears the reason
 * when a file is accepted; `describedBy` links the button to the reason. The upload's call passes
 * `showsOwnError: true` (lib/api-client.ts), so the server's message is not also a banner.
 */
export const useUploadRefusal = (scope?: FlashScope) => {
  const { t } = useTranslation();
  const id = useId();
  const [refusal, setRefusal] = useState<string | null>(null);

  const upload = useCallback(
    async (file: File, run: () => Promise<unknown>, successMessage: string) => {
      if (file.size > MAX_UPLOAD_BYTES) {
        setRefusal('error.file_too_large');
        return false;
      }
      return (
        (await runSave(async () => {
          try {
            await run();
            setRefusal(null);
            addFlash({ message: successMessage, severity: 'success', scope });
            return true;
          } catch (error) {
            // the upload's call says `showsOwnError`: a refusal is told here, anything else as a banner
            const reason = refusalOf(error);
            setRefusal(reason);
            if (reason) return false;
            if (isApiError(error) && error.status !== 401) {
              addFlash({ message: error.messageKey, severity: 'error', scope });
            } else showErrorFlash(error, scope);
            return false;
          }
        })) ?? false
      );
    },
    [scope],
  );

  const message = refusal ? (
    <Text size="sm" c="red.8" id={id} role="alert" data-testid="upload-refusal">
      {t(refusal, { limit: MAX_UPLOAD_BYTES / 1024 / 1024, defaultValue: t('error.validation_failed') })}
    </Text>
  ) : null;

  return { upload, message, describedBy: refusal ? id : undefined };
};
