import { type Inspection, inspectionUpdateBodySchema } from '@bo/contract/applications/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Textarea, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFieldError } from '@/components/ui/form/use-field-error';
import { FormModal } from '@/components/ui/form-modal';
import { isApiError } from '@/lib/api-error';
import { showErrorFlash } from '@/lib/error-flash';
import { addFlash } from '@/lib/flash-store';
import { applyServerFieldErrors, validationMessages } from '@/lib/form-validation';
import { runSave, useIsSaving } from '@/lib/saving-store';
import { saveVersioned } from '@/lib/stale-version';
import { useUnsavedChangesGuard } from '@/lib/unsaved-changes';
import { useCreateInspection, useUpdateInspection } from '../api/inspections';

const SCOPE = 'inspectionModal';
const inspectionFormSchema = inspectionUpdateBodySchema.shape.inspection.partial({ lockVersion: true });
type InspectionFormValues = z.input<typeof inspectionFormSchema>;
type InspectionFormOutput = z.output<typeof inspectionFormSchema>;
const fieldNames = ['company', 'address', 'note'] as const;

/** A failure of the modal's call: its field errors on the fields, its messages in the modal. */
const showInModal = (error: unknown) => {
  if (isApiError(error) && error.flashMessages.length > 0) {
    for (const flash of error.flashMessages) {
      addFlash({ message: flash.message, severity: flash.severity, data: flash.data, scope: SCOPE });
    }
  } else showErrorFlash(error, SCOPE);
};

type Props = {
  country: string;
  customerId: number;
  applicationId: number;
  /** undefined: a new inspection */
  inspection: Inspection | undefined;
  /** a new inspection's company and note (the customer's company, configuration.defaultInspectionNote) */
  defaults: { company: string; note: string };
  onClose: () => void;
};

/** overview §2.6 Inspections: add or edit one inspection (company, address, note); errors show in the modal. */
export const InspectionModal = ({ country, customerId, applicationId, inspection, defaults, onClose }: Props) => {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const isSaving = useIsSaving();
  const create = useCreateInspection(country, customerId, applicationId);
  const update = useUpdateInspection(country, customerId, applicationId);
  const toValues = (record: Inspection | undefined): InspectionFormValues => ({
    company: record?.company ?? defaults.company,
    address: record?.address ?? '',
    note: record?.note ?? defaults.note,
    lockVersion: record?.lockVersion,
  });
  const form = useForm<InspectionFormValues, unknown, InspectionFormOutput>({
    resolver: zodResolver(inspectionFormSchema, validationMessages),
    defaultValues: toValues(inspection),
  });
  const forgetChanges = useUnsavedChangesGuard(form.formState.isDirty);

  const onSubmit = form.handleSubmit(async (values) => {
    const isSaved = await runSave(async () => {
      try {
        if (!inspection) {
          const { lockVersion: _lockVersion, ...body } = values;
          await create.mutateAsync({ customerId, applicationId, inspection: body });
          addFlash({ message: 'message.inspection_created', severity: 'success', scope: 'inspectionBlock' });
          return true;
        }
        const saved = await saveVersioned({
          values,
          save: (sent) =>
            update.mutateAsync({
              customerId,
              applicationId,
              inspectionId: inspection.id,
              inspection: { ...sent, lockVersion: sent.lockVersion ?? 0 },
            }),
          toValues: (current: Inspection) => toValues(current) as InspectionFormOutput,
          labelOf: (path) => t(`inspection.${path}`),
          onReload: (current) => form.reset(current),
        });
        if (!saved) return false;
        addFlash({ message: 'message.inspection_updated', severity: 'success', scope: 'inspectionBlock' });
        return true;
      } catch (error) {
        if (!applyServerFieldErrors(error, form.setError, fieldNames)) showInModal(error);
        return false;
      }
    });
    if (!isSaved) return;
    forgetChanges();
    onClose();
  });

  return (
    <FormModal
      title={inspection ? t('inspection.edit') : t('inspection.new')}
      onClose={onClose}
      onSubmit={onSubmit}
      scope={SCOPE}
      size="lg"
      isSaving={isSaving}
    >
      <TextInput
        {...form.register('company')}
        label={t('inspection.company')}
        required
        error={fieldError(form.formState.errors.company)}
        data-autofocus
      />
      <TextInput
        {...form.register('address')}
        label={t('inspection.address')}
        required
        error={fieldError(form.formState.errors.address)}
      />
      <Textarea
        {...form.register('note')}
        label={t('inspection.note')}
        autosize
        minRows={3}
        error={fieldError(form.formState.errors.note)}
      />
    </FormModal>
  );
};
