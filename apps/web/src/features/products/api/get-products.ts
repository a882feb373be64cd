import type { Product } from '@bo/contract/settings/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /v1/products (search over code and name) → { products } of the current country, in position order. */
export const getProducts = (search: string) => api.get<{ products: Product[] }>('/v1/products', { query: { search } });

export const productsQueryKey = (country: string) => ['products', country] as const;

export const productsQueryOptions = (country: string, search = '') =>
  queryOptions({
    queryKey: [...productsQueryKey(country), { search }] as const,
    queryFn: () => getProducts(search),
    placeholderData: keepPreviousData,
  });

export const useProducts = (country: string, search = '') => useQuery(productsQueryOptions(country, search));
