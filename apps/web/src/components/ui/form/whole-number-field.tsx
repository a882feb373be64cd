import { NumberInput, type NumberInputProps } from '@mantine/core';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useControlledInput } from './controlled-input';

type WholeNumberFieldProps<Values extends FieldValues, Output> = Omit<
  NumberInputProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'allowDecimal' | 'clampBehavior'
> & {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
};

/**
 * A whole number of a form with its up/down controls (days in the settings); a value out of min–max is
 * left as typed for the schema to refuse, its error a form_validation key.
 */
export const WholeNumberField = <Values extends FieldValues, Output>({
  control,
  name,
  ...props
}: WholeNumberFieldProps<Values, Output>) => {
  const controlled = useControlledInput();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput {...props} {...controlled(field, fieldState)} allowDecimal={false} clampBehavior="none" />
      )}
    />
  );
};
