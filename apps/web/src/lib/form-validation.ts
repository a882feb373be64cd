import type { ValidationKey } from '@bo/contract/errors/error-response';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from './api-error';

const isEmpty = (input: unknown) => input === undefined || input === null || input === '';

/**
 * Client-side zod issues get the same form_validation keys the server answers with (rules §5),
 * so one dictionary words both. Pass as `zodResolver(schema, validationMessages)`.
 */
export const toValidationKey = (issue: z.core.$ZodRawIssue): ValidationKey => {
  switch (issue.code) {
    case 'invalid_type':
      if (isEmpty(issue.input)) return 'required';
      if (issue.expected === 'int') return 'not_integer';
      if (issue.expected === 'number') return 'invalid_number';
      return 'invalid_type';
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'required' : 'too_short';
      return 'too_small';
    case 'too_big':
      return issue.origin === 'string' ? 'too_long' : 'too_big';
    case 'invalid_format':
      if (issue.format === 'email') return 'invalid_email';
      if (issue.format === 'date' || issue.format === 'datetime') return 'invalid_date';
      return 'invalid';
    case 'unrecognized_keys':
      return 'unknown_field';
    default:
      return 'invalid';
  }
};

export const validationMessages = { error: toValidationKey };

/**
 * Puts the server's field errors (error.detail.fields) onto the form's fields; returns whether any
 * field of the form got one. Editing a field re-validates it, which clears the server's error.
 */
export const applyServerFieldErrors = <Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fieldNames: readonly Path<Values>[],
): boolean => {
  if (!isApiError(error)) return false;
  let isApplied = false;
  for (const [field, key] of Object.entries(error.fields)) {
    const name = fieldNames.find((candidate) => candidate === field);
    if (!name) continue;
    setError(name, { type: 'server', message: key }, { shouldFocus: !isApplied });
    isApplied = true;
  }
  return isApplied;
};
