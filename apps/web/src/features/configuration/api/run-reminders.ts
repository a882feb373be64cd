import type { ReminderRunResult } from '@bo/contract/reminders/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /v1/reminders/run → { sent }: the reminders job now; the invoice lists then show the new levels. */
export const useRunReminders = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<ReminderRunResult>('/v1/reminders/run'),
    onSuccess: () => queryClient.invalidateQueries(),
  });
};
