import type { HistoryEntity, HistoryResponse } from '@bo/contract/history/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /v1/history?entity=…&id=…&page=… → { changes, pagination }, newest first. */
export const getHistory = (entity: HistoryEntity, id: number, page: number, signal?: AbortSignal) =>
  api.get<HistoryResponse>(`/v1/history?entity=${entity}&id=${id}&page=${page}`, { signal });

export const historyQueryKey = (country: string, entity: HistoryEntity, id: number) =>
  ['history', country, entity, id] as const;

/** Always read afresh when the panel opens: a save a moment ago must be there. */
export const historyQueryOptions = (country: string, entity: HistoryEntity, id: number, page: number) =>
  queryOptions({
    queryKey: [...historyQueryKey(country, entity, id), page] as const,
    queryFn: ({ signal }) => getHistory(entity, id, page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useHistory = (country: string, entity: HistoryEntity, id: number, page: number) =>
  useQuery(historyQueryOptions(country, entity, id, page));
