import { type Ekokom, ekokomBodySchema } from '@bo/contract/catalog/schemas';
import { lockVersionField } from '@bo/contract/records/lock-version';
import { zodResolver } from '@hookform/resolvers/zod';
import { Table, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { runAction, saveForm } from '@/components/ui/form/save-form';
import { useFieldError } from '@/components/ui/form/use-field-error';
import { InlineEditRow, useInlineRowState } from '@/components/ui/inline-edit-row';
import { validationMessages } from '@/lib/form-validation';
import { useCreateEkokom } from '../api/create-ekokom';
import { useDeleteEkokom } from '../api/delete-ekokom';
import { useUpdateEkokom } from '../api/update-ekokom';

/** A saved material carries the lockVersion it was loaded with (DESIGN §4). */
const ekokomFormSchema = ekokomBodySchema.shape.ekokom.extend({ lockVersion: lockVersionField.optional() });
const fieldNames = ['name'] as const;

type EkokomRowProps = { country: string; ekokom?: Ekokom; onDone: () => void };

/** One EKO-KOM material edited in place; without `ekokom` it is the new row. */
export const EkokomRow = ({ country, ekokom, onDone }: EkokomRowProps) => {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const row = useInlineRowState({ isNew: !ekokom, onDone });
  const create = useCreateEkokom(country);
  const update = useUpdateEkokom(country);
  const remove = useDeleteEkokom(country);
  const form = useForm({
    resolver: zodResolver(ekokomFormSchema, validationMessages),
    defaultValues: { name: ekokom?.name ?? '', lockVersion: ekokom?.lockVersion },
  });

  const onSave = form.handleSubmit(async (values) => {
    const isSaved = await saveForm({
      form,
      fieldNames,
      values,
      save: (sent) => (ekokom ? update.mutateAsync({ id: ekokom.id, ekokom: sent }) : create.mutateAsync(sent)),
      successMessage: 'message.ekokom_saved',
      versioned: ekokom && {
        toValues: ({ name, lockVersion }: Ekokom) => ({ name, lockVersion }),
        labelOf: () => t('ekokom.name'),
      },
    });
    if (isSaved) row.finishEditing();
  });

  const onCancel = () => {
    form.reset();
    row.finishEditing();
  };

  const onDelete = () =>
    ekokom && runAction({ run: () => remove.mutateAsync(ekokom.id), successMessage: 'message.ekokom_deleted' });

  return (
    <InlineEditRow
      isEditing={row.isEditing}
      rowLabel={ekokom?.name ?? t('settings.new_row')}
      onEdit={row.startEditing}
      onSave={onSave}
      onCancel={onCancel}
      onDelete={onDelete}
      deleteQuestion={t('confirm.really_delete_ekokom', { name: ekokom?.name ?? '' })}
    >
      <Table.Td>
        {row.isEditing ? (
          <TextInput
            aria-label={t('ekokom.name')}
            {...form.register('name')}
            error={fieldError(form.formState.errors.name)}
            maxLength={100}
            maw={480}
            autoFocus
          />
        ) : (
          ekokom?.name
        )}
      </Table.Td>
    </InlineEditRow>
  );
};
