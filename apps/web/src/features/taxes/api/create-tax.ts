import type { taxBodySchema } from '@bo/contract/settings/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { taxesQueryKey } from './get-taxes';

export type TaxBody = z.infer<typeof taxBodySchema>;

/** POST /v1/taxes (tax, isReduced) → { id }. */
export const createTax = (body: TaxBody) => api.post<{ id: number }>('/v1/taxes', body);

export const useCreateTax = (country: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTax,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxesQueryKey(country) }),
  });
};
