import type { customerCallsResponseSchema } from '@bo/contract/customers/call-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { customerQueryKey } from './get-customer';

export type CustomerCallsResponse = z.infer<typeof customerCallsResponseSchema>;

/** GET /v1/customers/{id}/calls → { calls, recordingsAvailability }, newest first. */
export const getCustomerCalls = (customerId: number) =>
  api.get<CustomerCallsResponse>(`/v1/customers/${customerId}/calls`);

/** The recording of a call (audio/mpeg); the session cookie authorises the audio element's request. */
export const callRecordingUrl = (customerId: number, callId: number) =>
  `/v1/customers/${customerId}/calls/${callId}/play`;

export const customerCallsQueryOptions = (country: string, customerId: number) =>
  queryOptions({
    queryKey: [...customerQueryKey(country, customerId), 'calls'] as const,
    queryFn: () => getCustomerCalls(customerId),
    staleTime: 0,
  });

export const useCustomerCalls = (country: string, customerId: number) =>
  useQuery(customerCallsQueryOptions(country, customerId));
