import type { CalendarEvent } from '@bo/contract/calendar/schemas';
import { companyDayOf } from '@bo/contract/dates/business-calendar';
import { onlineManager, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { authStore } from '@/lib/auth-store';
import { enqueueDelivery } from '@/lib/offline/delivery-queue';
import { calendarQueryKey } from './get-calendar-board';

/** `queued`: no connection — the tick waits in the offline queue (lib/offline, decision 143). */
export type DeliveryOutcome = 'saved' | 'queued';

/**
 * The driver's tick: today's real date on the application through the applications API
 * (PATCH …/applications/{appId} with a partial customerApplication and its lockVersion). Offline, or
 * when the server cannot be reached, the tick is queued with that lockVersion and sent later.
 */
export const useSetApplicationRealDate = (country: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    // runs offline too: the tick is queued instead of waiting for the connection
    networkMode: 'always',
    mutationFn: async (event: CalendarEvent): Promise<DeliveryOutcome> => {
      const applicationRealDate = companyDayOf(new Date());
      const queue = () => {
        const userId = authStore.getState().user?.id;
        if (userId === undefined || event.applicationId === null || event.applicationLockVersion === null) return;
        enqueueDelivery({
          userId,
          country,
          customerId: event.customerId,
          applicationId: event.applicationId,
          company: event.company,
          applicationRealDate,
          lockVersion: event.applicationLockVersion,
        });
      };
      if (!onlineManager.isOnline()) {
        queue();
        return 'queued';
      }
      try {
        await api.patch(`/v1/customers/${event.customerId}/applications/${event.applicationId}`, {
          customerApplication: { applicationRealDate, lockVersion: event.applicationLockVersion },
        });
        return 'saved';
      } catch (error) {
        if (!isApiError(error) || error.status !== 0) throw error;
        queue();
        return 'queued';
      }
    },
    onSettled: (outcome) => {
      if (outcome !== 'queued') void queryClient.invalidateQueries({ queryKey: calendarQueryKey(country) });
    },
  });
};

export type DayDocument = 'schedule' | 'order-delivery';

/** POST /v1/calendars/{date}/schedule or /order-delivery (showAsUser) → the day's PDF. */
export const loadDayDocument = (document: DayDocument, date: string, showAsUser: number | undefined) =>
  api.post<Blob>(`/v1/calendars/${date}/${document}`, undefined, { query: { showAsUser }, responseType: 'blob' });
