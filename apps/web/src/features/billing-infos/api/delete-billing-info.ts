import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingInfoQueryOptions } from '@/features/customers/api/get-billing-info';
import { api } from '@/lib/api-client';

/** DELETE /v1/billing-info/{id} → { ok }; one in use answers 409 error.billing_info_in_use. */
export const deleteBillingInfo = (id: number) => api.delete<{ ok: true }>(`/v1/billing-info/${id}`);

/** The country's list is read again; the deleted detail is not (its modal closes). */
export const useDeleteBillingInfo = (country: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBillingInfo,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: billingInfoQueryOptions(country).queryKey, exact: true }),
  });
};
