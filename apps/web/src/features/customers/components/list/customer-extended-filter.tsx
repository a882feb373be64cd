import { Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '@/components/ui/form/use-field-error';
import type { CustomerFilter, CustomerFilterValues } from './customer-filter-values';
import { monthOptions, type Option, yearOptions } from './filter-options';

type FilterForm = UseFormReturn<CustomerFilterValues, unknown, CustomerFilter>;
type TextField =
  | 'company'
  | 'street'
  | 'cp'
  | 'psc'
  | 'city'
  | 'ic'
  | 'dic'
  | 'contactName'
  | 'contactPhone'
  | 'contactEmail';
type PeriodField =
  | 'applicationMonth'
  | 'applicationYear'
  | 'applicationRealMonth'
  | 'applicationRealYear'
  | 'nextCallMonth'
  | 'nextCallYear';

const addressFields: [TextField, string][] = [
  ['company', 'customer.company'],
  ['street', 'customer.street'],
  ['cp', 'customer.cp'],
  ['psc', 'customer.psc'],
  ['city', 'customer.city'],
  ['ic', 'customer.ic'],
  ['dic', 'customer.dic'],
];
const contactFields: [TextField, string][] = [
  ['contactName', 'contact.name'],
  ['contactPhone', 'contact.phone'],
  ['contactEmail', 'contact.email'],
];
const periods: [PeriodField, PeriodField, string][] = [
  ['applicationMonth', 'applicationYear', 'customer_list.applicationDate'],
  ['applicationRealMonth', 'applicationRealYear', 'customer_list.applicationRealDate'],
  ['nextCallMonth', 'nextCallYear', 'customer_list.next_call'],
];

const GroupTitle = ({ children }: { children: string }) => (
  <Text size="xs" fw={600} c="dimmed" tt="uppercase">
    {children}
  </Text>
);

/** overview §2.5 extended filter: delivery address, contact person, month and year of three dates. */
export const CustomerExtendedFilter = ({ form }: { form: FilterForm }) => {
  const { t, i18n } = useTranslation();
  const fieldError = useFieldError();
  const months = useMemo(() => monthOptions(i18n.language), [i18n.language]);
  const years = useMemo(() => yearOptions(), []);
  const { errors } = form.formState;

  const textInput = ([name, labelKey]: [TextField, string]) => (
    <TextInput key={name} {...form.register(name)} label={t(labelKey)} error={fieldError(errors[name])} />
  );

  const periodSelect = (name: PeriodField, label: string, placeholder: string, data: Option[]) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          aria-label={label}
          placeholder={placeholder}
          data={data}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          clearable
          w={name.endsWith('Year') ? 96 : 124}
          error={fieldError(errors[name])}
        />
      )}
    />
  );

  return (
    <Stack gap="md" pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      <Stack gap={6}>
        <GroupTitle>{t('customer.delivery_address')}</GroupTitle>
        <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="sm">
          {addressFields.map(textInput)}
        </SimpleGrid>
      </Stack>
      <Group gap="lg" align="flex-start" wrap="wrap">
        <Stack gap={6} flex="1 1 360px">
          <GroupTitle>{t('customer_list.contact_person')}</GroupTitle>
          <SimpleGrid cols={3} spacing="sm">
            {contactFields.map(textInput)}
          </SimpleGrid>
        </Stack>
        {periods.map(([monthName, yearName, labelKey]) => (
          <Stack key={monthName} gap={6}>
            <GroupTitle>{t(labelKey)}</GroupTitle>
            <Group gap={6} wrap="nowrap">
              {periodSelect(
                monthName,
                `${t(labelKey)} – ${t('customer_list.month')}`,
                t('customer_list.month'),
                months,
              )}
              {periodSelect(yearName, `${t(labelKey)} – ${t('customer_list.year')}`, t('customer_list.year'), years)}
            </Group>
          </Stack>
        ))}
      </Group>
    </Stack>
  );
};
