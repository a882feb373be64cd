import { nextCallColorIds } from '@bo/contract/customers/next-call';
import { formatDate } from '@bo/contract/dates/format';
import { Box, Button, Checkbox, Collapse, Group, Paper, Stack, TextInput } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconFilterOff, IconSearch, IconSelector } from '@tabler/icons-react';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { Controller, type FieldErrors, type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '@/components/ui/form/use-field-error';
import { deferredModule } from '@/lib/deferred-module';
import { afterFirstScreen } from '@/lib/when-idle';
import type { Operator } from '../../api/get-operators';
import { NextCallSwatch } from '../next-call-swatch';
import {
  type CustomerFilter as CustomerFilterOutput,
  type CustomerFilterValues,
  hasExtendedFilter,
} from './customer-filter-values';
import classes from './customer-row.module.css';
import type { Option } from './filter-options';

/** The selects, date pickers and the schema: loaded when the list is idle after its first rows. */
const pickers = deferredModule(() => import('./customer-filter-pickers'));
afterFirstScreen(() => pickers.preload().catch(() => undefined));
const preloadPickers = () => pickers.preload().catch(() => undefined);

/**
 * The form holds text; the schema turns it into the list query (numbers, dates, colour ids). It
 * loads with the pickers, or with the first validation if that comes first. Its preprocessing steps
 * take any input, which the resolver's types cannot express.
 */
const filterResolver: Resolver<CustomerFilterValues, unknown, CustomerFilterOutput> = async (
  values,
  context,
  options,
) => {
  const resolver = (await pickers.preload()).filterResolver as unknown as Resolver<
    CustomerFilterValues,
    unknown,
    CustomerFilterOutput
  >;
  return resolver(values, context, options);
};

type PickerName = 'applicationDate' | 'applicationRealDate' | 'operatorId' | 'districtId';
/** The stand-in that had the focus when the pickers arrived: its picker takes the focus over. */
let focusedStandIn: PickerName | undefined;

type StandInProps = {
  name: PickerName;
  label: string;
  placeholder?: string;
  value: string;
  w: number;
  error?: string;
  kind: 'select' | 'date';
};

/**
 * Until the pickers have loaded: a read-only input of the same label, size and value in its place
 * (nothing moves when the real one takes over); focusing it asks for the pickers at once.
 */
const PickerStandIn = ({ name, label, placeholder, value, w, error, kind }: StandInProps) => (
  <TextInput
    label={label}
    placeholder={placeholder}
    value={value}
    readOnly
    w={w}
    error={error}
    onFocus={() => {
      focusedStandIn = name;
      preloadPickers();
    }}
    onBlur={() => {
      if (focusedStandIn === name) focusedStandIn = undefined;
    }}
    onPointerEnter={preloadPickers}
    classNames={kind === 'select' ? { wrapper: classes.selectStandIn } : undefined}
    rightSection={kind === 'select' ? <IconSelector size={16} /> : undefined}
    rightSectionPointerEvents="none"
  />
);

type CustomerFilterProps = {
  /** The filter of the query string; the form follows it (restore, reset, back). */
  values: CustomerFilterValues;
  operators: readonly Operator[];
  districts: readonly Option[];
  onApply: (filter: CustomerFilterOutput) => void;
  onReset: () => void;
};

const colorLabelKey = { 1: 'customer_list.color_red', 2: 'customer_list.color_white', 3: 'customer_list.color_green' };
/** Red, green, white: in the order of urgency. */
const colorOrder = [...nextCallColorIds].sort((a, b) => (a === 2 ? 1 : b === 2 ? -1 : a - b));

const labelOf = (options: readonly Option[], value: string) =>
  options.find((option) => option.value === value)?.label ?? '';

const errorMessagesOf = (errors: FieldErrors<CustomerFilterValues>) =>
  Object.entries(errors)
    .map(([name, error]) => `${name}:${(error as { message?: string } | undefined)?.message ?? ''}`)
    .join('|');

type FilterForm = UseFormReturn<CustomerFilterValues, unknown, CustomerFilterOutput>;

type PickerFieldProps<Name extends PickerName> = {
  form: FilterForm;
  loaded: ReturnType<typeof pickers.useLoadedModule>;
  name: Name;
  label: string;
};

/** A date of the filter: the date picker once the pickers have loaded, its stand-in before. */
const DateFilterField = ({
  form,
  loaded,
  name,
  label,
  error,
}: PickerFieldProps<'applicationDate' | 'applicationRealDate'> & { error?: string }) => (
  <Controller
    control={form.control}
    name={name}
    render={({ field }) =>
      loaded ? (
        <loaded.DateField
          ref={field.ref}
          label={label}
          value={field.value}
          onChange={field.onChange}
          w={150}
          error={error}
        />
      ) : (
        <PickerStandIn
          name={name}
          kind="date"
          label={label}
          value={field.value ? formatDate(field.value) : ''}
          w={150}
          error={error}
        />
      )
    }
  />
);

/** A person or place of the filter: the select once the pickers have loaded, its stand-in before. */
const SelectFilterField = ({
  form,
  loaded,
  name,
  label,
  placeholder,
  options,
  isSearchable = false,
}: PickerFieldProps<'operatorId' | 'districtId'> & {
  placeholder: string;
  options: readonly Option[];
  isSearchable?: boolean;
}) => (
  <Controller
    control={form.control}
    name={name}
    render={({ field }) =>
      loaded ? (
        <loaded.Select
          ref={field.ref}
          label={label}
          data={options}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          placeholder={placeholder}
          searchable={isSearchable}
          clearable
          w={190}
        />
      ) : (
        <PickerStandIn
          name={name}
          kind="select"
          label={label}
          placeholder={placeholder}
          value={labelOf(options, field.value)}
          w={190}
        />
      )
    }
  />
);

type FilterFieldsProps = {
  form: FilterForm;
  errors: FieldErrors<CustomerFilterValues>;
  /** The errors' messages: the form changes its errors object in place as a field is validated again. */
  errorMessages: string;
  loaded: ReturnType<typeof pickers.useLoadedModule>;
  operatorOptions: readonly Option[];
  districts: readonly Option[];
};

/**
 * The filter bar's fields, memoised: the form's own state changes (it reports itself ready as it mounts,
 * the submit count) render the filter again, and its Mantine inputs are the costliest part of the first
 * screen; they render again only when their errors, pickers or options change.
 */
const FilterFields = memo(({ form, errors, loaded, operatorOptions, districts }: FilterFieldsProps) => {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <TextInput
        {...form.register('search')}
        label={t('customer_list.search')}
        placeholder={t('customer_list.search_placeholder')}
        leftSection={<IconSearch size={16} />}
        type="search"
        w={{ base: '100%', md: 300 }}
        error={fieldError(errors.search)}
      />
      <TextInput
        {...form.register('deliveryNoteNumber')}
        label={t('customer_list.deliveryNoteNumber')}
        inputMode="numeric"
        w={140}
        error={fieldError(errors.deliveryNoteNumber)}
      />
      <DateFilterField
        form={form}
        loaded={loaded}
        name="applicationDate"
        label={t('customer_list.applicationDate')}
        error={fieldError(errors.applicationDate)}
      />
      <DateFilterField
        form={form}
        loaded={loaded}
        name="applicationRealDate"
        label={t('customer_list.applicationRealDate')}
        error={fieldError(errors.applicationRealDate)}
      />
      <SelectFilterField
        form={form}
        loaded={loaded}
        name="operatorId"
        label={t('customer.operator')}
        placeholder={t('customer_list.anyone')}
        options={operatorOptions}
      />
      <SelectFilterField
        form={form}
        loaded={loaded}
        name="districtId"
        label={t('customer.district')}
        placeholder={t('customer_list.anywhere')}
        options={districts}
        isSearchable
      />
    </Group>
  );
});

/** The next-call colours, memoised like FilterFields. */
const ColorsField = memo(({ form }: { form: FilterForm }) => {
  const { t } = useTranslation();
  return (
    <Controller
      control={form.control}
      name="colors"
      render={({ field }) => (
        <Checkbox.Group label={t('customer_list.next_call')} value={field.value} onChange={field.onChange}>
          <Group gap="md" mt={6}>
            {colorOrder.map((color) => (
              <Checkbox
                key={color}
                value={String(color)}
                label={
                  <Group gap={6} wrap="nowrap">
                    <NextCallSwatch color={color} />
                    {t(colorLabelKey[color])}
                  </Group>
                }
              />
            ))}
          </Group>
        </Checkbox.Group>
      )}
    />
  );
});

/** overview §2.5 filter bar with the toggleable extended filter; Enter applies it. */
export const CustomerFilter = memo(({ values, operators, districts, onApply, onReset }: CustomerFilterProps) => {
  const { t } = useTranslation();
  const loaded = pickers.useLoadedModule();
  const [isExtended, setIsExtended] = useState(() => hasExtendedFilter(values));
  // Its sixteen fields mount when first opened: most visits never open it, and the form keeps their values anyway.
  const [hasOpenedExtended, setHasOpenedExtended] = useState(isExtended);
  if (isExtended && !hasOpenedExtended) setHasOpenedExtended(true);
  useEffect(() => {
    if (hasOpenedExtended) preloadPickers();
  }, [hasOpenedExtended]);
  const form = useForm<CustomerFilterValues, unknown, CustomerFilterOutput>({
    resolver: filterResolver,
    defaultValues: values,
  });
  const { errors } = form.formState;
  useEffect(() => {
    // a stand-in the user had focused when the pickers arrived: its picker has the focus now
    if (!loaded || !focusedStandIn) return;
    form.setFocus(focusedStandIn);
    focusedStandIn = undefined;
  }, [loaded, form]);

  // The form starts with `values`; it is reset when they change (restore, reset, back), not again as it mounts.
  const formValues = useRef(values);
  useEffect(() => {
    if (formValues.current === values) return;
    formValues.current = values;
    form.reset(values);
    if (hasExtendedFilter(values)) setIsExtended(true);
  }, [values, form]);

  const operatorOptions = useMemo(
    () => operators.map((operator) => ({ value: String(operator.id), label: operator.fullName })),
    [operators],
  );

  return (
    <Paper withBorder p="md">
      <form onSubmit={form.handleSubmit(onApply)} noValidate aria-label={t('customer_list.filter')}>
        <Stack gap="sm">
          <FilterFields
            form={form}
            errors={errors}
            errorMessages={errorMessagesOf(errors)}
            loaded={loaded}
            operatorOptions={operatorOptions}
            districts={districts}
          />
          <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
            <ColorsField form={form} />
            <Group gap="sm">
              <Button
                variant={isExtended ? 'light' : 'default'}
                leftSection={<IconAdjustmentsHorizontal size={18} />}
                onClick={() => setIsExtended((current) => !current)}
                aria-expanded={isExtended}
              >
                {t('customer_list.extended_filter')}
              </Button>
              <Button variant="default" leftSection={<IconFilterOff size={18} />} onClick={onReset}>
                {t('customer_list.reset')}
              </Button>
              <Button type="submit" leftSection={<IconSearch size={18} />}>
                {t('customer_list.apply')}
              </Button>
            </Group>
          </Group>
          <Collapse in={isExtended}>
            <Box pt="xs">{hasOpenedExtended && loaded && <loaded.CustomerExtendedFilter form={form} />}</Box>
          </Collapse>
        </Stack>
      </form>
    </Paper>
  );
});
