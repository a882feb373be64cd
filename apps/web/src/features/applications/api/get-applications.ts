import type { CustomerApplication } from '@bo/contract/applications/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerQueryKey } from '@/features/customers/api/get-customer';
import { api } from '@/lib/api-client';

/** Every application query of a customer starts with this key (the offers' create-application refreshes it). */
export const applicationsQueryKey = (country: string, customerId: number) =>
  [...customerQueryKey(country, customerId), 'applications'] as const;

/** GET /v1/customers/{id}/applications → { customerApplications }, newest first. */
export const getApplications = (customerId: number) =>
  api.get<{ customerApplications: CustomerApplication[] }>(`/v1/customers/${customerId}/applications`);

export const applicationsQueryOptions = (country: string, customerId: number) =>
  queryOptions({
    queryKey: [...applicationsQueryKey(country, customerId), 'list'] as const,
    queryFn: () => getApplications(customerId),
    staleTime: 0,
  });

export const useApplications = (country: string, customerId: number) =>
  useQuery(applicationsQueryOptions(country, customerId));

export const applicationQueryKey = (country: string, customerId: number, applicationId: number) =>
  [...applicationsQueryKey(country, customerId), applicationId] as const;

/** GET /v1/customers/{id}/applications/{appId} → { customerApplication }; 404 for another customer's. */
export const getApplication = (customerId: number, applicationId: number) =>
  api.get<{ customerApplication: CustomerApplication }>(`/v1/customers/${customerId}/applications/${applicationId}`);

export const applicationQueryOptions = (country: string, customerId: number, applicationId: number) =>
  queryOptions({
    queryKey: [...applicationQueryKey(country, customerId, applicationId), 'detail'] as const,
    queryFn: () => getApplication(customerId, applicationId),
    staleTime: 0,
  });

export const useApplication = (country: string, customerId: number, applicationId: number | 'new') =>
  useQuery({
    ...applicationQueryOptions(country, customerId, applicationId === 'new' ? 0 : applicationId),
    enabled: applicationId !== 'new',
  });
