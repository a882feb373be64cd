import type { BillingInfoDetail } from '@bo/contract/settings/billing-infos';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingInfoQueryOptions } from '@/features/customers/api/get-billing-info';
import { api } from '@/lib/api-client';

/** GET /v1/billing-info/{id} → { billingInfo }: one billing info with its lockVersion (decision 174). */
export const getBillingInfoDetail = (id: number, signal?: AbortSignal) =>
  api.get<{ billingInfo: BillingInfoDetail }>(`/v1/billing-info/${id}`, { signal });

/** Under the list's key, so whatever refreshes the list (GET /v1/billing-info) refreshes the detail as well. */
export const billingInfoDetailQueryKey = (country: string, id: number) =>
  [...billingInfoQueryOptions(country).queryKey, id] as const;

export const billingInfoDetailQueryOptions = (country: string, id: number) =>
  queryOptions({
    queryKey: billingInfoDetailQueryKey(country, id),
    queryFn: ({ signal }) => getBillingInfoDetail(id, signal),
  });

/** `isEnabled` false while the record is being deleted: no read of what is going away. */
export const useBillingInfoDetail = (country: string, id: number | undefined, isEnabled = true) =>
  useQuery({ ...billingInfoDetailQueryOptions(country, id ?? 0), enabled: id !== undefined && isEnabled });
