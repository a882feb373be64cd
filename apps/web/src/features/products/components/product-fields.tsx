import { REVERSE_CHARGE_CODES } from '@bo/contract/invoices/reverse-charge-codes';
import type { Tax } from '@bo/contract/settings/schemas';
import { Checkbox, Grid, Group, Select, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NullableNumberInput } from '@/components/ui/form/nullable-number-input';
import { useFieldError } from '@/components/ui/form/use-field-error';
import { TaxSelect } from '@/components/ui/tax-select';
import { useCurrency } from '@/lib/i18n';
import type { Unit } from '../api/get-units';
import type { ProductFormApi } from './product-form-values';

type ProductFieldsProps = {
  form: ProductFormApi;
  units: readonly Unit[];
  taxes: readonly Tax[];
};

const checkboxes = ['display', 'priceWithVAT', 'reverseCharge'] as const;

/** The product's own fields (overview §3 Product); packaging materials are a field of their own. */
export const ProductFields = ({ form, units, taxes }: ProductFieldsProps) => {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const currency = useCurrency();
  const { errors } = form.formState;
  const reverseCharge = form.watch('reverseCharge');
  const unitOptions = units.map((unit) => ({ value: String(unit.id), label: unit.value }));

  return (
    <Grid gutter="md" align="flex-end">
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput
          label={t('product.code')}
          {...form.register('code')}
          error={fieldError(errors.code)}
          maxLength={30}
          withAsterisk
          data-autofocus
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <TextInput
          label={t('product.name')}
          {...form.register('name')}
          error={fieldError(errors.name)}
          maxLength={200}
          withAsterisk
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <TextInput
          label={t('product.nameInvoice')}
          description={t('product.nameInvoice_hint')}
          {...form.register('nameInvoice')}
          error={fieldError(errors.nameInvoice)}
          maxLength={200}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <Controller
          control={form.control}
          name="position"
          render={({ field, fieldState }) => (
            <NullableNumberInput
              label={t('product.position')}
              {...field}
              error={fieldError(fieldState.error)}
              allowDecimal={false}
              thousandSeparator=""
            />
          )}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <Controller
          control={form.control}
          name="unit"
          render={({ field, fieldState }) => (
            <Select
              label={t('product.unit')}
              data={unitOptions}
              name={field.name}
              value={field.value === undefined ? null : String(field.value)}
              onChange={(value) => field.onChange(value === null ? undefined : Number(value))}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldError(fieldState.error)}
              allowDeselect={false}
              withAsterisk
            />
          )}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <Controller
          control={form.control}
          name="price"
          render={({ field, fieldState }) => (
            <NullableNumberInput
              label={t('product.price')}
              {...field}
              error={fieldError(fieldState.error)}
              decimalScale={2}
              rightSection={currency}
              rightSectionWidth={44}
              withAsterisk
            />
          )}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <Controller
          control={form.control}
          name="idTaxPrice"
          render={({ field, fieldState }) => (
            <TaxSelect
              label={t('product.idTaxPrice')}
              taxes={taxes}
              name={field.name}
              value={field.value}
              onChange={(value) => field.onChange(value ?? undefined)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldError(fieldState.error)}
              withAsterisk
            />
          )}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <Group gap="xl">
          {checkboxes.map((name) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field, fieldState }) => (
                <Checkbox
                  label={t(`product.${name}`)}
                  name={field.name}
                  checked={field.value ?? false}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={fieldError(fieldState.error)}
                />
              )}
            />
          ))}
        </Group>
      </Grid.Col>
      {reverseCharge && (
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <Controller
            control={form.control}
            name="reverseChargeCode"
            render={({ field, fieldState }) => (
              <Select
                label={t('product.reverseChargeCode')}
                description={t('product.reverseChargeCode_hint')}
                data={REVERSE_CHARGE_CODES.map((code) => ({
                  value: code,
                  label: `${code} – ${t(`reverse_charge_code.${code}`)}`,
                }))}
                name={field.name}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldError(fieldState.error)}
                allowDeselect={false}
                withAsterisk
              />
            )}
          />
        </Grid.Col>
      )}
    </Grid>
  );
};
