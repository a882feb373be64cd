import { formatDateTime } from '@bo/contract/dates/format';
import { Anchor, Divider, Indicator, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Fragment, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TopBarButton } from '@/components/ui/top-bar-button';
import { usePlural } from '@/hooks/use-plural';
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
export const NotificationsMenu = ({ userId, isOpenAtFirst = false }: { userId: number; isOpenAtFirst?: boolean }) => {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const headingId = useId();
  const bellId = useId();
  // Opened from the placeholder bell (gone now): the real bell takes the focus first, so that closing
  // the popover gives the focus back to it.
  useEffect(() => {
    if (!isOpenAtFirst) return;
    document.querySelector<HTMLElement>(`[data-bell="${bellId}"]`)?.focus();
    setIsOpen(true);
  }, [isOpenAtFirst, bellId]);
  const tp = usePlural();
  const { data } = useNotifications(userId);
  const notifications = data?.notifications ?? [];
  const unreadCount = notifications.filter((notification) => !notification.isRead).length;

  return (
    // The unread count sits outside the popover's target: the target is the button itself, which alone
    // carries aria-haspopup/aria-expanded. The open popover takes the focus; Escape closes it and
    // focus returns to the bell.
    <Indicator label={unreadCount} size={18} disabled={unreadCount === 0} color="red" offset={4}>
      <Popover
        opened={isOpen}
        onChange={setIsOpen}
        position="bottom-end"
        width={340}
        shadow="md"
        withArrow
        trapFocus
        returnFocus
        closeOnEscape
      >
        <Popover.Target>
          <TopBarButton
            icon={IconBell}
            label={tp('app.notifications_unread', unreadCount)}
            data-bell={bellId}
            data-top-bar-action="notifications"
            onClick={() => setIsOpen((value) => !value)}
          />
        </Popover.Target>
        <Popover.Dropdown p="sm" aria-labelledby={headingId}>
          <Text id={headingId} fw={600} size="sm" mb="xs" tabIndex={-1} data-autofocus>
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
    </Indicator>
  );
};
