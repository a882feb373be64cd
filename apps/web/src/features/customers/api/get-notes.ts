import type { CustomerNote } from '@bo/contract/customers/note-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { customerQueryKey } from './get-customer';

/** GET /v1/customers/{id}/notes → { notes }, newest first, with the author. */
export const getNotes = (customerId: number) => api.get<{ notes: CustomerNote[] }>(`/v1/customers/${customerId}/notes`);

export const notesQueryKey = (country: string, customerId: number) =>
  [...customerQueryKey(country, customerId), 'notes'] as const;

/** overview §2.6: notes load on entry to the tab, never from an older visit's cache alone. */
export const notesQueryOptions = (country: string, customerId: number) =>
  queryOptions({ queryKey: notesQueryKey(country, customerId), queryFn: () => getNotes(customerId), staleTime: 0 });

export const useNotes = (country: string, customerId: number) => useQuery(notesQueryOptions(country, customerId));
