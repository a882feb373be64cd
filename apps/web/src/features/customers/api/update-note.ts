import type { CustomerNote } from '@bo/contract/customers/note-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { customersQueryKey } from './get-customers';
import { notesQueryKey } from './get-notes';

/** PUT /v1/customers/{id}/notes/{noteId} (body note) → { note }; the author or an administrator only. */
export const updateNote = ({
  customerId,
  noteId,
  note,
  lockVersion,
}: {
  customerId: number;
  noteId: number;
  note: string;
  lockVersion: number;
}) => api.put<{ note: CustomerNote }>(`/v1/customers/${customerId}/notes/${noteId}`, { note: { note, lockVersion } });

export const useUpdateNote = (country: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNote,
    onSuccess: (_data, { customerId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notesQueryKey(country, customerId) }),
        queryClient.invalidateQueries({ queryKey: [...customersQueryKey(country), 'list'] }),
      ]),
  });
};
