import { formatDate, formatDateTime } from '@bo/contract/dates/format';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  type QueuedDelivery,
  reapplyDelivery,
  removeDelivery,
  useQueuedDeliveries,
} from '@/lib/offline/delivery-queue';
import { sendQueuedDeliveries } from '@/lib/offline/send-deliveries';

/** What the office has now, in the driver's words: delivered or not, the application date. */
const OfficeState = ({ entry }: { entry: QueuedDelivery }) => {
  const { t } = useTranslation();
  const current = entry.conflict?.current;
  if (!current) return null;
  return (
    <Stack gap={2} data-testid="conflict-current">
      <Text size="sm">
        {current.applicationRealDate
          ? t('offline.conflict_now_delivered', { date: formatDate(current.applicationRealDate) })
          : t('offline.conflict_now_not_delivered')}
      </Text>
      {current.applicationDate && (
        <Text size="sm">{t('offline.conflict_now_date', { date: formatDate(current.applicationDate) })}</Text>
      )}
      {current.applicationNote && (
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {t('offline.conflict_now_note', { note: current.applicationNote })}
        </Text>
      )}
    </Stack>
  );
};

const ConflictItem = ({ entry }: { entry: QueuedDelivery }) => {
  const { t } = useTranslation();
  const conflict = entry.conflict;
  if (!conflict) return null;
  const isStale = conflict.messageKey === 'error.stale_version' && conflict.current !== null;
  const reapply = () => {
    if (!conflict.current) return;
    reapplyDelivery(entry.applicationId, conflict.current.lockVersion);
    void sendQueuedDeliveries();
  };
  return (
    <Stack gap="xs" data-testid="delivery-conflict">
      <Text fw={600}>{entry.company || `#${entry.customerId}`}</Text>
      <Text size="sm">
        {t('offline.conflict_your_tick', {
          date: formatDate(entry.applicationRealDate),
          queuedAt: formatDateTime(entry.queuedAt),
        })}
      </Text>
      {isStale ? (
        <>
          <Text size="sm">
            {t('offline.conflict_changed', {
              who: conflict.changedBy ?? t('offline.conflict_someone'),
              when: formatDateTime(conflict.changedAt),
            })}
          </Text>
          <OfficeState entry={entry} />
        </>
      ) : (
        <Text size="sm">{t(conflict.messageKey)}</Text>
      )}
      <Group gap="sm" justify="flex-end" wrap="wrap">
        <Button variant="default" onClick={() => removeDelivery(entry.applicationId)}>
          {t('offline.conflict_drop')}
        </Button>
        {isStale && <Button onClick={reapply}>{t('offline.conflict_reapply')}</Button>}
      </Group>
    </Stack>
  );
};

/**
 * A queued tick the server refused (409: the office changed the application meanwhile): the driver
 * sees the office's state and re-applies the tick on the current version or drops it.
 */
export const DeliveryConflicts = ({ userId }: { userId: number }) => {
  const { t } = useTranslation();
  const conflicts = useQueuedDeliveries().filter((entry) => entry.userId === userId && entry.conflict !== null);
  const first = conflicts[0];
  return (
    <Modal
      opened={first !== undefined}
      onClose={() => first && removeDelivery(first.applicationId)}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={t('offline.conflict_title')}
      centered
      styles={{ title: { fontWeight: 600 } }}
    >
      {first && <ConflictItem key={first.applicationId} entry={first} />}
    </Modal>
  );
};
