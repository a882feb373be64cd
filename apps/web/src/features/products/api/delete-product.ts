import type { deleteResultSchema } from '@bo/contract/settings/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { productsQueryKey } from './get-products';

/** DELETE /v1/products/{id} → { id, isHidden }: a product used in documents is hidden instead of deleted. */
export const deleteProduct = (id: number) => api.delete<z.infer<typeof deleteResultSchema>>(`/v1/products/${id}`);

export const useDeleteProduct = (country: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryKey(country) }),
  });
};
