import { isAdministrator } from '@bo/contract/auth/roles';
import type { Customer } from '@bo/contract/customers/detail-schemas';
import { customerEditableFields } from '@bo/contract/customers/disabled-fields';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import { IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { useOpenCreated } from '@/hooks/use-open-created';
import { useRoutePath } from '@/hooks/use-route-path';
import { useUser } from '@/lib/auth-store';
import { showErrorFlash } from '@/lib/error-flash';
import { addFlash } from '@/lib/flash-store';
import { applyServerFieldErrors, validationMessages } from '@/lib/form-validation';
import { runSave, useIsSaving } from '@/lib/saving-store';
import { saveVersioned } from '@/lib/stale-version';
import { useUnsavedChangesGuard } from '@/lib/unsaved-changes';
import { useCreateCustomer } from '../../api/create-customer';
import { useDeleteCustomer } from '../../api/delete-customer';
import { customerQueryKey } from '../../api/get-customer';
import { useUpdateCustomer } from '../../api/update-customer';
import { AddressFields } from './address-fields';
import {
  type CustomerFormOutput,
  type CustomerFormValues,
  customerFieldNames,
  customerFormDefaults,
  customerFormSchema,
  disabledFieldsOf,
  followedBillingKeys,
  useCustomerFieldLabel,
} from './customer-form-values';
import { CustomerOtherFields } from './customer-other-fields';
import { OldDataBlock } from './old-data-block';

type Option = { value: string; label: string };

export type CustomerFormProps = {
  country: string;
  /** undefined: a new customer. */
  customer: Customer | undefined;
  operators: Option[];
  districts: Option[];
  billingInfo: Option[];
};

/** overview §2.6 Detail tab: addresses, other information and original data; save, and delete for administrators. */
export const CustomerForm = ({ country, customer, operators, districts, billingInfo }: CustomerFormProps) => {
  const { t } = useTranslation();
  const user = useUser();
  const path = useRoutePath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isSaving = useIsSaving();
  const { confirm, dialog } = useConfirm();
  const create = useCreateCustomer(country);
  const update = useUpdateCustomer(country);
  const remove = useDeleteCustomer(country);
  const form = useForm<CustomerFormValues, unknown, CustomerFormOutput>({
    resolver: zodResolver(customerFormSchema, validationMessages),
    defaultValues: customerFormDefaults(customer),
  });
  const disabled = disabledFieldsOf(customer, user.roles);
  const canSave = customerEditableFields.some((field) => !disabled[field]);
  const canDelete = customer !== undefined && isAdministrator(user.roles);
  const forgetChanges = useUnsavedChangesGuard(form.formState.isDirty);
  const openCreated = useOpenCreated(forgetChanges);

  // The billing street, cp, psc and city show what the server will copy from the delivery address.
  const isSameAsDelivery = useWatch({ control: form.control, name: 'billingAddress.sameAsDelivery' });
  const delivery = useWatch({
    control: form.control,
    name: followedBillingKeys.map((key) => `deliveryAddress.${key}` as const),
  });
  const deliveryDistrict = useWatch({ control: form.control, name: 'deliveryAddress.districtId' });
  const deliveryText = delivery.join('\u0000');
  useEffect(() => {
    if (!isSameAsDelivery) return;
    const values = deliveryText.split('\u0000');
    followedBillingKeys.forEach((key, index) => {
      form.setValue(`billingAddress.${key}`, values[index] ?? '', { shouldValidate: false });
    });
    form.setValue('billingAddress.districtId', deliveryDistrict ?? null);
  }, [isSameAsDelivery, deliveryText, deliveryDistrict, form]);

  const isSameAsInvoice = useWatch({ control: form.control, name: 'deliveryAddress.sameAsInvoice' });
  const billing = useWatch({
    control: form.control,
    name: followedBillingKeys.map((key) => `billingAddress.${key}` as const),
  });
  const billingDistrict = useWatch({ control: form.control, name: 'billingAddress.districtId' });
  const billingText = billing.join('\u0000');
  useEffect(() => {
    if (!isSameAsInvoice) return;
    const values = billingText.split('\u0000');
    followedBillingKeys.forEach((key, index) => {
      form.setValue(`deliveryAddress.${key}`, values[index] ?? '', { shouldValidate: false });
    });
    form.setValue('deliveryAddress.districtId', billingDistrict ?? null);
  }, [isSameAsInvoice, billingText, billingDistrict, form]);

  // A customer's own operator stays selectable even when no longer among the active operators.
  const operatorOptions =
    customer?.operatorId && !operators.some((option) => option.value === String(customer.operatorId))
      ? [
          ...operators,
          { value: String(customer.operatorId), label: customer.operatorName ?? `#${customer.operatorId}` },
        ]
      : operators;

  const labelOf = useCustomerFieldLabel();

  const onSubmit = form.handleSubmit(async (values) => {
    const createdId = await runSave(async () => {
      try {
        if (!customer) return (await create.mutateAsync(values)).id;
        const saved = await saveVersioned({
          values,
          save: (sent) => update.mutateAsync({ id: customer.id, customer: sent }),
          toValues: (current: Customer) => customerFormDefaults(current) as CustomerFormOutput,
          labelOf,
          onReload: (current) => form.reset(current),
        });
        if (!saved) return undefined;
        form.reset(customerFormDefaults(saved.result.customer));
        addFlash({ message: 'message.customer_successfully_saved', severity: 'success' });
      } catch (error) {
        if (!applyServerFieldErrors(error, form.setError, customerFieldNames)) showErrorFlash(error);
      }
      return undefined;
    });
    if (createdId === undefined) return;
    await openCreated(path('customer-detail', { customerId: createdId }), {
      message: 'message.customer_successfully_saved',
      severity: 'success',
    });
  });

  const onDelete = async () => {
    if (!customer || !(await confirm(t('confirm.really_delete_customer')))) return;
    const isDeleted = await runSave(async () => {
      try {
        await remove.mutateAsync(customer.id);
        return true;
      } catch (error) {
        showErrorFlash(error);
        return false;
      }
    });
    if (!isDeleted) return;
    forgetChanges();
    await navigate(path('customer-list'));
    queryClient.removeQueries({ queryKey: customerQueryKey(country, customer.id) });
    addFlash({ message: 'message.customer_successfully_deleted', severity: 'success' });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('customer.form')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <AddressFields
            form={form}
            kind="billingAddress"
            title={t('customer.billing_address')}
            districts={districts}
            isDisabled={disabled.billingAddress === true}
          />
          <AddressFields
            form={form}
            kind="deliveryAddress"
            title={t('customer.delivery_address')}
            districts={districts}
            isDisabled={disabled.deliveryAddress === true}
          />
        </SimpleGrid>
        <CustomerOtherFields form={form} disabled={disabled} operators={operatorOptions} billingInfo={billingInfo} />
        {customer?.oldData && <OldDataBlock oldData={customer.oldData} />}
        {(canSave || canDelete) && (
          <Paper withBorder p="sm" pos="sticky" bottom={0} style={{ zIndex: 2 }} shadow="xs">
            <Group justify="space-between">
              <div>
                {canDelete && (
                  <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
                    {t('customer.delete')}
                  </Button>
                )}
              </div>
              {canSave && (
                <Button type="submit" loading={isSaving} leftSection={<IconDeviceFloppy size={18} />}>
                  {t('app.save')}
                </Button>
              )}
            </Group>
          </Paper>
        )}
      </Stack>
      {dialog}
    </form>
  );
};
