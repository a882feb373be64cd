import type { Invoice } from '@bo/contract/invoices/schemas';
import { Box, Checkbox, Grid, Group, NativeSelect, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/ui/form/date-field';
import { useFieldError } from '@/components/ui/form/use-field-error';
import { FormSection } from '@/components/ui/form-section';
import type { PaymentType } from '../../api/get-payment-types';
import { CustomerPicker } from './customer-picker';
import { InvoiceAresButton } from './invoice-ares-button';
import type { InvoiceFormApi } from './invoice-form-types';

type Option = { value: string; label: string };

type InvoiceFieldsProps = {
  form: InvoiceFormApi;
  country: string;
  invoice: Invoice | undefined;
  /** Every field is disabled (a locked invoice, overview §4). */
  disabled: Partial<Record<string, true>>;
  billingInfo: readonly Option[];
  paymentTypes: readonly PaymentType[];
  /** The maturity the server fills when left empty (issue + maturityOverdueDays), as shown text. */
  maturityHint: string;
  customerLabel?: string;
  onCustomer: (customerId: number | null) => void;
};

/** overview §2.9 fields: the document, then the customer's party and the note. */
export const InvoiceFields = ({
  form,
  country,
  invoice,
  disabled,
  billingInfo,
  paymentTypes,
  maturityHint,
  customerLabel,
  onCustomer,
}: InvoiceFieldsProps) => {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const { errors } = form.formState;
  const text = (name: Parameters<InvoiceFormApi['register']>[0] & `invoice${string}`, span = 6, beside?: ReactNode) => {
    const input = (
      <TextInput
        {...form.register(name)}
        label={t(`invoice.${name}`)}
        disabled={disabled[name] === true}
        error={fieldError(errors[name as keyof typeof errors] as { message?: string } | undefined)}
        style={beside ? { flex: 1 } : undefined}
      />
    );
    return (
      <Grid.Col span={{ base: 12, sm: span }}>
        {beside ? (
          <Group gap="xs" align="flex-start" wrap="nowrap">
            {input}
            {beside}
          </Group>
        ) : (
          input
        )}
      </Grid.Col>
    );
  };
  const paymentOptions = [
    { value: '', label: t('invoice.no_payment_type') },
    ...paymentTypes.map((type) => ({ value: String(type.id), label: type.title })),
  ];
  const dateField = (name: 'dateIssue' | 'dateTaxableSupply' | 'dateMaturity' | 'datePaid', placeholder?: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <DateField
          label={t(`invoice.${name}`)}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          disabled={disabled[name] === true}
          required={name === 'dateIssue'}
          placeholder={placeholder}
          error={fieldError(errors[name])}
        />
      )}
    />
  );
  const dateIssue = form.watch('dateIssue');

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <FormSection title={t('invoice.section_document')}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NativeSelect
            {...form.register('billingInfoId')}
            label={t('invoice.billingInfoId')}
            data={billingInfo}
            disabled={disabled.billingInfoId === true}
            required
            error={fieldError(errors.billingInfoId)}
          />
          <TextInput
            label={t('invoice.number')}
            value={invoice?.number ?? ''}
            placeholder={t('invoice.number_assigned')}
            readOnly
            variant="filled"
          />
          <TextInput
            {...form.register('numberFromClient')}
            label={t('invoice.numberFromClient')}
            disabled={disabled.numberFromClient === true}
            error={fieldError(errors.numberFromClient)}
          />
          <TextInput
            {...form.register('deliveryNoteNumber')}
            label={t('invoice.deliveryNoteNumber')}
            inputMode="numeric"
            disabled={disabled.deliveryNoteNumber === true}
            error={fieldError(errors.deliveryNoteNumber)}
          />
          {dateField('dateIssue')}
          {dateField('dateTaxableSupply', dateIssue ? t('invoice.same_as_issue') : undefined)}
          {dateField('dateMaturity', maturityHint || undefined)}
          <NativeSelect
            {...form.register('payment')}
            label={t('invoice.payment')}
            data={paymentOptions}
            disabled={disabled.payment === true}
            error={fieldError(errors.payment)}
          />
          {dateField('datePaid')}
          <Checkbox
            {...form.register('paid')}
            label={t('invoice.paid')}
            // decision 175: a paid invoice is not unticked here; an administrator reverses the payment
            disabled={disabled.paid === true || invoice?.paid === true}
            mt={{ base: 0, xs: 30 }}
          />
        </SimpleGrid>
      </FormSection>
      <FormSection title={t('invoice.section_customer')}>
        <Grid gutter="sm">
          {invoice === undefined && (
            <Grid.Col span={12}>
              <Controller
                control={form.control}
                name="customerId"
                render={({ field }) => (
                  <CustomerPicker
                    country={country}
                    value={field.value}
                    initialLabel={customerLabel}
                    error={fieldError(errors.customerId)}
                    onChange={(customerId) => {
                      field.onChange(customerId);
                      onCustomer(customerId);
                    }}
                  />
                )}
              />
            </Grid.Col>
          )}
          {text('invoiceCompany', 12)}
          {text('invoiceStreet', 8)}
          {text('invoiceCp', 4)}
          {text('invoicePsc', 4)}
          {text('invoiceCity', 8)}
          {text(
            'invoiceIc',
            6,
            <Box pt={25}>
              <InvoiceAresButton form={form} isDisabled={disabled.invoiceIc === true} />
            </Box>,
          )}
          {text('invoiceDic')}
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Checkbox
              {...form.register('invoiceVatPayer')}
              label={t('invoice.invoiceVatPayer')}
              description={t('invoice.invoiceVatPayer_hint')}
              disabled={disabled.invoiceVatPayer === true}
              mt={{ base: 0, sm: 30 }}
            />
          </Grid.Col>
          {text('invoiceEmail')}
          {text('invoiceEmailCopy')}
          <Grid.Col span={12}>
            <Textarea
              {...form.register('note')}
              label={t('invoice.note')}
              autosize
              minRows={2}
              disabled={disabled.note === true}
              error={fieldError(errors.note)}
            />
          </Grid.Col>
        </Grid>
      </FormSection>
    </SimpleGrid>
  );
};
