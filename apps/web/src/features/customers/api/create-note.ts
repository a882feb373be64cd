import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { customersQueryKey } from './get-customers';
import { notesQueryKey } from './get-notes';

/** POST /v1/customers/{id}/notes (body note) → { id }. */
export const createNote = ({ customerId, note }: { customerId: number; note: string }) =>
  api.post<{ id: number }>(`/v1/customers/${customerId}/notes`, { note: { note } });

/** The list shows each customer's latest note, so it is refreshed too. */
export const useCreateNote = (country: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNote,
    onSuccess: (_data, { customerId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notesQueryKey(country, customerId) }),
        queryClient.invalidateQueries({ queryKey: [...customersQueryKey(country), 'list'] }),
      ]),
  });
};
