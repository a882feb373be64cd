import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** An amount in its own currency (CZK shows as Kč), two decimals, grouped as the language writes it. */
export const useAmount = () => {
  const { i18n } = useTranslation();
  return useCallback(
    (amount: number, currency: string) =>
      new Intl.NumberFormat(i18n.language, { style: 'currency', currency, minimumFractionDigits: 2 }).format(amount),
    [i18n.language],
  );
};
