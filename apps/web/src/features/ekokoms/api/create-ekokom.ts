import type { ekokomBodySchema } from '@bo/contract/settings/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { ekokomsQueryKey } from './get-ekokoms';

export type EkokomInput = z.infer<typeof ekokomBodySchema>['ekokom'];

/** POST /v1/ekokoms (body ekokom) → { id }. */
export const createEkokom = (ekokom: EkokomInput) => api.post<{ id: number }>('/v1/ekokoms', { ekokom });

export const useCreateEkokom = (country: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEkokom,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ekokomsQueryKey(country) }),
  });
};
