import { type Control, Controller, type FieldError, type FieldPath, type FieldValues } from 'react-hook-form';
import { NullableNumberInput, type NullableNumberInputProps } from './nullable-number-input';
import { useFieldError } from './use-field-error';

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
  const fieldError = useFieldError();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NullableNumberInput
          {...props}
          name={field.name}
          value={field.value as NullableNumberInputProps['value']}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldError(fieldState.error ?? fallbackError)}
        />
      )}
    />
  );
};
