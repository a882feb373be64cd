import { Grid, Paper, Textarea } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '@/components/ui/form/use-field-error';
import { FormSection } from '@/components/ui/form-section';
import type { CustomerFormApi, DisabledFields } from './customer-form-values';
import { FormCheckbox, FormDateField, FormIdSelect, FormTextField } from './form-fields';

type Option = { value: string; label: string };

type CustomerOtherFieldsProps = {
  form: CustomerFormApi;
  disabled: DisabledFields;
  operators: Option[];
  billingInfo: Option[];
};

/** E-mails, operator, agreement, rival, the invoicing entity and free notes of the customer. */
export const CustomerOtherFields = ({ form, disabled, operators, billingInfo }: CustomerOtherFieldsProps) => {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const { control } = form;

  return (
    <Paper withBorder p="md" h="100%">
      <FormSection title={t('customer.other_information')}>
        <Grid gutter="sm">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="email"
              label={t('customer.email')}
              type="email"
              isDisabled={disabled.email}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="emailCopy"
              label={t('customer.emailCopy')}
              type="email"
              isDisabled={disabled.emailCopy}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <FormIdSelect
              control={control}
              name="operatorId"
              label={t('customer.operator')}
              data={operators}
              searchable
              clearable
              isDisabled={disabled.operatorId}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <FormIdSelect
              control={control}
              name="billingInfoId"
              label={t('customer.billingInfo')}
              data={billingInfo}
              clearable
              isDisabled={disabled.billingInfoId}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }} style={{ display: 'flex', alignItems: 'flex-end' }} pb={14}>
            <FormCheckbox
              control={control}
              name="agreement"
              label={t('customer.agreement')}
              isDisabled={disabled.agreement}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <FormDateField
              control={control}
              name="agreementDate"
              label={t('customer.agreementDate')}
              isDisabled={disabled.agreementDate}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <FormCheckbox
              control={control}
              name="reminderOptOut"
              label={t('customer.reminderOptOut')}
              isDisabled={disabled.reminderOptOut}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <FormTextField control={control} name="rival" label={t('customer.rival')} isDisabled={disabled.rival} />
          </Grid.Col>
          <Grid.Col span={12}>
            <Controller
              control={control}
              name="notes"
              render={({ field, fieldState }) => (
                <Textarea
                  label={t('customer.notes')}
                  name={field.name}
                  ref={field.ref}
                  value={field.value ?? ''}
                  onChange={(event) => field.onChange(event.currentTarget.value)}
                  onBlur={field.onBlur}
                  disabled={disabled.notes}
                  error={fieldError(fieldState.error)}
                  autosize
                  minRows={3}
                  maxRows={10}
                />
              )}
            />
          </Grid.Col>
        </Grid>
      </FormSection>
    </Paper>
  );
};
