import { ThemeIcon, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconClockUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { QueuedDelivery } from '@/lib/offline/delivery-queue';

/** A tick made offline: waiting to be sent, or refused by the server (the conflict dialog explains). */
export const QueuedDeliveryIcon = ({ entry, company }: { entry: QueuedDelivery; company: string }) => {
  const { t } = useTranslation();
  const label = entry.conflict ? t('offline.delivery_conflict') : t('offline.delivery_pending');
  return (
    <Tooltip label={label}>
      <ThemeIcon
        color={entry.conflict ? 'red' : 'yellow'}
        variant="light"
        size={44}
        role="img"
        aria-label={`${label}: ${company}`}
        data-pending={entry.conflict ? 'conflict' : 'queued'}
      >
        {entry.conflict ? <IconAlertTriangle size={20} /> : <IconClockUp size={20} />}
      </ThemeIcon>
    </Tooltip>
  );
};
