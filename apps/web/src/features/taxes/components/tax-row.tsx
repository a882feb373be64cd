import { lockVersionField } from '@bo/contract/records/lock-version';
import { type Tax, taxBodySchema } from '@bo/contract/settings/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Table } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField } from '@/components/ui/form/number-field';
import { runAction } from '@/components/ui/form/save-form';
import { useFieldError } from '@/components/ui/form/use-field-error';
import { InlineEditRow, useInlineEditForm } from '@/components/ui/inline-edit-row';
import { useTaxLabel } from '@/components/ui/tax-select';
import { validationMessages } from '@/lib/form-validation';
import { type TaxBody, useCreateTax } from '../api/create-tax';
import { useDeleteTax } from '../api/delete-tax';
import { useUpdateTax } from '../api/update-tax';

const fieldNames = ['tax', 'isReduced'] as const;
/** A saved rate carries the lockVersion it was loaded with (DESIGN §4). */
const taxFormSchema = taxBodySchema.extend({ lockVersion: lockVersionField.optional() });

type TaxRowProps = { country: string; tax?: Tax; onDone: () => void };

/** One VAT rate edited in place; without `tax` it is the new row. */
export const TaxRow = ({ country, tax, onDone }: TaxRowProps) => {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const taxLabel = useTaxLabel();
  const create = useCreateTax(country);
  const update = useUpdateTax(country);
  const remove = useDeleteTax(country);
  const form = useForm<TaxBody & { lockVersion?: number }>({
    resolver: zodResolver(taxFormSchema, validationMessages),
    defaultValues: tax
      ? { tax: tax.tax, isReduced: tax.isReduced, lockVersion: tax.lockVersion }
      : { isReduced: false },
  });
  const rowLabel = tax ? taxLabel({ tax: tax.tax, isReduced: false }) : t('settings.new_row');

  const row = useInlineEditForm({
    form,
    isNew: !tax,
    onDone,
    fieldNames,
    save: (sent) => (tax ? update.mutateAsync({ id: tax.id, ...sent }) : create.mutateAsync(sent)),
    successMessage: 'message.tax_setting_saved',
    versioned: tax && {
      toValues: ({ tax: rate, isReduced, lockVersion }: Tax) => ({ tax: rate, isReduced, lockVersion }),
      labelOf: (path) => t(`tax.${path}`),
    },
  });

  const onDelete = () =>
    tax && runAction({ run: () => remove.mutateAsync(tax.id), successMessage: 'message.tax_setting_deleted' });

  return (
    <InlineEditRow
      {...row}
      rowLabel={rowLabel}
      onDelete={onDelete}
      deleteQuestion={t('confirm.really_delete_tax', { tax: tax ? taxLabel({ tax: tax.tax, isReduced: false }) : '' })}
    >
      {row.isEditing ? (
        <>
          <Table.Td>
            <NumberField
              control={form.control}
              name="tax"
              aria-label={t('tax.tax')}
              decimalScale={2}
              rightSection="%"
              maw={160}
              data-autofocus
              autoFocus
            />
          </Table.Td>
          <Table.Td>
            <Controller
              control={form.control}
              name="isReduced"
              render={({ field, fieldState }) => (
                <Checkbox
                  aria-label={t('tax.isReduced')}
                  name={field.name}
                  checked={field.value ?? false}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  ref={field.ref}
                  error={fieldError(fieldState.error)}
                />
              )}
            />
          </Table.Td>
        </>
      ) : (
        <>
          <Table.Td fw={500}>{tax && taxLabel({ tax: tax.tax, isReduced: false })}</Table.Td>
          <Table.Td>{tax?.isReduced ? t('settings.yes') : t('settings.no')}</Table.Td>
        </>
      )}
    </InlineEditRow>
  );
};
