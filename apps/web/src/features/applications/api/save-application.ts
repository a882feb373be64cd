import type {
  ApplicationCreateInput,
  ApplicationUpdateInput,
  CustomerApplication,
} from '@bo/contract/applications/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applicationsQueryOptions } from './get-applications';

/** POST /v1/customers/{id}/applications → { id }. */
export const createApplication = (options: { customerId: number; customerApplication: ApplicationCreateInput }) =>
  api.post<{ id: number }>(`/v1/customers/${options.customerId}/applications`, {
    customerApplication: options.customerApplication,
  });

/** PUT /v1/customers/{id}/applications/{appId}: every field the caller may change (stale-version checked). */
export const updateApplication = (options: {
  customerId: number;
  applicationId: number;
  customerApplication: ApplicationUpdateInput;
}) =>
  api.put<{ customerApplication: CustomerApplication }>(
    `/v1/customers/${options.customerId}/applications/${options.applicationId}`,
    { customerApplication: options.customerApplication },
  );

/** DELETE /v1/customers/{id}/applications/{appId}; an invoiced application answers 409. */
export const deleteApplication = (options: { customerId: number; applicationId: number }) =>
  api.delete<unknown>(`/v1/customers/${options.customerId}/applications/${options.applicationId}`);

/** A save refreshes the menu (date, status, price). */
const useInvalidateList = (country: string, customerId: number) => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: applicationsQueryOptions(country, customerId).queryKey });
};

export const useCreateApplication = (country: string, customerId: number) =>
  useMutation({ mutationFn: createApplication, onSuccess: useInvalidateList(country, customerId) });
export const useUpdateApplication = (country: string, customerId: number) =>
  useMutation({ mutationFn: updateApplication, onSuccess: useInvalidateList(country, customerId) });
/** The deleted application's own queries are dropped by the screen once it has left its route. */
export const useDeleteApplication = (country: string, customerId: number) =>
  useMutation({ mutationFn: deleteApplication, onSuccess: useInvalidateList(country, customerId) });
