import type { InvoiceListResponse, InvoiceStatistics } from '@bo/contract/invoices/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type RequestOptions } from '@/lib/api-client';

export type InvoiceListRequest = NonNullable<RequestOptions['query']>;

/** Every invoice query of a country starts with this key: a change of any invoice refreshes them. */
export const invoicesQueryKey = (country: string) => ['invoices', country] as const;

/** GET /v1/invoices (filters with empty values dropped, page) → { invoices, pagination, summary }. */
export const getInvoices = (query: InvoiceListRequest, signal?: AbortSignal) =>
  api.get<InvoiceListResponse>('/v1/invoices', { query, signal });

export const useInvoices = (country: string, query: InvoiceListRequest, isEnabled = true) =>
  useQuery(
    queryOptions({
      queryKey: [...invoicesQueryKey(country), 'list', query] as const,
      queryFn: ({ signal }) => getInvoices(query, signal),
      placeholderData: keepPreviousData,
      enabled: isEnabled,
    }),
  );

/** GET /v1/invoices/statistics?year= → totals of the year and of each month. */
export const useInvoiceStatistics = (country: string, year: number) =>
  useQuery({
    queryKey: [...invoicesQueryKey(country), 'statistics', year] as const,
    queryFn: ({ signal }) => api.get<InvoiceStatistics>('/v1/invoices/statistics', { query: { year }, signal }),
    placeholderData: keepPreviousData,
  });
