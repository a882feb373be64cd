import type { Tax } from '@bo/contract/settings/schemas';
import { Select, type SelectProps } from '@mantine/core';
import { forwardRef, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** "21 %" or "12 % (snížená)", with the language's decimal comma. */
export const useTaxLabel = () => {
  const { t, i18n } = useTranslation();
  return useCallback(
    (tax: Pick<Tax, 'tax' | 'isReduced'>) => {
      const rate = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(tax.tax);
      return t(tax.isReduced ? 'tax.label_reduced' : 'tax.label', { tax: rate });
    },
    [t, i18n.language],
  );
};

export type TaxSelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  taxes: readonly Tax[];
  value: number | null | undefined;
  onChange: (taxId: number | null) => void;
};

/** A select of the country's VAT rates (GET /v1/taxes, loaded by the screen). */
export const TaxSelect = forwardRef<HTMLInputElement, TaxSelectProps>(({ taxes, value, onChange, ...props }, ref) => {
  const taxLabel = useTaxLabel();
  const data = useMemo(() => taxes.map((tax) => ({ value: String(tax.id), label: taxLabel(tax) })), [taxes, taxLabel]);
  return (
    <Select
      ref={ref}
      data={data}
      value={value === null || value === undefined ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      allowDeselect={false}
      {...props}
    />
  );
});
TaxSelect.displayName = 'TaxSelect';
