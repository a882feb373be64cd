import type { Contact } from '@bo/contract/customers/contact-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { customerQueryKey } from './get-customer';

/** GET /v1/customers/{id}/contacts → { contacts }: always four slots, the empty ones with id null. */
export const getContacts = (customerId: number) =>
  api.get<{ contacts: Contact[] }>(`/v1/customers/${customerId}/contacts`);

export const contactsQueryKey = (country: string, customerId: number) =>
  [...customerQueryKey(country, customerId), 'contacts'] as const;

export const contactsQueryOptions = (country: string, customerId: number) =>
  queryOptions({ queryKey: contactsQueryKey(country, customerId), queryFn: () => getContacts(customerId) });

export const useContacts = (country: string, customerId: number) => useQuery(contactsQueryOptions(country, customerId));
