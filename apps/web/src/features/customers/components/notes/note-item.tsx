import { isAdministrator } from '@bo/contract/auth/roles';
import { type CustomerNote, noteInputSchema } from '@bo/contract/customers/note-schemas';
import { formatDateTime } from '@bo/contract/dates/format';
import { lockVersionField } from '@bo/contract/records/lock-version';
import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Button, Group, Paper, Stack, Text, Textarea, Tooltip, UnstyledButton } from '@mantine/core';
import { IconCheck, IconPencil, IconTrash, IconUser, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { saveForm } from '@/components/ui/form/save-form';
import { useFieldError } from '@/components/ui/form/use-field-error';
import { useUser } from '@/lib/auth-store';
import { showErrorFlash } from '@/lib/error-flash';
import { addFlash } from '@/lib/flash-store';
import { validationMessages } from '@/lib/form-validation';
import { runSave, useIsSaving } from '@/lib/saving-store';
import { useDeleteNote } from '../../api/delete-note';
import { useUpdateNote } from '../../api/update-note';

/** The note with the lockVersion it was loaded with (DESIGN §4). */
const noteFormSchema = noteInputSchema.extend({ lockVersion: lockVersionField });
type NoteValues = z.input<typeof noteFormSchema>;

/**
 * One note of the notes tab. overview §4 Note editing: the edit button or a click on the text opens
 * it for editing; cancel, Escape or save close it. The author and administrators may change it.
 */
export const NoteItem = ({
  country,
  customerId,
  note,
}: {
  country: string;
  customerId: number;
  note: CustomerNote;
}) => {
  const { t } = useTranslation();
  const user = useUser();
  const fieldError = useFieldError();
  const isSaving = useIsSaving();
  const { confirm, dialog } = useConfirm();
  const update = useUpdateNote(country);
  const remove = useDeleteNote(country);
  const [isEditing, setIsEditing] = useState(false);
  const form = useForm<NoteValues, unknown, z.output<typeof noteFormSchema>>({
    resolver: zodResolver(noteFormSchema, validationMessages),
    defaultValues: { note: note.note, lockVersion: note.lockVersion },
  });
  const canEdit = note.userId === user.id || isAdministrator(user.roles);
  const author = [note.userName, note.userSurname].filter(Boolean).join(' ') || t('customer_note.unknown_author');

  const startEditing = () => {
    if (!canEdit) return;
    form.reset({ note: note.note, lockVersion: note.lockVersion });
    setIsEditing(true);
  };
  const cancel = () => {
    form.reset({ note: note.note, lockVersion: note.lockVersion });
    setIsEditing(false);
  };

  const onSave = form.handleSubmit(async (values) => {
    const isSaved = await saveForm({
      form,
      fieldNames: ['note'],
      values,
      save: (sent) =>
        update.mutateAsync({ customerId, noteId: note.id, note: sent.note, lockVersion: sent.lockVersion }),
      successMessage: 'message.customer_note_saved',
      versioned: {
        toValues: (current: CustomerNote) => ({ note: current.note, lockVersion: current.lockVersion }),
        labelOf: () => t('customer_note.text'),
      },
    });
    if (isSaved) setIsEditing(false);
  });

  const onDelete = async () => {
    if (!(await confirm(t('confirm.really_delete_note')))) return;
    await runSave(async () => {
      try {
        await remove.mutateAsync({ customerId, noteId: note.id });
        addFlash({ message: 'message.customer_note_deleted', severity: 'success' });
      } catch (error) {
        showErrorFlash(error);
      }
    });
  };

  return (
    <Paper
      withBorder
      p="sm"
      px="md"
      component="article"
      aria-label={t('customer_note.label', { date: formatDateTime(note.dateCreated) })}
    >
      <Group justify="space-between" align="center" gap="xs" mb={4} wrap="nowrap">
        <Group gap="sm" wrap="wrap">
          <Text size="xs" fw={600} c="petrol.8">
            {formatDateTime(note.dateCreated)}
          </Text>
          <Group gap={4} wrap="nowrap">
            <IconUser size={13} color="var(--mantine-color-dimmed)" />
            <Text size="xs" c="dimmed">
              {author}
            </Text>
          </Group>
        </Group>
        {canEdit && !isEditing && (
          <Group gap={2} wrap="nowrap">
            <Tooltip label={t('settings.edit')} withArrow openDelay={300}>
              <ActionIcon variant="subtle" aria-label={t('customer_note.edit')} onClick={startEditing}>
                <IconPencil size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('settings.delete')} withArrow openDelay={300}>
              <ActionIcon variant="subtle" color="red" aria-label={t('customer_note.delete')} onClick={onDelete}>
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
      </Group>
      {isEditing ? (
        <form onSubmit={onSave} noValidate>
          <Stack gap="xs">
            <Textarea
              {...form.register('note')}
              aria-label={t('customer_note.text')}
              error={fieldError(form.formState.errors.note)}
              autosize
              minRows={2}
              maxRows={14}
              autoFocus
              onKeyDown={(event) => {
                if (event.key === 'Escape') {
                  event.preventDefault();
                  cancel();
                } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                  event.preventDefault();
                  void onSave();
                }
              }}
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" size="xs" leftSection={<IconX size={14} />} onClick={cancel}>
                {t('app.cancel')}
              </Button>
              <Button type="submit" size="xs" loading={isSaving} leftSection={<IconCheck size={14} />}>
                {t('app.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : canEdit ? (
        <UnstyledButton
          onClick={startEditing}
          w="100%"
          title={t('customer_note.click_to_edit')}
          style={{ cursor: 'text' }}
        >
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {note.note}
          </Text>
        </UnstyledButton>
      ) : (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {note.note}
        </Text>
      )}
      {dialog}
    </Paper>
  );
};
