import type { BillingInfoDetail } from '@bo/contract/settings/billing-infos';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/ui/form-modal';
import { useListDetailModal } from '@/components/ui/use-list-detail-modal';
import { useRoutePath } from '@/hooks/use-route-path';
import { showErrorFlash } from '@/lib/error-flash';
import { addFlash } from '@/lib/flash-store';
import { applyServerFieldErrors, validationMessages } from '@/lib/form-validation';
import { runSave, useIsSaving } from '@/lib/saving-store';
import { saveVersioned } from '@/lib/stale-version';
import { useCreateBillingInfo } from '../api/create-billing-info';
import { useDeleteBillingInfo } from '../api/delete-billing-info';
import { useUpdateBillingInfo } from '../api/update-billing-info';
import { BillingInfoFields } from './billing-info-fields';
import {
  type BillingInfoFormOutput,
  type BillingInfoFormValues,
  billingInfoFieldNames,
  billingInfoFormDefaults,
  billingInfoFormSchema,
} from './billing-info-form-values';

const SCOPE = 'billingInfoSetting';

export type BillingInfoFormProps = {
  country: string;
  billingInfo: BillingInfoDetail | undefined;
  /** The billing info is about to be deleted: the modal must not read it again nor send the user back on its own. */
  onLeave: () => void;
  /** The change history of a saved billing info (composed by the route). */
  history?: ReactNode;
};

/** Settings → Fakturační subjekty, one billing info: create, update or delete (decision 174). */
export const BillingInfoForm = ({ country, billingInfo, onLeave, history }: BillingInfoFormProps) => {
  const { t } = useTranslation();
  const path = useRoutePath();
  const isSaving = useIsSaving();
  const create = useCreateBillingInfo(country);
  const update = useUpdateBillingInfo(country);
  const remove = useDeleteBillingInfo(country);
  const form = useForm<BillingInfoFormValues, unknown, BillingInfoFormOutput>({
    resolver: zodResolver(billingInfoFormSchema(country), validationMessages),
    defaultValues: billingInfoFormDefaults(billingInfo),
  });
  const { onClose, openCreated, deleteRecord, dialog } = useListDetailModal({
    scope: SCOPE,
    listPath: path('billing-info-setting-list'),
    isDirty: form.formState.isDirty,
    onLeave,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const createdId = await runSave(async () => {
      try {
        if (!billingInfo) return (await create.mutateAsync(values)).id;
        const saved = await saveVersioned({
          values,
          save: (sent) => update.mutateAsync({ id: billingInfo.id, billingInfo: sent }),
          toValues: (current: BillingInfoDetail) => billingInfoFormDefaults(current) as BillingInfoFormOutput,
          labelOf: (field) => t(`billing_info.${field}`),
          onReload: (current) => form.reset(current),
        });
        if (!saved) return undefined;
        form.reset(billingInfoFormDefaults(saved.result.billingInfo));
        addFlash({ message: 'message.billing_info_updated', severity: 'success', scope: SCOPE });
      } catch (error) {
        if (!applyServerFieldErrors(error, form.setError, billingInfoFieldNames)) showErrorFlash(error, SCOPE);
      }
      return undefined;
    });
    if (createdId === undefined) return;
    await openCreated(
      path('billing-info-setting-detail', { billingInfoId: createdId }),
      'message.billing_info_created',
    );
  });

  const onDelete = (saved: BillingInfoDetail) =>
    deleteRecord({
      question: t('confirm.really_delete_billing_info', { name: saved.name }),
      remove: () => remove.mutateAsync(saved.id),
      messageOf: () => 'message.billing_info_deleted',
    });

  return (
    <FormModal
      title={
        billingInfo
          ? t('billing_info_setting.edit_title', { name: billingInfo.name })
          : t('billing_info_setting.new_title')
      }
      onClose={onClose}
      onSubmit={onSubmit}
      scope={SCOPE}
      size={900}
      onDelete={billingInfo ? () => void onDelete(billingInfo) : undefined}
      isSaving={isSaving}
    >
      <BillingInfoFields form={form} country={country} />
      {history}
      {dialog}
    </FormModal>
  );
};
