import type { cartLineSchema } from '@bo/contract/offers/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { offerQueryKey } from './get-offer';

export type CartLineDto = z.infer<typeof cartLineSchema>;
export type CartResponse = { products: CartLineDto[]; lockVersion: number; isSupplierVatPayer: boolean };

const baseUrl = (customerId: number, offerId: number | 'new') =>
  `/v1/customers/${customerId}/offers/${offerId}/products`;

/**
 * GET …/offers/{offerId}/products → { products, lockVersion, isSupplierVatPayer }: the offer's cart; `new`: the
 * empty cart a new offer starts from, at the version its first save sends.
 */
export const getOfferCart = (customerId: number, offerId: number | 'new') =>
  api.get<CartResponse>(baseUrl(customerId, offerId));

export const offerCartQueryKey = (country: string, customerId: number, offerId: number | 'new') =>
  [...offerQueryKey(country, customerId, offerId), 'products'] as const;

export const useOfferCart = (country: string, customerId: number, offerId: number | 'new') =>
  useQuery(
    queryOptions({
      queryKey: offerCartQueryKey(country, customerId, offerId),
      queryFn: () => getOfferCart(customerId, offerId),
      staleTime: 0,
    }),
  );

/** POST …/products replaces the cart; the server recomputes the lines and answers them (authoritative). */
export const saveOfferCart = (options: {
  customerId: number;
  offerId: number;
  products: { productId: number; amount: number; sale: number; position: number }[];
  lockVersion: number;
}) =>
  api.post<CartResponse>(baseUrl(options.customerId, options.offerId), {
    products: options.products,
    lockVersion: options.lockVersion,
  });

export const useSaveOfferCart = (country: string, customerId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOfferCart,
    onSuccess: (saved, { offerId }) => queryClient.setQueryData(offerCartQueryKey(country, customerId, offerId), saved),
  });
};
