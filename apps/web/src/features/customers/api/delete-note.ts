import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { customersQueryKey } from './get-customers';
import { notesQueryKey } from './get-notes';

/** DELETE /v1/customers/{id}/notes/{noteId}; the author or an administrator only. */
export const deleteNote = ({ customerId, noteId }: { customerId: number; noteId: number }) =>
  api.delete<unknown>(`/v1/customers/${customerId}/notes/${noteId}`);

export const useDeleteNote = (country: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNote,
    onSuccess: (_data, { customerId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notesQueryKey(country, customerId) }),
        queryClient.invalidateQueries({ queryKey: [...customersQueryKey(country), 'list'] }),
      ]),
  });
};
