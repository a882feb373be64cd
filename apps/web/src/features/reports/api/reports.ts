import type {
  AccountantGenerateRequest,
  AccountantReportsResponse,
  EkokomsResponse,
  ExitInspectionsResponse,
  InvoicingResponse,
  LogBooksResponse,
  WagesResponse,
} from '@bo/contract/reports/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type DownloadedFile } from '@/lib/api-client';

export type MonthFilter = { month: number; year: number };

/** GET /v1/reports/invoicing (postpone=0|1) → invoicingApplications, summary. */
export const useInvoicingReport = (country: string, postponed: boolean) =>
  useQuery({
    queryKey: ['reports', 'invoicing', country, postponed] as const,
    queryFn: () => api.get<InvoicingResponse>('/v1/reports/invoicing', { query: { postpone: postponed ? 1 : 0 } }),
  });

/**
 * PATCH of the application: the hide or the postpone of one row's cart part (the report's one-click changes) —
 * reportInvoiceHide/postponeInvoiceDate for the company part, reportInvoiceHidePrivate/postponeInvoiceDatePrivate for
 * the private part.
 */
export const useInvoicingChange = (country: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (options: {
      customerId: number;
      applicationId: number;
      isPrivate: boolean;
      change: { hide: true } | { postponeTo: string };
    }) => {
      const suffix = options.isPrivate ? 'Private' : '';
      const change =
        'hide' in options.change
          ? { [`reportInvoiceHide${suffix}`]: true }
          : { [`postponeInvoiceDate${suffix}`]: options.change.postponeTo };
      return api.patch<unknown>(`/v1/customers/${options.customerId}/applications/${options.applicationId}`, {
        customerApplication: change,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reports', 'invoicing', country] }),
  });
};

/** POST /v1/customers/{id}/applications/{appId}/invoice?private=0|1 → { id } (the invoices issue's call). */
export const useInvoiceApplicationPart = (country: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (options: { customerId: number; applicationId: number; isPrivate: boolean }) =>
      api.post<{ id: number }>(
        `/v1/customers/${options.customerId}/applications/${options.applicationId}/invoice`,
        undefined,
        { query: { private: options.isPrivate ? 1 : 0 } },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reports', 'invoicing', country] }),
  });
};

/** GET /v1/reports/exit-inspections (date) → exitInspections, date. */
export const useExitInspections = (country: string, date: string) =>
  useQuery({
    queryKey: ['reports', 'exits', country, date] as const,
    queryFn: () => api.get<ExitInspectionsResponse>('/v1/reports/exit-inspections', { query: { date } }),
    placeholderData: keepPreviousData,
  });

/** GET /v1/reports/log-books (userId, month, year) → logBooks, filter; only with a user. */
export const useLogBooks = (country: string, filter: (MonthFilter & { userId: number }) | null) =>
  useQuery({
    queryKey: ['reports', 'log-books', country, filter] as const,
    queryFn: () => api.get<LogBooksResponse>('/v1/reports/log-books', { query: filter ?? {} }),
    enabled: filter !== null,
  });

/** The same rows as a CSV file (asCsv=1). */
export const downloadLogBookCsv = (filter: MonthFilter & { userId: number }) =>
  api.get<Blob>('/v1/reports/log-books', { query: { ...filter, asCsv: 1 }, responseType: 'blob' });

/** GET /v1/reports/wages/{userId} (month, year) → userCommissions, sum; only with a user. */
export const useWages = (country: string, filter: (MonthFilter & { userId: number }) | null) =>
  useQuery({
    queryKey: ['reports', 'wages', country, filter] as const,
    queryFn: () =>
      api.get<WagesResponse>(`/v1/reports/wages/${filter?.userId}`, {
        query: { month: filter?.month, year: filter?.year },
      }),
    enabled: filter !== null,
  });

/** GET /v1/reports/ekokoms (month, year) → ekokomsSummary, filter. */
export const useEkokomsReport = (country: string, filter: MonthFilter) =>
  useQuery({
    queryKey: ['reports', 'ekokoms', country, filter] as const,
    queryFn: () => api.get<EkokomsResponse>('/v1/reports/ekokoms', { query: filter }),
  });

/** GET /v1/reports/accountant → accountantReports. */
export const useAccountantReports = (country: string) =>
  useQuery({
    queryKey: ['reports', 'accountant', country] as const,
    queryFn: () => api.get<AccountantReportsResponse>('/v1/reports/accountant'),
  });

/**
 * GET /v1/reports/accountant/{id}?asFile=1: the XML as a file (the browser unpacks its gzip; a year of invoices is
 * hundreds of megabytes, too many for a JSON string, decision 201).
 */
export const downloadAccountantReport = (id: number) =>
  api.get<DownloadedFile>(`/v1/reports/accountant/${id}`, { query: { asFile: 1 }, responseType: 'file' });

/** POST /v1/reports/accountant/generate → { id }; the list refreshes. */
export const useGenerateAccountantReport = (country: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountantGenerateRequest) => api.post<{ id: number }>('/v1/reports/accountant/generate', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reports', 'accountant', country] }),
  });
};
