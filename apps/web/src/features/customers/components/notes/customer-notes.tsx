import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorFlash } from '@/hooks/use-error-flash';
import { useLoadingFlash } from '@/hooks/use-loading-flash';
import { useNotes } from '../../api/get-notes';
import { NewNoteForm } from './new-note-form';
import { NoteItem } from './note-item';

/** overview §2.6 Notes tab: the new-note box and the notes, newest first; they load on entry. */
export const CustomerNotes = ({ country, customerId }: { country: string; customerId: number }) => {
  const { t } = useTranslation();
  const notes = useNotes(country, customerId);
  useLoadingFlash(notes.isPending, 'message.loading_notes');
  useErrorFlash(notes.error);

  return (
    <Stack gap="md" maw={960}>
      <NewNoteForm key={customerId} country={country} customerId={customerId} />
      {notes.data && notes.data.notes.length === 0 && (
        <Text c="dimmed" size="sm" ta="center" py="md">
          {t('customer_note.none')}
        </Text>
      )}
      {notes.data && notes.data.notes.length > 0 && (
        <Stack gap="xs" component="section" aria-label={t('customer_note.list')}>
          {notes.data.notes.map((note) => (
            <NoteItem key={note.id} country={country} customerId={customerId} note={note} />
          ))}
        </Stack>
      )}
    </Stack>
  );
};
