import type { ConfigurationPatch, ConfigurationRecord } from '@bo/contract/configuration/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { configurationQueryKey } from './get-configuration';

/** PATCH /v1/configuration with one changed key → { configuration }. */
export const updateConfiguration = (configuration: ConfigurationPatch['configuration']) =>
  api.patch<{ configuration: ConfigurationRecord }>('/v1/configuration', { configuration });

export const useUpdateConfiguration = (country: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConfiguration,
    onSuccess: (data) => queryClient.setQueryData(configurationQueryKey(country), data),
  });
};
