import { noteInputSchema } from '@bo/contract/customers/note-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, Textarea } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { saveForm } from '@/components/ui/form/save-form';
import { useFieldError } from '@/components/ui/form/use-field-error';
import { validationMessages } from '@/lib/form-validation';
import { useIsSaving } from '@/lib/saving-store';
import { useCreateNote } from '../../api/create-note';

type NoteValues = z.input<typeof noteInputSchema>;

/** The new-note box of the notes tab; Ctrl+Enter adds the note too. */
export const NewNoteForm = ({ country, customerId }: { country: string; customerId: number }) => {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const isSaving = useIsSaving();
  const create = useCreateNote(country);
  const form = useForm<NoteValues, unknown, z.output<typeof noteInputSchema>>({
    resolver: zodResolver(noteInputSchema, validationMessages),
    defaultValues: { note: '' },
  });

  const onSubmit = form.handleSubmit((values) =>
    saveForm({
      form,
      fieldNames: ['note'],
      values: { note: '' },
      save: () => create.mutateAsync({ customerId, note: values.note }),
      successMessage: 'message.customer_note_saved',
    }),
  );

  return (
    <Paper withBorder p="md">
      <form onSubmit={onSubmit} noValidate aria-label={t('customer_note.new')}>
        <Stack gap="sm">
          <Textarea
            {...form.register('note')}
            label={t('customer_note.new')}
            placeholder={t('customer_note.new_placeholder')}
            error={fieldError(form.formState.errors.note)}
            autosize
            minRows={3}
            maxRows={12}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                void onSubmit();
              }
            }}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={isSaving} leftSection={<IconPlus size={18} />}>
              {t('customer_note.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
};
