import type { CalendarEvent } from '@bo/contract/calendar/schemas';
import type { RouteOrderResponse } from '@bo/contract/route/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarQueryKey } from '@/features/calendar/api/get-calendar-board';
import { api } from '@/lib/api-client';
import { addFlash } from '@/lib/flash-store';

type DayParams = { date: string; showAsUser: number | undefined };

const refresh = (queryClient: ReturnType<typeof useQueryClient>, country: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: calendarQueryKey(country) }),
    queryClient.invalidateQueries({ queryKey: ['map', country] }),
  ]);

/** POST /v1/calendars/{date}/route-order (showAsUser): the server orders the day from the depot. */
export const useOrderRoute = (country: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ date, showAsUser }: DayParams) =>
      api.post<RouteOrderResponse>(`/v1/calendars/${date}/route-order`, undefined, { query: { showAsUser } }),
    // the calendar's day and the map say the same thing, so the message lives here, not in each screen
    onSuccess: () => addFlash({ message: 'message.route_ordered', severity: 'success' }),
    onSettled: () => refresh(queryClient, country),
  });
};

/**
 * PUT /v1/calendars/{date}/route-order: the order the user arranged, with the order the day was
 * loaded with (a change meanwhile answers 409 error.stale_version).
 */
export const useSaveRouteOrder = (country: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      date,
      showAsUser,
      applicationIds,
      loaded,
    }: DayParams & {
      applicationIds: number[];
      loaded: readonly CalendarEvent[];
    }) =>
      api.put<RouteOrderResponse>(
        `/v1/calendars/${date}/route-order`,
        {
          routeOrder: {
            applicationIds,
            loaded: loaded.map((event) => ({ applicationId: event.applicationId, routeOrder: event.routeOrder })),
          },
        },
        { query: { showAsUser } },
      ),
    onSettled: () => refresh(queryClient, country),
  });
};
