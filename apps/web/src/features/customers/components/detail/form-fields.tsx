import { Checkbox, Select, type SelectProps, TextInput, type TextInputProps } from '@mantine/core';
import {
  type Control,
  Controller,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { DateField } from '@/components/ui/form/date-field';
import { useFieldError } from '@/components/ui/form/use-field-error';

/** A disabled value stays readable: dimmed by its grey background, not by faded text. */
const readableWhenDisabled = (isDisabled: boolean | undefined) =>
  isDisabled ? { input: { opacity: 1, color: 'var(--mantine-color-gray-7)' } } : undefined;

/**
 * What every wrapped input takes from its controller: name, ref, blur, disabled state and error. A
 * disabled field shows no error: nobody can fix it there (a billing field following the delivery
 * address would only repeat the delivery field's error).
 */
const useControlledProps = (isDisabled: boolean | undefined) => {
  const fieldError = useFieldError();
  return (field: ControllerRenderProps<FieldValues>, fieldState: ControllerFieldState) => ({
    name: field.name,
    ref: field.ref,
    onBlur: field.onBlur,
    disabled: isDisabled,
    styles: readableWhenDisabled(isDisabled),
    error: isDisabled ? undefined : fieldError(fieldState.error),
  });
};

type FieldProps<Values extends FieldValues, Output> = {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  label: string;
  isDisabled?: boolean;
};

/** A text field of a form; its error is a form_validation key (client schema or server). */
export const FormTextField = <Values extends FieldValues, Output>({
  control,
  name,
  label,
  isDisabled,
  ...props
}: FieldProps<Values, Output> & Omit<TextInputProps, 'name' | 'label' | 'value' | 'onChange' | 'disabled'>) => {
  const controlled = useControlledProps(isDisabled);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          {...props}
          label={label}
          {...controlled(field as ControllerRenderProps<FieldValues>, fieldState)}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(event.currentTarget.value)}
        />
      )}
    />
  );
};

/** A calendar date of a form (yyyy-MM-dd string), shown as dd. MM. yyyy. */
export const FormDateField = <Values extends FieldValues, Output>({
  control,
  name,
  label,
  isDisabled,
}: FieldProps<Values, Output>) => {
  const controlled = useControlledProps(isDisabled);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateField
          label={label}
          {...controlled(field as ControllerRenderProps<FieldValues>, fieldState)}
          value={field.value}
          onChange={field.onChange}
        />
      )}
    />
  );
};

/** A select of ids: the form holds the number, or null when nothing is chosen. */
export const FormIdSelect = <Values extends FieldValues, Output>({
  control,
  name,
  label,
  isDisabled,
  ...props
}: FieldProps<Values, Output> & Omit<SelectProps, 'name' | 'label' | 'value' | 'onChange' | 'disabled'>) => {
  const controlled = useControlledProps(isDisabled);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          {...props}
          label={label}
          {...controlled(field as ControllerRenderProps<FieldValues>, fieldState)}
          value={field.value === null || field.value === undefined ? null : String(field.value)}
          onChange={(value) => field.onChange(value === null ? null : Number(value))}
        />
      )}
    />
  );
};

export const FormCheckbox = <Values extends FieldValues, Output>({
  control,
  name,
  label,
  isDisabled,
}: FieldProps<Values, Output>) => {
  const controlled = useControlledProps(isDisabled);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Checkbox
          label={label}
          {...controlled(field as ControllerRenderProps<FieldValues>, fieldState)}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
        />
      )}
    />
  );
};
