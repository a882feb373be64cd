import { pluralize } from '@bo/contract/i18n/plural';
import type { TFunction } from 'i18next';

/**
 * The paginator's count line: "Celkem 1 000 300 záznamů" with the number grouped as the language writes it, or
 * "Více než 1 000 záznamů" when the list counted its matches no further (decision 198).
 */
export const totalCountText = (t: TFunction, language: string, totalCount: number, isCapped: boolean) => {
  const count = new Intl.NumberFormat(language).format(totalCount);
  return isCapped
    ? t('paginator.total_more', { count })
    : pluralize(t('paginator.total', { count }), totalCount, language);
};
