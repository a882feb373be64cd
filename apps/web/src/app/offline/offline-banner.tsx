import { formatDate } from '@bo/contract/dates/format';
import { Alert } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlural } from '@/hooks/use-plural';
import { useQueuedDeliveries } from '@/lib/offline/delivery-queue';
import { useIsOnline } from '@/lib/offline/use-is-online';

const pad = (value: number) => String(value).padStart(2, '0');
const timeOf = (date: Date) => `${pad(date.getHours())}:${pad(date.getMinutes())}`;

/** "HH:mm" today, else "d. M. yyyy HH:mm". */
export const dataTimeOf = (epochMs: number, now = new Date()) => {
  const date = new Date(epochMs);
  return date.toDateString() === now.toDateString() ? timeOf(date) : `${formatDate(date)} ${timeOf(date)}`;
};

/** The oldest data on the screen: when the shown queries were last fetched (0 when none shows data). */
const useOldestShownData = () => {
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  return useSyncExternalStore(
    (listener) => cache.subscribe(listener),
    () => {
      const times = cache
        .findAll({ type: 'active' })
        .map((query) => query.state.dataUpdatedAt)
        .filter((time) => time > 0);
      return times.length > 0 ? Math.min(...times) : 0;
    },
  );
};

/** Offline: the screen shows saved data — from when, and how many ticks wait to be sent. */
export const OfflineBanner = () => {
  const { t } = useTranslation();
  const tp = usePlural();
  const isOnline = useIsOnline();
  const oldest = useOldestShownData();
  const pending = useQueuedDeliveries().filter((entry) => entry.conflict === null).length;
  if (isOnline) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconCloudOff size={20} />}
      title={oldest > 0 ? t('offline.banner_data_from', { time: dataTimeOf(oldest) }) : t('offline.banner')}
      data-testid="offline-banner"
      role="status"
    >
      {pending > 0 ? tp('offline.pending_deliveries', pending) : t('offline.banner_hint')}
    </Alert>
  );
};
