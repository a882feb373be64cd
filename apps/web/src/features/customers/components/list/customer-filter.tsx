import { nextCallColorIds } from '@bo/contract/customers/next-call';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Checkbox, Collapse, Group, Paper, Select, Stack, TextInput } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/ui/form/date-field';
import { useFieldError } from '@/components/ui/form/use-field-error';
import { validationMessages } from '@/lib/form-validation';
import type { Operator } from '../../api/get-operators';
import { NextCallSwatch } from '../next-call-swatch';
import { CustomerExtendedFilter } from './customer-extended-filter';
import {
  type CustomerFilter as CustomerFilterOutput,
  type CustomerFilterValues,
  customerFilterSchema,
  hasExtendedFilter,
} from './customer-filter-values';
import type { Option } from './filter-options';

/**
 * The form holds text; the schema turns it into the list query (numbers, dates, colour ids).
 * Its preprocessing steps take any input, which the resolver's types cannot express.
 */
const filterResolver = zodResolver(customerFilterSchema, validationMessages) as unknown as Resolver<
  CustomerFilterValues,
  unknown,
  CustomerFilterOutput
>;

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

/** overview §2.5 filter bar with the toggleable extended filter; Enter applies it. */
export const CustomerFilter = ({ values, operators, districts, onApply, onReset }: CustomerFilterProps) => {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const [isExtended, setIsExtended] = useState(() => hasExtendedFilter(values));
  // Its sixteen fields mount when first opened: most visits never open it, and the form keeps their values anyway.
  const [hasOpenedExtended, setHasOpenedExtended] = useState(isExtended);
  if (isExtended && !hasOpenedExtended) setHasOpenedExtended(true);
  const form = useForm<CustomerFilterValues, unknown, CustomerFilterOutput>({
    resolver: filterResolver,
    defaultValues: values,
  });
  const { errors } = form.formState;

  useEffect(() => {
    form.reset(values);
    if (hasExtendedFilter(values)) setIsExtended(true);
  }, [values, form]);

  const operatorOptions = operators.map((operator) => ({ value: String(operator.id), label: operator.fullName }));

  return (
    <Paper withBorder p="md">
      <form onSubmit={form.handleSubmit(onApply)} noValidate aria-label={t('customer_list.filter')}>
        <Stack gap="sm">
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
            <Controller
              control={form.control}
              name="applicationDate"
              render={({ field }) => (
                <DateField
                  label={t('customer_list.applicationDate')}
                  value={field.value}
                  onChange={field.onChange}
                  w={150}
                  error={fieldError(errors.applicationDate)}
                />
              )}
            />
            <Controller
              control={form.control}
              name="applicationRealDate"
              render={({ field }) => (
                <DateField
                  label={t('customer_list.applicationRealDate')}
                  value={field.value}
                  onChange={field.onChange}
                  w={150}
                  error={fieldError(errors.applicationRealDate)}
                />
              )}
            />
            <Controller
              control={form.control}
              name="operatorId"
              render={({ field }) => (
                <Select
                  label={t('customer.operator')}
                  data={operatorOptions}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  placeholder={t('customer_list.anyone')}
                  clearable
                  w={190}
                />
              )}
            />
            <Controller
              control={form.control}
              name="districtId"
              render={({ field }) => (
                <Select
                  label={t('customer.district')}
                  data={districts}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  placeholder={t('customer_list.anywhere')}
                  searchable
                  clearable
                  w={190}
                />
              )}
            />
          </Group>
          <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
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
            <Box pt="xs">{hasOpenedExtended && <CustomerExtendedFilter form={form} />}</Box>
          </Collapse>
        </Stack>
      </form>
    </Paper>
  );
};
