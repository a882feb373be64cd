import { lockVersionField } from '@bo/contract/records/lock-version';
import { type Ekokom, ekokomBodySchema } from '@bo/contract/settings/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Table, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { runAction } from '@/components/ui/form/save-form';
import { useFieldError } from '@/components/ui/form/use-field-error';
import { InlineEditRow, useInlineEditForm } from '@/components/ui/inline-edit-row';
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
  const create = useCreateEkokom(country);
  const update = useUpdateEkokom(country);
  const remove = useDeleteEkokom(country);
  const form = useForm({
    resolver: zodResolver(ekokomFormSchema, validationMessages),
    defaultValues: { name: ekokom?.name ?? '', lockVersion: ekokom?.lockVersion },
  });

  const row = useInlineEditForm({
    form,
    isNew: !ekokom,
    onDone,
    fieldNames,
    save: (sent) => (ekokom ? update.mutateAsync({ id: ekokom.id, ekokom: sent }) : create.mutateAsync(sent)),
    successMessage: 'message.ekokom_saved',
    versioned: ekokom && {
      toValues: ({ name, lockVersion }: Ekokom) => ({ name, lockVersion }),
      labelOf: () => t('ekokom.name'),
    },
  });

  const onDelete = () =>
    ekokom && runAction({ run: () => remove.mutateAsync(ekokom.id), successMessage: 'message.ekokom_deleted' });

  return (
    <InlineEditRow
      {...row}
      rowLabel={ekokom?.name ?? t('settings.new_row')}
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
