import type { ProductInput } from '@bo/contract/settings/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productsQueryKey } from './get-products';

/** PUT /v1/products/{id} (body product) → { id }. */
export const updateProduct = ({ id, product }: { id: number; product: ProductInput & { lockVersion?: number } }) =>
  api.put<{ id: number }>(`/v1/products/${id}`, { product });

export const useUpdateProduct = (country: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryKey(country) }),
  });
};
