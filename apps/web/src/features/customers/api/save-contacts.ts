import type { Contact, ContactSlotInput } from '@bo/contract/customers/contact-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contactsQueryKey } from './get-contacts';
import { customersQueryKey } from './get-customers';

/** PUT /v1/customers/{id}/contacts (contacts: the four slots, overview §4 Contact slot) → { contacts }. */
export const saveContacts = ({ customerId, contacts }: { customerId: number; contacts: ContactSlotInput[] }) =>
  api.put<{ contacts: Contact[] }>(`/v1/customers/${customerId}/contacts`, { contacts });

export const useSaveContacts = (country: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContacts,
    onSuccess: (data, { customerId }) => {
      queryClient.setQueryData(contactsQueryKey(country, customerId), data);
      // The list shows the first two contacts.
      return queryClient.invalidateQueries({ queryKey: [...customersQueryKey(country), 'list'] });
    },
  });
};
