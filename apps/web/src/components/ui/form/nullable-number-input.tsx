import { NumberInput, type NumberInputProps } from '@mantine/core';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

export type NullableNumberInputProps = Omit<NumberInputProps, 'value' | 'onChange'> & {
  value: number | string | null | undefined;
  /**
   * A number, null for an empty field, or the text as typed while it is not a number yet ("-", "0,0"):
   * handing that text back keeps the typing intact, and validation refuses it if it is submitted.
   */
  onChange: (value: number | string | null) => void;
};

/** A number field whose empty state is null, written the way the language writes numbers (1 234,5 in Czech). */
export const NullableNumberInput = forwardRef<HTMLInputElement, NullableNumberInputProps>(
  ({ value, onChange, ...props }, ref) => {
    const { i18n } = useTranslation();
    const isComma = i18n.language !== 'en';
    return (
      <NumberInput
        ref={ref}
        value={value ?? ''}
        onChange={(next) => onChange(next === '' ? null : next)}
        decimalSeparator={isComma ? ',' : '.'}
        thousandSeparator={isComma ? ' ' : ','}
        clampBehavior="none"
        hideControls
        {...props}
      />
    );
  },
);
NullableNumberInput.displayName = 'NullableNumberInput';
