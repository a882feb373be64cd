import { documentTypes } from '@bo/contract/invoices/credit-notes';
import { invoiceDateTypes } from '@bo/contract/invoices/schemas';
import { Button, Checkbox, Group, Paper, Select, Stack, TextInput } from '@mantine/core';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/ui/form/date-field';
import type { InvoiceFilterValues } from './invoice-filter-values';

type Option = { value: string; label: string };

type InvoiceFilterProps = {
  /** The filter of the query string; the form follows it (restore, reset, back). */
  values: InvoiceFilterValues;
  billingInfo: readonly Option[];
  onApply: (values: InvoiceFilterValues) => void;
  onReset: () => void;
};

/** overview §2.8 filter bar; Enter or the search button applies it (page 1). */
export const InvoiceFilter = ({ values, billingInfo, onApply, onReset }: InvoiceFilterProps) => {
  const { t } = useTranslation();
  const form = useForm<InvoiceFilterValues>({ defaultValues: values });
  useEffect(() => form.reset(values), [values, form]);
  const dateTypeOptions = invoiceDateTypes.map((type) => ({ value: type, label: t(`invoice_list.date_type_${type}`) }));
  const documentTypeOptions = documentTypes.map((type) => ({ value: type, label: t(`invoice.document_type_${type}`) }));

  return (
    <Paper withBorder p="md">
      <form onSubmit={form.handleSubmit(onApply)} noValidate aria-label={t('invoice_list.filter')}>
        <Stack gap="sm">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              {...form.register('search')}
              label={t('invoice_list.search')}
              placeholder={t('invoice_list.search_placeholder')}
              leftSection={<IconSearch size={16} />}
              type="search"
              w={{ base: '100%', md: 260 }}
            />
            <Controller
              control={form.control}
              name="dateType"
              render={({ field }) => (
                <Select
                  label={t('invoice_list.date_type')}
                  data={dateTypeOptions}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  placeholder={t('invoice_list.date_type_issue')}
                  clearable
                  w={{ base: '100%', xs: 200 }}
                />
              )}
            />
            <Controller
              control={form.control}
              name="dateFrom"
              render={({ field }) => (
                <DateField
                  label={t('invoice_list.date_from')}
                  value={field.value}
                  onChange={field.onChange}
                  w={{ base: '47%', xs: 150 }}
                />
              )}
            />
            <Controller
              control={form.control}
              name="dateTo"
              render={({ field }) => (
                <DateField
                  label={t('invoice_list.date_to')}
                  value={field.value}
                  onChange={field.onChange}
                  w={{ base: '47%', xs: 150 }}
                />
              )}
            />
            <Controller
              control={form.control}
              name="billingInfoId"
              render={({ field }) => (
                <Select
                  label={t('invoice.billingInfoId')}
                  data={billingInfo}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  placeholder={t('invoice_list.any_billing_info')}
                  clearable
                  w={{ base: '100%', xs: 220 }}
                />
              )}
            />
            <Controller
              control={form.control}
              name="documentType"
              render={({ field }) => (
                <Select
                  label={t('invoice.documentType')}
                  data={documentTypeOptions}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  placeholder={t('invoice.document_type_all')}
                  clearable
                  w={{ base: '100%', xs: 180 }}
                />
              )}
            />
          </Group>
          <Group justify="space-between" align="center" gap="sm" wrap="wrap">
            <Group gap="lg">
              <Checkbox {...form.register('onlyUnpaid')} label={t('invoice_list.only_unpaid')} />
              <Checkbox {...form.register('onlyAfterMaturity')} label={t('invoice_list.only_after_maturity')} />
            </Group>
            <Group gap="sm">
              <Button variant="default" leftSection={<IconFilterOff size={18} />} onClick={onReset}>
                {t('invoice_list.reset')}
              </Button>
              <Button type="submit" leftSection={<IconSearch size={18} />}>
                {t('invoice_list.apply')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
};
