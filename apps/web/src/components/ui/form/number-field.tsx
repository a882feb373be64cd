import { type Control, Controller, type FieldError, type FieldPath, type FieldValues } from 'react-hook-form';
import { useControlledInput } from './controlled-input';
import { NullableNumberInput, type NullableNumberInputProps } from './nullable-number-input';

type NumberFieldProps<Values extends FieldValues, Output> = Omit<
  NullableNumberInputProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  /** Shown while the field has no error of its own (a rule of the row it stands for, e.g. a rating's stars). */
  fallbackError?: Pick<FieldError, 'message'>;
};

/** A number field of a form: empty is null, its error a form_validation key (client schema or server). */
export const NumberField = <Values extends FieldValues, Output>({
  control,
  name,
  fallbackError,
  ...props
}: NumberFieldProps<Values, Output>) => {
  const controlled = useControlledInput();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NullableNumberInput {...props} {...controlled(field, fieldState, fallbackError)} />
      )}
    />
  );
};
