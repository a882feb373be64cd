import type { BillingInfoInput } from '@bo/contract/settings/billing-infos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingInfoQueryOptions } from '@/features/customers/api/get-billing-info';
import { api } from '@/lib/api-client';

/** POST /v1/billing-info (body billingInfo) → { id }. */
export const createBillingInfo = (billingInfo: BillingInfoInput) =>
  api.post<{ id: number }>('/v1/billing-info', { billingInfo });

/** The country's list (customers, invoices and reports choose from it) is read again. */
export const useCreateBillingInfo = (country: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBillingInfo,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: billingInfoQueryOptions(country).queryKey, exact: true }),
  });
};
