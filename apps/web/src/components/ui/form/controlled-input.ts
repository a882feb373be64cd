import type { ControllerFieldState, ControllerRenderProps, FieldError, FieldValues } from 'react-hook-form';
import { useFieldError } from './use-field-error';

/**
 * What an input takes from its react-hook-form controller: name, value, change, blur, ref and the error
 * text (a form_validation key; `fallbackError` while the field has none of its own).
 */
export const useControlledInput = () => {
  const fieldError = useFieldError();
  return <Values extends FieldValues>(
    field: ControllerRenderProps<Values>,
    fieldState: ControllerFieldState,
    fallbackError?: Pick<FieldError, 'message'>,
  ) => ({
    name: field.name,
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    ref: field.ref,
    error: fieldError(fieldState.error ?? fallbackError),
  });
};
