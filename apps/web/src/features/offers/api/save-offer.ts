import type { CustomerOffer, OfferCreateInput, OfferUpdateInput } from '@bo/contract/offers/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customerDetailQueryKey } from '@/features/customers/api/get-customer';
import { api } from '@/lib/api-client';
import { offersQueryOptions } from './get-offers';

type Saved = { customerOffer: CustomerOffer };

/** POST /v1/customers/{id}/offers → { id }; the version follows configuration.enableOfferV2. */
export const createOffer = ({ customerId, customerOffer }: { customerId: number; customerOffer: OfferCreateInput }) =>
  api.post<{ id: number }>(`/v1/customers/${customerId}/offers`, { customerOffer });

/** PUT /v1/customers/{id}/offers/{offerId}: the whole offer (both parts, next call). */
export const updateOffer = (options: { customerId: number; offerId: number; customerOffer: OfferUpdateInput }) =>
  api.put<Saved>(`/v1/customers/${options.customerId}/offers/${options.offerId}`, {
    customerOffer: options.customerOffer,
  });

/**
 * A save refreshes the menu (parts, dates) and the customer (its next call follows the offer's);
 * the offer's own panels (cart, attachments) keep their unsaved edits.
 */
const useInvalidateOffers = (country: string, customerId: number) => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: offersQueryOptions(country, customerId).queryKey }),
      queryClient.invalidateQueries({ queryKey: customerDetailQueryKey(country, customerId) }),
    ]);
};

export const useCreateOffer = (country: string, customerId: number) =>
  useMutation({ mutationFn: createOffer, onSuccess: useInvalidateOffers(country, customerId) });
export const useUpdateOffer = (country: string, customerId: number) =>
  useMutation({ mutationFn: updateOffer, onSuccess: useInvalidateOffers(country, customerId) });
