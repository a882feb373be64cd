import type { BillingInfo } from '@bo/contract/reference/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /v1/billing-info → { billingInfoList }: the company's invoicing entities in the current country. */
export const getBillingInfo = () => api.get<{ billingInfoList: BillingInfo[] }>('/v1/billing-info');

export const billingInfoQueryOptions = (country: string) =>
  queryOptions({ queryKey: ['billing-info', country] as const, queryFn: getBillingInfo });

export const useBillingInfo = (country: string) => useQuery(billingInfoQueryOptions(country));
