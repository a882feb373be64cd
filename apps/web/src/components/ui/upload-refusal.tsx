import { Text } from '@mantine/core';
import { useCallback, useId, useMemo, useState } from 'react';
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

/** What an upload button does with a refusal: shows it beside itself, or reports any other failure as a banner. */
export type UploadRefusal = {
  /** A file over the limit is refused here, before it is read. */
  fits: (file: File) => boolean;
  /** A failed upload: a refusal goes to the button (true); anything else becomes a banner (false). */
  refuse: (error: unknown) => boolean;
  /** The file was accepted: the reason goes. */
  accept: () => void;
};

/**
 * Why the last file was refused, shown at its upload button (issue 25, decision 195): a refusal by type or size
 * says so at the field, not as "the form has errors" in a banner. The upload's call passes `showsOwnError: true`
 * (lib/api-client.ts), so the server's message is not also a banner. `upload` runs one upload as one save;
 * `refusal` serves an upload that runs inside a larger action; `describedBy` links the button to the reason.
 */
export const useUploadRefusal = (scope?: FlashScope) => {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState<string | null>(null);

  const refusal = useMemo<UploadRefusal>(
    () => ({
      fits: (file) => {
        if (file.size <= MAX_UPLOAD_BYTES) return true;
        setReason('error.file_too_large');
        return false;
      },
      refuse: (error) => {
        const refused = refusalOf(error);
        setReason(refused);
        if (refused) return true;
        if (isApiError(error) && error.status !== 401)
          addFlash({ message: error.messageKey, severity: 'error', scope });
        return false;
      },
      accept: () => setReason(null),
    }),
    [scope],
  );

  const upload = useCallback(
    async (file: File, run: () => Promise<unknown>, successMessage: string) => {
      if (!refusal.fits(file)) return false;
      return (
        (await runSave(async () => {
          try {
            await run();
            refusal.accept();
            addFlash({ message: successMessage, severity: 'success', scope });
            return true;
          } catch (error) {
            if (!refusal.refuse(error) && !isApiError(error)) showErrorFlash(error, scope);
            return false;
          }
        })) ?? false
      );
    },
    [refusal, scope],
  );

  const message = reason ? (
    <Text size="sm" c="red.8" id={id} role="alert" data-testid="upload-refusal">
      {t(reason, { limit: MAX_UPLOAD_BYTES / 1024 / 1024, defaultValue: t('error.validation_failed') })}
    </Text>
  ) : null;

  return { upload, refusal, message, describedBy: reason ? id : undefined };
};
