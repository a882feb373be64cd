import type { ApplicationEditableField, DisabledFields } from '@bo/contract/applications/disabled-fields';
import { Checkbox, Select, Textarea } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/ui/form/date-field';
import { useFieldError } from '@/components/ui/form/use-field-error';
import type { ApplicationFormOutput, ApplicationFormValues } from './application-form-values';

export type Form = UseFormReturn<ApplicationFormValues, unknown, ApplicationFormOutput>;
export type UserOption = { value: string; label: string };

/** A disabled value stays readable: dimmed by its grey background, not by faded text. */
const readable = (isDisabled: boolean) =>
  isDisabled ? { input: { opacity: 1, color: 'var(--mantine-color-gray-7)' } } : undefined;

type FieldProps<Name extends ApplicationEditableField> = { form: Form; name: Name; disabled: DisabledFields };

export const ApplicationDateField = ({
  form,
  name,
  disabled,
}: FieldProps<'applicationDate' | 'applicationRealDate'>) => {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const isDisabled = disabled[name] === true;
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <DateField
          name={field.name}
          label={t(`application.field.${name}`)}
          value={field.value}
          onChange={(value) => field.onChange(value || null)}
          onBlur={field.onBlur}
          disabled={isDisabled}
          styles={readable(isDisabled)}
          error={isDisabled ? undefined : fieldError(fieldState.error)}
        />
      )}
    />
  );
};

/**
 * A user select (rules §6): the id as a number, or null. The assigned user stays shown even when not
 * among the options (no longer active, or another role now).
 */
export const ApplicationUserSelect = ({
  form,
  name,
  disabled,
  options,
  names,
}: FieldProps<'operatorId' | 'userId' | 'driverId' | 'engineerId' | 'acceptorId'> & {
  options: readonly UserOption[];
  names: ReadonlyMap<number, string>;
}) => {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const isDisabled = disabled[name] === true;
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => {
        const value = field.value === null || field.value === undefined ? null : String(field.value);
        const data =
          value && !options.some((option) => option.value === value)
            ? [...options, { value, label: names.get(Number(value)) ?? `#${value}` }]
            : options;
        return (
          <Select
            ref={field.ref}
            name={field.name}
            label={t(`application.field.${name}`)}
            data={data}
            value={value}
            onChange={(next) => field.onChange(next === null ? null : Number(next))}
            onBlur={field.onBlur}
            searchable
            clearable
            nothingFoundMessage={t('message.no_filter_match')}
            disabled={isDisabled}
            styles={readable(isDisabled)}
            error={isDisabled ? undefined : fieldError(fieldState.error)}
          />
        );
      }}
    />
  );
};

export const ApplicationCheckbox = ({ form, name, disabled }: FieldProps<'isNew' | 'driverOrder'>) => {
  const { t } = useTranslation();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Checkbox
          ref={field.ref}
          name={field.name}
          label={t(`application.field.${name}`)}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
          disabled={disabled[name] === true}
        />
      )}
    />
  );
};

export const ApplicationNote = ({
  form,
  name,
  disabled,
}: FieldProps<'operatorNote' | 'engineerNote' | 'applicationNote'>) => {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const isDisabled = disabled[name] === true;
  return (
    <Textarea
      {...form.register(name)}
      label={t(`application.field.${name}`)}
      autosize
      minRows={2}
      maxRows={8}
      disabled={isDisabled}
      styles={readable(isDisabled)}
      error={isDisabled ? undefined : fieldError(form.formState.errors[name])}
    />
  );
};
