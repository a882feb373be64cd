import type { notificationSchema } from '@bo/contract/reference/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type Notification = z.infer<typeof notificationSchema>;

/** rules §9: the notification list refreshes every hour (and on login). */
export const NOTIFICATIONS_REFRESH_MS = 3_600_000;

/** GET /v1/users/{id}/notifications → { notifications }. */
export const getNotifications = (userId: number) =>
  api.get<{ notifications: Notification[] }>(`/v1/users/${userId}/notifications`);

export const notificationsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['users', userId, 'notifications'],
    queryFn: () => getNotifications(userId),
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
    refetchIntervalInBackground: true,
    staleTime: NOTIFICATIONS_REFRESH_MS,
  });

export const useNotifications = (userId: number) => useQuery(notificationsQueryOptions(userId));
