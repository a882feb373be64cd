import type { CalendarBoardResponse } from '@bo/contract/calendar/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type BoardParams = { weekDiff: number; showAsUser?: number };

/** GET /v1/calendars/board (weekDiff, showAsUser) → { startDate, endDate, user, dates }. */
export const getCalendarBoard = (params: BoardParams) =>
  api.get<CalendarBoardResponse>('/v1/calendars/board', { query: params });

export const calendarQueryKey = (country: string) => ['calendar', country] as const;

export const calendarBoardQueryOptions = (country: string, params: BoardParams) =>
  queryOptions({
    queryKey: [...calendarQueryKey(country), params] as const,
    queryFn: () => getCalendarBoard(params),
    placeholderData: keepPreviousData,
  });

export const useCalendarBoard = (country: string, params: BoardParams, isEnabled = true) =>
  useQuery({ ...calendarBoardQueryOptions(country, params), enabled: isEnabled });
