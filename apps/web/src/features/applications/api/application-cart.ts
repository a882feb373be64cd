import type { ApplicationCart, ApplicationCartSaveBody } from '@bo/contract/applications/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applicationQueryKey, applicationsQueryOptions } from './get-applications';

const baseUrl = (customerId: number, applicationId: number) =>
  `/v1/customers/${customerId}/applications/${applicationId}/products`;

export const applicationCartQueryKey = (country: string, customerId: number, applicationId: number) =>
  [...applicationQueryKey(country, customerId, applicationId), 'products'] as const;

/** GET …/applications/{appId}/products → both carts, the invoiced parts (disabledFields) and the carts' version. */
export const applicationCartQueryOptions = (country: string, customerId: number, applicationId: number) =>
  queryOptions({
    queryKey: applicationCartQueryKey(country, customerId, applicationId),
    queryFn: () => api.get<ApplicationCart>(baseUrl(customerId, applicationId)),
    staleTime: 0,
  });

export const useApplicationCart = (country: string, customerId: number, applicationId: number) =>
  useQuery(applicationCartQueryOptions(country, customerId, applicationId));

/** POST …/products replaces the carts sent; the server recomputes the lines and answers both (authoritative). */
export const saveApplicationCart = (options: {
  customerId: number;
  applicationId: number;
  body: ApplicationCartSaveBody;
}) => api.post<ApplicationCart>(baseUrl(options.customerId, options.applicationId), options.body);

export const useSaveApplicationCart = (country: string, customerId: number, applicationId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveApplicationCart,
    onSuccess: (saved) => {
      queryClient.setQueryData(applicationCartQueryKey(country, customerId, applicationId), saved);
      // the menu's price follows the carts while not invoiced
      return queryClient.invalidateQueries({ queryKey: applicationsQueryOptions(country, customerId).queryKey });
    },
  });
};

export type ApplicationDocument = 'order-file' | 'delivery-file';

/** POST …/order-file or /delivery-file?private=0|1 → the PDF of one cart part. */
export const downloadApplicationDocument = (options: {
  customerId: number;
  applicationId: number;
  document: ApplicationDocument;
  isPrivate: boolean;
}) =>
  api.post<Blob>(
    `/v1/customers/${options.customerId}/applications/${options.applicationId}/${options.document}`,
    undefined,
    {
      query: { private: options.isPrivate ? '1' : '0' },
      responseType: 'blob',
    },
  );
