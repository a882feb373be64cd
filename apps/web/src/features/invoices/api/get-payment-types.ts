import type { paymentTypeSchema } from '@bo/contract/settings/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type PaymentType = z.infer<typeof paymentTypeSchema>;

/** GET /v1/payment-types → { paymentTypes }; rules §8: a failed load is silent and leaves the list empty. */
const getPaymentTypes = async (): Promise<{ paymentTypes: PaymentType[] }> => {
  try {
    return await api.get<{ paymentTypes: PaymentType[] }>('/v1/payment-types');
  } catch {
    return { paymentTypes: [] };
  }
};

export const usePaymentTypes = () =>
  useQuery(
    queryOptions({ queryKey: ['payment-types'], queryFn: getPaymentTypes, staleTime: Number.POSITIVE_INFINITY }),
  );
