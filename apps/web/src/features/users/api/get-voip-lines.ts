import type { voipLineSchema } from '@bo/contract/users/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type VoipLine = z.infer<typeof voipLineSchema>;

/** GET /v1/call/lines?userId= → { voipLines }: the lines nobody else holds (the user's own included). */
export const getVoipLines = (userId: number) =>
  api.get<{ voipLines: VoipLine[] }>('/v1/call/lines', { query: { userId } });

export const voipLinesQueryKey = ['voip-lines'] as const;

export const voipLinesQueryOptions = (userId: number) =>
  queryOptions({ queryKey: [...voipLinesQueryKey, userId] as const, queryFn: () => getVoipLines(userId) });

export const useVoipLines = (userId: number) => useQuery(voipLinesQueryOptions(userId));
