import type { CustomerListResponse } from '@bo/contract/customers/list-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type RequestOptions } from '@/lib/api-client';

export type CustomerListRequest = NonNullable<RequestOptions['query']>;

/** GET /v1/customers (filter fields, nextCallInDaysFrom, nextCallInDaysTo, page) → { customers, pagination }. */
export const getCustomers = (query: CustomerListRequest, signal?: AbortSignal) =>
  api.get<CustomerListResponse>('/v1/customers', { query, signal });

/** Every customer query of a country starts with this key: a change of any customer refreshes the list. */
export const customersQueryKey = (country: string) => ['customers', country] as const;

export const customerListQueryOptions = (country: string, query: CustomerListRequest) =>
  queryOptions({
    queryKey: [...customersQueryKey(country), 'list', query] as const,
    queryFn: ({ signal }) => getCustomers(query, signal),
    placeholderData: keepPreviousData,
  });

export const useCustomers = (country: string, query: CustomerListRequest, isEnabled = true) =>
  useQuery({ ...customerListQueryOptions(country, query), enabled: isEnabled });
