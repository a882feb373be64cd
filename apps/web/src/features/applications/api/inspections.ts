import type { Inspection, InspectionCreateInput, InspectionUpdateInput } from '@bo/contract/applications/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applicationQueryKey } from './get-applications';

const baseUrl = (customerId: number, applicationId: number) =>
  `/v1/customers/${customerId}/applications/${applicationId}/inspections`;

type Target = { customerId: number; applicationId: number };

export const inspectionsQueryKey = (country: string, customerId: number, applicationId: number) =>
  [...applicationQueryKey(country, customerId, applicationId), 'inspections'] as const;

/** GET …/inspections → { inspections } (404 while configuration.enableInspection is off). */
export const useInspections = (country: string, customerId: number, applicationId: number) =>
  useQuery(
    queryOptions({
      queryKey: inspectionsQueryKey(country, customerId, applicationId),
      queryFn: () => api.get<{ inspections: Inspection[] }>(baseUrl(customerId, applicationId)),
    }),
  );

/** POST …/inspections → { id }; the note defaults to configuration.defaultInspectionNote. */
export const createInspection = (options: Target & { inspection: InspectionCreateInput }) =>
  api.post<{ id: number }>(
    baseUrl(options.customerId, options.applicationId),
    { inspection: options.inspection },
    { showsOwnError: true },
  );

/** PUT …/inspections/{inspectionId} (stale-version checked). Errors show in the modal (scope inspectionModal). */
export const updateInspection = (options: Target & { inspectionId: number; inspection: InspectionUpdateInput }) =>
  api.put<{ inspection: Inspection }>(
    `${baseUrl(options.customerId, options.applicationId)}/${options.inspectionId}`,
    { inspection: options.inspection },
    { showsOwnError: true },
  );

export const deleteInspection = (options: Target & { inspectionId: number }) =>
  api.delete<unknown>(`${baseUrl(options.customerId, options.applicationId)}/${options.inspectionId}`);

/** POST …/inspections/{inspectionId}/download → the protocol PDF. */
export const downloadInspection = (options: Target & { inspectionId: number }) =>
  api.post<Blob>(`${baseUrl(options.customerId, options.applicationId)}/${options.inspectionId}/download`, undefined, {
    responseType: 'blob',
  });

const useInvalidate = (country: string, customerId: number, applicationId: number) => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: inspectionsQueryKey(country, customerId, applicationId) });
};

export const useCreateInspection = (country: string, customerId: number, applicationId: number) =>
  useMutation({ mutationFn: createInspection, onSuccess: useInvalidate(country, customerId, applicationId) });
export const useUpdateInspection = (country: string, customerId: number, applicationId: number) =>
  useMutation({ mutationFn: updateInspection, onSuccess: useInvalidate(country, customerId, applicationId) });
export const useDeleteInspection = (country: string, customerId: number, applicationId: number) =>
  useMutation({ mutationFn: deleteInspection, onSuccess: useInvalidate(country, customerId, applicationId) });
