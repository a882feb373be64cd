import { formatDateTime } from '@bo/contract/dates/format';
import { ActionIcon, Anchor, Divider, Indicator, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Notification, useNotifications } from '../api/get-notifications';

const NotificationEntry = ({ notification, onOpen }: { notification: Notification; onOpen: () => void }) => {
  const { t } = useTranslation();
  const text = t(notification.message, notification.data ?? {});
  const url = notification.url;
  return (
    <Stack gap={2} py={6}>
      {url?.startsWith('/') ? (
        <Anchor component={Link} to={url} size="sm" onClick={onOpen} fw={notification.isRead ? 400 : 600}>
          {text}
        </Anchor>
      ) : url ? (
        <Anchor href={url} size="sm" target="_blank" rel="noopener noreferrer" fw={notification.isRead ? 400 : 600}>
          {text}
        </Anchor>
      ) : (
        <Text size="sm">{text}</Text>
      )}
      <Text size="xs" c="dimmed">
        {formatDateTime(notification.createdAt)}
      </Text>
    </Stack>
  );
};

/** The bell of administrators and operators: loaded on login, then every hour (rules §6, §9). */
export const NotificationsMenu = ({ userId }: { userId: number }) => {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const { data } = useNotifications(userId);
  const notifications = data?.notifications ?? [];
  const unreadCount = notifications.filter((notification) => !notification.isRead).length;

  return (
    <Popover opened={isOpen} onChange={setIsOpen} position="bottom-end" width={340} shadow="md" withArrow>
      <Popover.Target>
        <Indicator label={unreadCount} size={18} disabled={unreadCount === 0} color="red" offset={4}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('app.notifications')}
            onClick={() => setIsOpen((value) => !value)}
          >
            <IconBell size={20} stroke={1.7} />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown p="sm">
        <Text fw={600} size="sm" mb="xs">
          {t('app.notifications')}
        </Text>
        {notifications.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('app.no_notifications')}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={360}>
            {notifications.map((notification, index) => (
              <Fragment key={notification.id}>
                {index > 0 && <Divider />}
                <NotificationEntry notification={notification} onOpen={() => setIsOpen(false)} />
              </Fragment>
            ))}
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  );
};
