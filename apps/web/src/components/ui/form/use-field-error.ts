import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** A field's error text: its message is a form_validation key, from the client schema or the server. */
export const useFieldError = () => {
  const { t } = useTranslation();
  return useCallback(
    (error: Pick<FieldError, 'message'> | undefined) =>
      error?.message ? t(`form_validation.${error.message}`) : undefined,
    [t],
  );
};
