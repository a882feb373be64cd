import type { BillingInfoDetail, BillingInfoInput } from '@bo/contract/settings/billing-infos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingInfoQueryOptions } from '@/features/customers/api/get-billing-info';
import { api } from '@/lib/api-client';
import { billingInfoDetailQueryKey } from './get-billing-info-detail';

type UpdateBillingInfo = { id: number; billingInfo: BillingInfoInput & { lockVersion?: number } };

/** PUT /v1/billing-info/{id} (body billingInfo with lockVersion) → { billingInfo } as saved. */
export const updateBillingInfo = ({ id, billingInfo }: UpdateBillingInfo) =>
  api.put<{ billingInfo: BillingInfoDetail }>(`/v1/billing-info/${id}`, { billingInfo });

/** The saved record becomes the detail; the country's list is read again. */
export const useUpdateBillingInfo = (country: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBillingInfo,
    onSuccess: (saved) => {
      queryClient.setQueryData(billingInfoDetailQueryKey(country, saved.billingInfo.id), saved);
      return queryClient.invalidateQueries({ queryKey: billingInfoQueryOptions(country).queryKey, exact: true });
    },
  });
};
