import { pluralize } from '@bo/contract/i18n/plural';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export type PluralTranslate = (key: string, count: number, data?: Record<string, unknown>) => string;

/** Plural texts are "form0|form1|form2|form3" with {count}; rules §5 picks the form. */
export const usePlural = (): PluralTranslate => {
  const { t, i18n } = useTranslation();
  return useCallback(
    (key, count, data) => pluralize(t(key, { ...data, count }), count, i18n.language),
    [t, i18n.language],
  );
};
