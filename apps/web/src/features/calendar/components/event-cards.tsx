import { navigationLinks } from '@bo/contract/calendar/navigation-links';
import type { CalendarEvent } from '@bo/contract/calendar/schemas';
import { COMPANY_TIME_ZONE } from '@bo/contract/dates/business-calendar';
import { formatDate } from '@bo/contract/dates/format';
import { ActionIcon, Anchor, Badge, Group, Paper, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconCheck, IconFileInvoice, IconMapPin, IconNavigation, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RouteNumber } from '@/components/ui/route-number';
import { useRoutePath } from '@/hooks/use-route-path';
import { useQueuedDelivery } from '@/lib/offline/delivery-queue';
import { QueuedDeliveryIcon } from './queued-delivery-icon';

const timeFormat = new Intl.DateTimeFormat('cs-CZ', {
  timeZone: COMPANY_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
});

/** The call time in the company's time zone (HH:mm). */
export const callTimeOf = (callAt: string | null) => (callAt ? timeFormat.format(new Date(callAt)) : '');

const addressOf = (event: CalendarEvent) =>
  [[event.street, event.cp].filter(Boolean).join(' '), event.city].filter(Boolean).join(', ');

type CardProps = { event: CalendarEvent; isOwn: boolean };

/** overview §2.4 operator card: call time, company, notes, a link to the customer. */
export const OperatorEventCard = ({ event, isOwn }: CardProps) => {
  const { t } = useTranslation();
  const path = useRoutePath();
  return (
    <Paper withBorder p="xs" bg={isOwn ? undefined : 'gray.0'} data-testid="operator-event">
      <Group gap={6} wrap="nowrap" align="baseline">
        <Badge variant="light" color={isOwn ? 'teal' : 'gray'} radius="sm" style={{ flexShrink: 0 }}>
          {callTimeOf(event.callAt)}
        </Badge>
        <Anchor
          component={Link}
          to={path('customer-detail', { customerId: event.customerId })}
          size="sm"
          fw={600}
          style={{ overflowWrap: 'anywhere' }}
          aria-label={`${t('calendar.call_at', { time: callTimeOf(event.callAt) })}: ${t('calendar.open_customer', { company: event.company })}`}
        >
          {event.company || `#${event.customerId}`}
        </Anchor>
      </Group>
      {event.notes && (
        <Text size="xs" mt={4} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} lineClamp={4}>
          {event.notes}
        </Text>
      )}
    </Paper>
  );
};

type DriverCardProps = CardProps & {
  onDeliver: (event: CalendarEvent) => void;
  isDelivering: boolean;
  /** Invoices the application's company part after the confirmation really_want_to_invoice. */
  onInvoice: (event: CalendarEvent) => void;
  isInvoicing: boolean;
};

/**
 * overview §2.4 driver card: address, navigation (Mapy.cz and Google Maps at zoom 17), the
 * application button (tick when delivered, else a cross that sets today's real date after a
 * confirmation) and the invoice button (a link when invoiced, else creating the invoice of a delivered
 * application after the confirmation really_want_to_invoice).
 */
export const DriverEventCard = ({ event, isOwn, onDeliver, isDelivering, onInvoice, isInvoicing }: DriverCardProps) => {
  const { t } = useTranslation();
  const path = useRoutePath();
  const address = addressOf(event);
  const links = navigationLinks(event.gps, address);
  const isDone = event.applicationRealDate !== null;
  const queued = useQueuedDelivery(event.applicationId);
  const applicationLabel = isDone
    ? t('calendar.application_done', { date: formatDate(event.applicationRealDate) })
    : t('calendar.application_not_done');
  return (
    <Paper withBorder p="xs" bg={isOwn ? undefined : 'gray.0'} data-testid="driver-event">
      {isOwn && <RouteNumber routeOrder={event.routeOrder} />}{' '}
      <Anchor
        component={Link}
        to={
          event.applicationId === null
            ? path('customer-detail', { customerId: event.customerId })
            : path('customer-application-detail', { customerId: event.customerId, applicationId: event.applicationId })
        }
        size="sm"
        fw={600}
        className="driver-card-link"
        style={{ overflowWrap: 'anywhere' }}
      >
        {event.company || `#${event.customerId}`}
      </Anchor>
      <Group gap={4} wrap="nowrap" align="flex-start" mt={2}>
        <IconMapPin size={14} style={{ flexShrink: 0, marginTop: 3 }} aria-hidden />
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {address}
        </Text>
      </Group>
      {event.notes && (
        <Text size="xs" mt={4} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} lineClamp={3}>
          {event.notes}
        </Text>
      )}
      <Group gap={6} mt={6} justify="space-between" wrap="nowrap">
        <Group gap={6} wrap="nowrap">
          <Tooltip label={t('calendar.navigate_mapy')}>
            <ActionIcon
              component="a"
              href={links.mapyCz}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              size="lg"
              aria-label={`${t('calendar.navigate_mapy')}: ${event.company}`}
            >
              <IconNavigation size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('calendar.navigate_google')}>
            <ActionIcon
              component="a"
              href={links.googleMaps}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              color="blue"
              size="lg"
              aria-label={`${t('calendar.navigate_google')}: ${event.company}`}
            >
              <Text fw={700} size="sm" aria-hidden>
                G
              </Text>
            </ActionIcon>
          </Tooltip>
        </Group>
        <Group gap={6} wrap="nowrap">
          {event.applicationId !== null &&
            (isDone ? (
              <Tooltip label={applicationLabel}>
                <ThemeIcon
                  color="green"
                  size="lg"
                  role="img"
                  aria-label={`${applicationLabel}: ${event.company}`}
                  data-delivered
                >
                  <IconCheck size={18} />
                </ThemeIcon>
              </Tooltip>
            ) : queued ? (
              <QueuedDeliveryIcon entry={queued} company={event.company} />
            ) : (
              <Tooltip label={applicationLabel}>
                <ActionIcon
                  variant="outline"
                  color="red"
                  size="lg"
                  aria-label={`${applicationLabel}: ${event.company}`}
                  loading={isDelivering}
                  onClick={() => onDeliver(event)}
                >
                  <IconX size={18} />
                </ActionIcon>
              </Tooltip>
            ))}
          {event.invoiceId !== null ? (
            <Tooltip label={t('calendar.open_invoice', { id: event.invoiceId })}>
              <ActionIcon
                component={Link}
                to={path('invoice-detail', { invoiceId: event.invoiceId })}
                variant="light"
                color="grape"
                size="lg"
                aria-label={t('calendar.open_invoice', { id: event.invoiceId })}
              >
                <IconFileInvoice size={18} />
              </ActionIcon>
            </Tooltip>
          ) : event.applicationId !== null && isDone ? (
            <Tooltip label={t('calendar.create_invoice')}>
              <ActionIcon
                variant="outline"
                color="grape"
                size="lg"
                aria-label={`${t('calendar.create_invoice')}: ${event.company}`}
                loading={isInvoicing}
                onClick={() => onInvoice(event)}
              >
                <IconFileInvoice size={18} />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
      </Group>
    </Paper>
  );
};
