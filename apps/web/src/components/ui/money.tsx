import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '@/lib/i18n';

/** Money as the country shows it: two decimals and the currency of the translations response. */
export const useFormatMoney = () => {
  const { i18n } = useTranslation();
  const currency = useCurrency();
  return useCallback(
    (value: number | null | undefined) => {
      if (value === null || value === undefined) return '';
      const amount = new Intl.NumberFormat(i18n.language, {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(value);
      return currency ? `${amount} ${currency}` : amount;
    },
    [i18n.language, currency],
  );
};
