import { isDriverOnly } from '@bo/contract/auth/roles';
import { navigationLinks } from '@bo/contract/calendar/navigation-links';
import type { CalendarEvent } from '@bo/contract/calendar/schemas';
import { COMPANY_TIME_ZONE } from '@bo/contract/dates/business-calendar';
import { formatDate } from '@bo/contract/dates/format';
import { ActionIcon, Anchor, Badge, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconFileInvoice, IconMapPin, IconNavigation, IconPhone, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RouteNumber } from '@/components/ui/route-number';
import { useRoutePath } from '@/hooks/use-route-path';
import { useUser } from '@/lib/auth-store';
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

const formatAmount = (amount: number) => amount.toLocaleString('cs-CZ', { maximumFractionDigits: 3 });

/** What to deliver: each cart part's products and amounts (issue 25), a heading per part. */
const CartLines = ({ event }: { event: CalendarEvent }) => {
  const { t } = useTranslation();
  if (event.cart.length === 0) return null;
  return (
    <Stack gap={2} mt={6} data-testid="driver-cart">
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {t('calendar.what_to_deliver')}
      </Text>
      {event.cart.map((part) => (
        <div key={part.part}>
          {event.cart.length > 1 && (
            <Text size="xs" fw={600}>
              {t(`calendar.cart_${part.part}`)}
            </Text>
          )}
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {part.lines.map((line, index) => (
              // a cart may hold the same product twice; lines have no id on the board
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={index}>
                <Text size="sm" span style={{ overflowWrap: 'anywhere' }}>
                  <Text span fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {formatAmount(line.amount)}
                    {line.unit ? ` ${line.unit}` : ''}
                  </Text>{' '}
                  {line.name}
                </Text>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </Stack>
  );
};

/** Whom to call: the contact persons with a phone, each a tel: link (issue 25). */
const ContactLinks = ({ event }: { event: CalendarEvent }) => {
  const { t } = useTranslation();
  if (event.contacts.length === 0) return null;
  return (
    <Stack gap={2} mt={6} data-testid="driver-contacts">
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {t('calendar.contacts')}
      </Text>
      {event.contacts.map((contact, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: contacts have no id on the board
        <Group key={index} gap={4} wrap="nowrap" align="flex-start">
          <IconPhone size={14} style={{ flexShrink: 0, marginTop: 3 }} aria-hidden />
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {contact.name}
            {contact.position ? ` (${contact.position})` : ''}{' '}
            <Anchor
              href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}
              fw={600}
              style={{ whiteSpace: 'nowrap' }}
              aria-label={t('calendar.call_contact', { name: contact.name, phone: contact.phone })}
            >
              {contact.phone}
            </Anchor>
          </Text>
        </Group>
      ))}
    </Stack>
  );
};

/**
 * overview §2.4 driver card: the company, the address, what to deliver and whom to call (issue 25), the notes,
 * navigation (Mapy.cz and Google Maps at zoom 17), the delivery (a green "Delivered" button that records the
 * real date after a confirmation naming it; a green badge once delivered) and the invoice button (a link when
 * invoiced, else creating the invoice of a delivered application after the confirmation really_want_to_invoice).
 * Another user's stop is labelled with its user, and a driver cannot mark it (the server refuses too).
 */
export const DriverEventCard = ({ event, isOwn, onDeliver, isDelivering, onInvoice, isInvoicing }: DriverCardProps) => {
  const { t } = useTranslation();
  const path = useRoutePath();
  const user = useUser();
  const address = addressOf(event);
  const links = navigationLinks(event.gps, address);
  const isDone = event.applicationRealDate !== null;
  const queued = useQueuedDelivery(event.applicationId);
  const canDeliver = !isDriverOnly(user.roles) || event.ownerId === user.id;
  return (
    <Paper withBorder p="xs" bg={isOwn ? undefined : 'gray.0'} data-testid="driver-event" data-own={isOwn}>
      <Group gap={6} wrap="nowrap" align="flex-start">
        {isOwn && <RouteNumber routeOrder={event.routeOrder} />}
        <Anchor
          component={Link}
          to={
            event.applicationId === null
              ? path('customer-detail', { customerId: event.customerId })
              : path('customer-application-detail', {
                  customerId: event.customerId,
                  applicationId: event.applicationId,
                })
          }
          size="sm"
          fw={600}
          className="driver-card-link"
          style={{ overflowWrap: 'anywhere' }}
        >
          {event.company || `#${event.customerId}`}
        </Anchor>
      </Group>
      {!isOwn && (
        <Badge
          variant="outline"
          color="gray.7"
          radius="sm"
          mt={4}
          leftSection={<IconUser size={12} />}
          data-testid="event-owner"
        >
          {event.ownerName ? t('calendar.belongs_to', { name: event.ownerName }) : t('calendar.belongs_to_nobody')}
        </Badge>
      )}
      <Group gap={4} wrap="nowrap" align="flex-start" mt={4}>
        <IconMapPin size={14} style={{ flexShrink: 0, marginTop: 3 }} aria-hidden />
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {address}
        </Text>
      </Group>
      <CartLines event={event} />
      <ContactLinks event={event} />
      {event.notes && (
        <Text size="xs" mt={6} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} lineClamp={4}>
          {event.notes}
        </Text>
      )}
      <Group gap={6} mt={8} justify="space-between" wrap="wrap">
        <Group gap={6} wrap="nowrap">
          <ActionIcon
            component="a"
            href={links.mapyCz}
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
            size="lg"
            title={t('calendar.navigate_mapy')}
            aria-label={`${t('calendar.navigate_mapy')}: ${event.company}`}
          >
            <IconNavigation size={18} />
          </ActionIcon>
          <ActionIcon
            component="a"
            href={links.googleMaps}
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
            color="blue"
            size="lg"
            title={t('calendar.navigate_google')}
            aria-label={`${t('calendar.navigate_google')}: ${event.company}`}
          >
            <Text fw={700} size="sm" aria-hidden>
              G
            </Text>
          </ActionIcon>
        </Group>
        <Group gap={6} wrap="nowrap">
          {event.applicationId !== null &&
            (isDone ? (
              <Badge
                color="green.8"
                size="lg"
                radius="sm"
                leftSection={<IconCheck size={14} />}
                data-delivered
                tabIndex={-1}
                data-delivered-status={event.applicationId}
              >
                {t('calendar.application_done', { date: formatDate(event.applicationRealDate) })}
              </Badge>
            ) : queued ? (
              <QueuedDeliveryIcon entry={queued} company={event.company} />
            ) : canDeliver ? (
              <Button
                color="green.8"
                size="sm"
                leftSection={<IconCheck size={16} />}
                aria-label={t('calendar.deliver_label', { company: event.company })}
                loading={isDelivering}
                onClick={() => onDeliver(event)}
              >
                {t('calendar.deliver')}
              </Button>
            ) : (
              <Text size="xs" c="dimmed" data-testid="not-yours">
                {t('calendar.not_yours')}
              </Text>
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
          ) : event.applicationId !== null && isDone && canDeliver ? (
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
