import type {
  BankPayment,
  BankPaymentPairBody,
  BankStatement,
  BankStatementListResponse,
  PairedInvoice,
} from '@bo/contract/bank-statements/schemas';
import type { FlashMessageDto } from '@bo/contract/errors/error-response';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const listKey = (country: string) => ['bank-statements', country, 'list'] as const;
const statementKey = (country: string, id: number) => ['bank-statements', country, 'statement', id] as const;

/** GET /v1/bank-statements?page → bankStatements, pagination. */
export const useBankStatements = (country: string, page: number) =>
  useQuery({
    queryKey: [...listKey(country), page] as const,
    queryFn: () => api.get<BankStatementListResponse>('/v1/bank-statements', { query: { page } }),
    placeholderData: keepPreviousData,
  });

/** GET /v1/bank-statements/{id}: the preview. */
export const useBankStatement = (country: string, id: number | null) =>
  useQuery({
    queryKey: statementKey(country, id ?? 0),
    queryFn: () => api.get<BankStatement>(`/v1/bank-statements/${id}`),
    enabled: id !== null,
  });

/** POST /v1/bank-statements ({ filename, content }) → the preview; a malformed file answers its line. */
export const useImportStatement = (country: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { filename: string; content: string }) =>
      api.post<BankStatement>('/v1/bank-statements', body, { showsOwnError: true }),
    onSuccess: (statement) => {
      queryClient.setQueryData(statementKey(country, statement.id), statement);
      return queryClient.invalidateQueries({ queryKey: listKey(country) });
    },
  });
};

type Confirmed = { bankStatement: BankStatement; paidInvoiceCount: number; flashMessages: FlashMessageDto[] };

/** POST /v1/bank-statements/{id}/confirm. */
export const useConfirmStatement = (country: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<Confirmed>(`/v1/bank-statements/${id}/confirm`),
    onSuccess: (result) => {
      queryClient.setQueryData(statementKey(country, result.bankStatement.id), result.bankStatement);
      void queryClient.invalidateQueries({ queryKey: ['invoices'] });
      return queryClient.invalidateQueries({ queryKey: listKey(country) });
    },
  });
};

type Paired = { payment: BankPayment; paidInvoiceCount: number; flashMessages: FlashMessageDto[] };

/** PUT /v1/bank-statements/{id}/payments/{paymentId} ({ invoiceId } | { invoiceIds }). */
export const usePairPayment = (country: string, statementId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, body }: { paymentId: number; body: BankPaymentPairBody }) =>
      api.put<Paired>(`/v1/bank-statements/${statementId}/payments/${paymentId}`, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['invoices'] });
      void queryClient.invalidateQueries({ queryKey: listKey(country) });
      return queryClient.invalidateQueries({ queryKey: statementKey(country, statementId) });
    },
  });
};

/** GET /v1/bank-statements/unpaid-invoices?search= (the pairing dialog). */
export const useUnpaidInvoices = (country: string, search: string) =>
  useQuery({
    queryKey: ['bank-statements', country, 'unpaid-invoices', search] as const,
    queryFn: () => api.get<{ invoices: PairedInvoice[] }>('/v1/bank-statements/unpaid-invoices', { query: { search } }),
    placeholderData: keepPreviousData,
  });
