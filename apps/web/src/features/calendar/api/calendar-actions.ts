import type { CalendarEvent } from '@bo/contract/calendar/schemas';
import { companyDayOf } from '@bo/contract/calendar/week';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { calendarQueryKey } from './get-calendar-board';

/**
 * The driver's tick: today's real date on the application through the applications API
 * (PATCH …/applications/{appId} with a partial customerApplication and its lockVersion).
 */
export const useSetApplicationRealDate = (country: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (event: CalendarEvent) =>
      api.patch(`/v1/customers/${event.customerId}/applications/${event.applicationId}`, {
        customerApplication: {
          applicationRealDate: companyDayOf(new Date()),
          lockVersion: event.applicationLockVersion,
        },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarQueryKey(country) }),
  });
};

export type DayDocument = 'schedule' | 'order-delivery';

/** POST /v1/calendars/{date}/schedule or /order-delivery (showAsUser) → a PDF opened in a new tab. */
export const openDayDocument = async (
  document: DayDocument,
  date: string,
  showAsUser: number | undefined,
  target: Window | null,
) => {
  try {
    const blob = await api.post<Blob>(`/v1/calendars/${date}/${document}`, undefined, {
      query: { showAsUser },
      responseType: 'blob',
    });
    const url = URL.createObjectURL(blob);
    if (target) target.location.href = url;
    else window.open(url, '_blank', 'noopener');
  } catch (error) {
    target?.close();
    throw error;
  }
};
