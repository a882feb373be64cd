import { Checkbox, Grid, type GridColProps, Textarea, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '@/components/ui/form/use-field-error';
import { FormSection } from '@/components/ui/form-section';
import type { BillingInfoFormApi, billingInfoFieldNames } from './billing-info-form-values';

type BillingInfoFieldsProps = { form: BillingInfoFormApi; country: string };

type TextName = Exclude<(typeof billingInfoFieldNames)[number], 'vatPayer'>;

type TextFieldOptions = {
  span: GridColProps['span'];
  maxLength: number;
  isRequired?: boolean;
  /** Shows `billing_info.<name>_hint` below the field. */
  hasHint?: boolean;
  isUpperCase?: boolean;
  isNumeric?: boolean;
};

/** Hints go below their field, so the fields of a row line up whatever their hints. */
const BELOW_INPUT = ['label', 'input', 'description', 'error'] as ('label' | 'input' | 'description' | 'error')[];
const UPPER_CASE = { input: { textTransform: 'uppercase' } } as const;

/** The billing info's fields in three parts: company and address, bank details, number series and footer. */
export const BillingInfoFields = ({ form, country }: BillingInfoFieldsProps) => {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const { errors } = form.formState;
  const isVatPayer = form.watch('vatPayer') === true;

  const textField = (name: TextName, options: TextFieldOptions) => (
    <Grid.Col span={options.span}>
      <TextInput
        label={t(`billing_info.${name}`)}
        description={options.hasHint ? t(`billing_info.${name}_hint`) : undefined}
        inputWrapperOrder={BELOW_INPUT}
        {...form.register(name)}
        error={fieldError(errors[name])}
        maxLength={options.maxLength}
        withAsterisk={options.isRequired ?? false}
        styles={options.isUpperCase ? UPPER_CASE : undefined}
        inputMode={options.isNumeric ? 'numeric' : undefined}
        data-autofocus={name === 'name' || undefined}
      />
    </Grid.Col>
  );

  return (
    <>
      <FormSection title={t('billing_info_setting.address')}>
        <Grid gutter="md" align="flex-start">
          {textField('name', { span: { base: 12, sm: 6 }, maxLength: 100, isRequired: true, hasHint: true })}
          {textField('company', { span: { base: 12, sm: 6 }, maxLength: 200, isRequired: true })}
          {textField('street', { span: { base: 12, sm: 4 }, maxLength: 100, isRequired: true })}
          {textField('cp', { span: { base: 4, sm: 2 }, maxLength: 20 })}
          {textField('psc', { span: { base: 8, sm: 2 }, maxLength: 10, isRequired: true, isNumeric: true })}
          {textField('city', { span: { base: 12, sm: 4 }, maxLength: 100, isRequired: true })}
          {textField('ic', { span: { base: 12, sm: 4 }, maxLength: 20, isRequired: true, isNumeric: true })}
          {textField('dic', { span: { base: 12, sm: 4 }, maxLength: 20, isRequired: isVatPayer, hasHint: true })}
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Controller
              control={form.control}
              name="vatPayer"
              render={({ field, fieldState }) => (
                <Checkbox
                  mt={{ base: 0, sm: 34 }}
                  label={t('billing_info.vatPayer')}
                  name={field.name}
                  checked={field.value ?? false}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={fieldError(fieldState.error)}
                />
              )}
            />
          </Grid.Col>
        </Grid>
      </FormSection>
      <FormSection title={t('billing_info_setting.bank')}>
        <Grid gutter="md" align="flex-start">
          {textField('bankAccount', {
            span: { base: 12, sm: 4 },
            maxLength: 40,
            isRequired: country === 'cz',
            hasHint: true,
          })}
          {textField('iban', { span: { base: 12, sm: 5 }, maxLength: 50, isRequired: true, isUpperCase: true })}
          {textField('swift', { span: { base: 12, sm: 3 }, maxLength: 15, isRequired: true, isUpperCase: true })}
        </Grid>
      </FormSection>
      <FormSection title={t('billing_info_setting.series')}>
        <Grid gutter="md" align="flex-start">
          {textField('invoicePrefix', { span: { base: 12, sm: 6 }, maxLength: 5, hasHint: true, isUpperCase: true })}
          {textField('creditNotePrefix', {
            span: { base: 12, sm: 6 },
            maxLength: 5,
            isRequired: true,
            hasHint: true,
            isUpperCase: true,
          })}
          <Grid.Col span={12}>
            <Textarea
              label={t('billing_info.registerEntry')}
              description={t('billing_info.registerEntry_hint')}
              inputWrapperOrder={BELOW_INPUT}
              {...form.register('registerEntry')}
              error={fieldError(errors.registerEntry)}
              maxLength={500}
              autosize
              minRows={2}
            />
          </Grid.Col>
        </Grid>
      </FormSection>
    </>
  );
};
