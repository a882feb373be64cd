import { addDays, companyDayOf } from '@bo/contract/dates/business-calendar';
import { formatDate } from '@bo/contract/dates/format';
import { type Invoice, type InvoiceItem, invoiceEditableFields } from '@bo/contract/invoices/schemas';
import { invoiceVatParties } from '@bo/contract/invoices/vat-decision';
import type { BillingInfo } from '@bo/contract/reference/schemas';
import type { Product, Tax } from '@bo/contract/settings/schemas';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { getCustomer } from '@/features/customers/api/get-customer';
import type { Unit } from '@/features/products/api/get-units';
import { useOpenCreated } from '@/hooks/use-open-created';
import { useRoutePath } from '@/hooks/use-route-path';
import { isApiError } from '@/lib/api-error';
import { showErrorFlash } from '@/lib/error-flash';
import { addFlash } from '@/lib/flash-store';
import { applyServerFieldErrors } from '@/lib/form-validation';
import { runSave, useIsSaving } from '@/lib/saving-store';
import { saveVersioned } from '@/lib/stale-version';
import { useUnsavedChangesGuard } from '@/lib/unsaved-changes';
import { getInvoiceWithItems, invoiceQueryKey } from '../../api/get-invoice';
import type { PaymentType } from '../../api/get-payment-types';
import { useCreateInvoice, useUpdateInvoice } from '../../api/invoice-mutations';
import { InvoiceActions } from './invoice-actions';
import { InvoiceFields } from './invoice-fields';
import {
  createBodyOf,
  type InvoiceFormValues,
  invoiceFieldNames,
  invoiceFormDefaults,
  itemFieldNames,
  itemProblemsOf,
  partyOfCustomer,
  updateBodyOf,
  useInvoiceFieldLabel,
} from './invoice-form-values';
import { InvoiceItems } from './invoice-items';

export type InvoiceFormProps = {
  country: string;
  /** undefined: a new invoice. */
  saved: { invoice: Invoice; items: InvoiceItem[] } | undefined;
  billingInfo: readonly BillingInfo[];
  paymentTypes: readonly PaymentType[];
  products: readonly Product[];
  taxes: readonly Tax[];
  units: readonly Unit[];
  maturityOverdueDays: number;
  showInspections: boolean;
  /** A new invoice of an application: its customer and the application (query customerId, applicationId). */
  prefill: { customerId: number | null; applicationId: number | null };
};

const NO_DISABLED: Partial<Record<string, true>> = {};
/** overview §4 Invoice lock: every field disabled, whatever the server listed. */
const lockedFields: Partial<Record<string, true>> = Object.fromEntries(
  invoiceEditableFields.map((field) => [field, true as const]),
);

/**
 * overview §2.9 Invoice detail: the buttons of a saved invoice, the fields, the items and save. A new
 * invoice is created first (POST, the server assigns the number) and its items saved with a PUT; the
 * route then names its id (overview §4 Invoice new to existing).
 */
export const InvoiceForm = ({
  country,
  saved,
  billingInfo,
  paymentTypes,
  products,
  taxes,
  units,
  maturityOverdueDays,
  showInspections,
  prefill,
}: InvoiceFormProps) => {
  const { t } = useTranslation();
  const path = useRoutePath();
  const queryClient = useQueryClient();
  const isSaving = useIsSaving();
  const create = useCreateInvoice(country);
  const update = useUpdateInvoice(country);
  const invoice = saved?.invoice;
  const form = useForm<InvoiceFormValues>({
    defaultValues: invoiceFormDefaults(saved, {
      today: companyDayOf(new Date()),
      billingInfoId: billingInfo[0]?.id,
      customerApplicationId: prefill.applicationId,
    }),
  });
  const forgetChanges = useUnsavedChangesGuard(form.formState.isDirty);
  const openCreated = useOpenCreated(forgetChanges);
  const labelOf = useInvoiceFieldLabel();
  const disabled = invoice?.disabledFields ?? NO_DISABLED;
  const isLocked = invoice?.lock === true;
  // a locked invoice, or one whose every field the server disabled (a driver reads it), has no save
  const canSave = !isLocked && invoiceEditableFields.some((field) => disabled[field] !== true);

  // A set-paid from the buttons gives the record a new version and its paid state: the form takes
  // both, so a later save neither fails as stale nor turns the invoice unpaid again.
  const savedVersion = invoice?.lockVersion;
  const savedPaid = invoice?.paid;
  const savedDatePaid = invoice?.datePaid;
  useEffect(() => {
    if (savedVersion === undefined) return;
    form.setValue('lockVersion', savedVersion);
    form.setValue('paid', savedPaid === true);
    form.setValue('datePaid', savedDatePaid ?? '');
  }, [savedVersion, savedPaid, savedDatePaid, form]);

  const fillFromCustomer = async (customerId: number | null) => {
    if (customerId === null) return;
    try {
      const { customer } = await getCustomer(customerId);
      const party = partyOfCustomer(customer);
      for (const [key, value] of Object.entries(party)) {
        form.setValue(key as keyof typeof party, value, { shouldDirty: true });
      }
      if (customer.billingInfoId !== null) {
        form.setValue('billingInfoId', String(customer.billingInfoId), { shouldDirty: true });
      }
    } catch (error) {
      showErrorFlash(error);
    }
  };

  // A new invoice of an application starts with that application's customer.
  const prefillCustomerId = invoice === undefined ? prefill.customerId : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once for the route's customer; fillFromCustomer only writes to the form
  useEffect(() => {
    if (prefillCustomerId === null) return;
    form.setValue('customerId', prefillCustomerId, { shouldDirty: true });
    void fillFromCustomer(prefillCustomerId);
  }, [prefillCustomerId, form]);

  const billingInfoId = useWatch({ control: form.control, name: 'billingInfoId' });
  const vatPayer = billingInfo.find((item) => String(item.id) === billingInfoId)?.vatPayer ?? true;
  const invoiceVatPayer = useWatch({ control: form.control, name: 'invoiceVatPayer' });
  const invoiceDic = useWatch({ control: form.control, name: 'invoiceDic' });
  const parties = invoiceVatParties(vatPayer, { invoiceVatPayer, invoiceDic });
  const dateIssue = useWatch({ control: form.control, name: 'dateIssue' });
  const maturityHint = dateIssue ? formatDate(addDays(dateIssue, maturityOverdueDays)) : '';
  const billingInfoOptions = billingInfo.map((item) => ({ value: String(item.id), label: item.name }));

  /** Field errors onto the fields; an item's error (error.detail.itemId) onto that item. */
  const showSaveError = (error: unknown, values: InvoiceFormValues) => {
    if (!isApiError(error)) return showErrorFlash(error);
    let isShown = applyServerFieldErrors(error, form.setError, invoiceFieldNames);
    if (error.itemId !== undefined) {
      const index = values.items.findIndex((item, position) =>
        // a saved item by its id, one not saved yet as new-<its position in the list sent>
        item.id === null ? error.itemId === `new-${position}` : item.id === Number(error.itemId),
      );
      if (index >= 0) {
        for (const [field, key] of Object.entries(error.fields)) {
          const name = field.split('.').at(-1) as (typeof itemFieldNames)[number];
          if (!itemFieldNames.includes(name)) continue;
          form.setError(`items.${index}.${name}`, { type: 'server', message: key }, { shouldFocus: !isShown });
          isShown = true;
        }
      }
    }
    for (const [field, key] of Object.entries(error.fields)) {
      const match = /^items\.(\d+)\.(\w+)$/.exec(field);
      const name = match?.[2] as (typeof itemFieldNames)[number] | undefined;
      if (!match || !name || !itemFieldNames.includes(name)) continue;
      form.setError(`items.${Number(match[1])}.${name}`, { type: 'server', message: key }, { shouldFocus: !isShown });
      isShown = true;
    }
    if (!isShown) showErrorFlash(error);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (!invoice && values.customerId === null) {
      form.setError('customerId', { type: 'required', message: 'required' }, { shouldFocus: true });
      return;
    }
    const problems = itemProblemsOf(values.items);
    if (problems.length > 0) {
      problems.forEach((problem, order) => {
        form.setError(
          `items.${problem.index}.${problem.field}`,
          { type: 'client', message: problem.key },
          { shouldFocus: order === 0 },
        );
      });
      return;
    }
    const createdId = await runSave(async () => {
      try {
        if (!invoice) {
          // the invoice and its items in one save: all or nothing, an item's error shows on its row
          const { id } = await create.mutateAsync(createBodyOf(values));
          return id;
        }
        const result = await saveVersioned({
          values,
          save: (sent) => update.mutateAsync({ id: invoice.id, body: updateBodyOf(sent, true) }),
          toValues: (current: Invoice) =>
            ({
              ...invoiceFormDefaults(
                { invoice: current, items: [] },
                { today: '', billingInfoId: undefined, customerApplicationId: null },
              ),
              items: values.items,
            }) as InvoiceFormValues,
          labelOf,
          onReload: async () => {
            const fresh = await queryClient.fetchQuery({
              queryKey: invoiceQueryKey(country, invoice.id),
              queryFn: () => getInvoiceWithItems(invoice.id),
              staleTime: 0,
            });
            form.reset(
              invoiceFormDefaults(fresh, { today: '', billingInfoId: undefined, customerApplicationId: null }),
            );
          },
        });
        if (!result) return undefined;
        form.reset(
          invoiceFormDefaults(result.result, { today: '', billingInfoId: undefined, customerApplicationId: null }),
        );
        addFlash({ message: 'message.invoice_successfully_saved', severity: 'success' });
      } catch (error) {
        showSaveError(error, values);
      }
      return undefined;
    });
    if (createdId === undefined) return;
    await openCreated(path('invoice-detail', { invoiceId: createdId }), {
      message: 'message.invoice_successfully_saved',
      severity: 'success',
    });
  });

  return (
    <Stack gap="md">
      {invoice && (
        <InvoiceActions country={country} invoice={invoice} showInspections={showInspections} onLeave={forgetChanges} />
      )}
      <form onSubmit={onSubmit} noValidate aria-label={t('invoice.form')}>
        <Stack gap="lg">
          <Paper withBorder p="md">
            <InvoiceFields
              form={form}
              country={country}
              invoice={invoice}
              disabled={isLocked ? lockedFields : disabled}
              billingInfo={billingInfoOptions}
              paymentTypes={paymentTypes}
              maturityHint={maturityHint}
              onCustomer={(customerId) => void fillFromCustomer(customerId)}
            />
          </Paper>
          <Paper withBorder p="md">
            <InvoiceItems
              form={form}
              isDisabled={isLocked || disabled.items === true}
              products={products}
              taxes={taxes}
              units={units}
              parties={parties}
            />
          </Paper>
          {canSave && (
            <Paper withBorder p="sm" pos="sticky" bottom={0} style={{ zIndex: 2 }} shadow="xs">
              <Group justify="flex-end">
                <Button type="submit" loading={isSaving} leftSection={<IconDeviceFloppy size={18} />}>
                  {t('app.save')}
                </Button>
              </Group>
            </Paper>
          )}
        </Stack>
      </form>
    </Stack>
  );
};
