import type { ProductInput } from '@bo/contract/settings/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productsQueryKey } from './get-products';

/** POST /v1/products (body product) → { id }. */
export const createProduct = (product: ProductInput) => api.post<{ id: number }>('/v1/products', { product });

export const useCreateProduct = (country: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryKey(country) }),
  });
};
