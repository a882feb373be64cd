import type { unitSchema } from '@bo/contract/settings/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type Unit = z.infer<typeof unitSchema>;

/** GET /v1/units → { units }; rules §8: a failed load is silent and leaves the list empty. */
export const getUnits = async (): Promise<{ units: Unit[] }> => {
  try {
    return await api.get<{ units: Unit[] }>('/v1/units');
  } catch {
    return { units: [] };
  }
};

export const unitsQueryOptions = () =>
  queryOptions({ queryKey: ['units'], queryFn: getUnits, staleTime: Number.POSITIVE_INFINITY });

export const useUnits = () => useQuery(unitsQueryOptions());
