import { isAdministrator } from '@bo/contract/auth/roles';
import type { CalendarDay, CalendarEvent } from '@bo/contract/calendar/schemas';
import { companyDayOf, weekdayIndexOf } from '@bo/contract/dates/business-calendar';
import { formatDate } from '@bo/contract/dates/format';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconPrinter, IconTruckDelivery, IconUser } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { useCreateApplicationInvoice } from '@/features/invoices/api/invoice-mutations';
import { useErrorFlash } from '@/hooks/use-error-flash';
import { useLoadingFlash } from '@/hooks/use-loading-flash';
import { useStoredQuery } from '@/hooks/use-stored-query';
import { useUser } from '@/lib/auth-store';
import { addFlash } from '@/lib/flash-store';
import { openPdfInTab } from '@/lib/save-blob';
import { type DayDocument, loadDayDocument, useSetApplicationRealDate } from '../api/calendar-actions';
import { useCalendarBoard } from '../api/get-calendar-board';
import { useCountryUsers } from '../api/get-country-users';
import { DriverEventCard, OperatorEventCard } from './event-cards';

const intParam = (value: string | null) => {
  const number = Number(value);
  return value !== null && value !== '' && Number.isInteger(number) ? number : undefined;
};

/** A driver's day as the tools below its print buttons get it (the route feature's ordering, composed in app/). */
export type DriverDay = { day: string; showAsUser: number | undefined; ownEvents: readonly CalendarEvent[] };
type RenderDriverDay = (driverDay: DriverDay) => ReactNode;

type DayColumnProps = {
  day: string;
  isToday: boolean;
  events: CalendarDay;
  isDriver: boolean;
  showAsUser: number | undefined;
  onDeliver: (event: CalendarEvent, day: string) => void;
  deliveringId: number | null;
  onInvoice: (event: CalendarEvent) => void;
  invoicingId: number | null;
  renderDriverDay: RenderDriverDay | undefined;
};

const DayColumn = ({
  day,
  isToday,
  events,
  isDriver,
  showAsUser,
  onDeliver,
  deliveringId,
  onInvoice,
  invoicingId,
  renderDriverDay,
}: DayColumnProps) => {
  const { t } = useTranslation();
  const [printing, setPrinting] = useState<DayDocument | null>(null);
  const headingId = `calendar-day-${day}`;
  const all = [
    ...events.own.map((event) => ({ event, isOwn: true })),
    ...events.alien.map((event) => ({ event, isOwn: false })),
  ];

  const print = async (document: DayDocument) => {
    setPrinting(document);
    try {
      await openPdfInTab(() => loadDayDocument(document, day, showAsUser), `${document}-${day}.pdf`);
    } catch {
      // the API client has shown the server's flash messages
    } finally {
      setPrinting(null);
    }
  };

  return (
    <Paper
      withBorder
      p="xs"
      component="section"
      aria-labelledby={headingId}
      data-testid="calendar-day"
      data-day={day}
      data-today={isToday || undefined}
      style={isToday ? { borderColor: 'var(--mantine-color-teal-7)', scrollMarginTop: 8 } : undefined}
    >
      <Stack gap={6}>
        <Title order={2} fz="sm" id={headingId}>
          {t(`weekday.${weekdayIndexOf(day)}`)}{' '}
          <Text span c="dimmed" fz="sm" fw={400}>
            {formatDate(day)}
          </Text>
          {isToday && (
            <Badge ml={6} size="sm" color="teal.8" radius="sm">
              {t('calendar.today')}
            </Badge>
          )}
        </Title>
        {isDriver && (
          <Group gap={4} wrap="wrap">
            <Button
              size="compact-xs"
              variant="light"
              leftSection={<IconTruckDelivery size={14} />}
              loading={printing === 'order-delivery'}
              onClick={() => void print('order-delivery')}
              aria-label={`${t('calendar.print_order_delivery')} ${formatDate(day)}`}
            >
              {t('calendar.print_order_delivery')}
            </Button>
            <Button
              size="compact-xs"
              variant="light"
              leftSection={<IconPrinter size={14} />}
              loading={printing === 'schedule'}
              onClick={() => void print('schedule')}
              aria-label={`${t('calendar.print_schedule')} ${formatDate(day)}`}
            >
              {t('calendar.print_schedule')}
            </Button>
          </Group>
        )}
        {isDriver && renderDriverDay?.({ day, showAsUser, ownEvents: events.own })}
        {all.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="no-item">
            {t('message.no_item')}
          </Text>
        ) : (
          all.map(({ event, isOwn }) =>
            isDriver ? (
              <DriverEventCard
                key={`a${event.applicationId}`}
                event={event}
                isOwn={isOwn}
                onDeliver={(event) => onDeliver(event, day)}
                isDelivering={deliveringId === event.applicationId}
                onInvoice={onInvoice}
                isInvoicing={invoicingId === event.applicationId}
              />
            ) : (
              <OperatorEventCard key={`c${event.customerId}`} event={event} isOwn={isOwn} />
            ),
          )
        )}
      </Stack>
    </Paper>
  );
};

/** Below the sm breakpoint the days stack: the week opens on today's column, not on Monday (issue 25). */
const useScrollToToday = (today: string | null) => {
  const isStacked = useMediaQuery('(max-width: 47.99em)');
  const scrolledTo = useRef<string | null>(null);
  useEffect(() => {
    if (!isStacked || today === null || scrolledTo.current === today) return;
    scrolledTo.current = today;
    document.querySelector(`[data-testid="calendar-day"][data-day="${today}"]`)?.scrollIntoView({ block: 'start' });
  }, [isStacked, today]);
};

/** After a delivery is recorded, focus moves to the card's delivered badge when the board shows it. */
const focusDelivered = (applicationId: number | null, attempt = 0) => {
  if (applicationId === null || attempt > 20) return;
  const badge = document.querySelector<HTMLElement>(`[data-delivered-status="${applicationId}"]`);
  if (badge) badge.focus();
  else window.setTimeout(() => focusDelivered(applicationId, attempt + 1), 150);
};

/**
 * Previous/next week: a labelled button from the sm breakpoint, an icon button with the same name and
 * a tooltip below it (only one of the two is displayed, so only one is in the accessibility tree).
 */
const WeekButton = ({
  direction,
  label,
  onClick,
}: {
  direction: 'previous' | 'next';
  label: string;
  onClick: () => void;
}) => {
  const icon = direction === 'previous' ? <IconChevronLeft size={16} /> : <IconChevronRight size={16} />;
  return (
    <>
      <Button
        variant="default"
        visibleFrom="sm"
        leftSection={direction === 'previous' ? icon : undefined}
        rightSection={direction === 'next' ? icon : undefined}
        onClick={onClick}
      >
        {label}
      </Button>
      <Tooltip label={label}>
        <ActionIcon variant="default" size="lg" hiddenFrom="sm" aria-label={label} onClick={onClick}>
          {icon}
        </ActionIcon>
      </Tooltip>
    </>
  );
};

/**
 * overview §2.4: the week calendar — five day columns, previous/next week, the date range;
 * administrators may show it as another user. The query (weekDiff, showAsUser) is the route's.
 */
export const CalendarBoard = ({
  country,
  renderDriverDay,
}: {
  country: string;
  /** Under a driver's day: what else the driver does with it (ordering the route). */
  renderDriverDay?: RenderDriverDay;
}) => {
  const { t } = useTranslation();
  const user = useUser();
  const isAdmin = isAdministrator(user.roles);
  const { query, setQuery, isRestoring } = useStoredQuery('home');
  const weekDiff = intParam(query.get('weekDiff')) ?? 0;
  const showAsUser = isAdmin ? intParam(query.get('showAsUser')) : undefined;
  const [chosenUser, setChosenUser] = useState<string | null>(showAsUser ? String(showAsUser) : null);
  const board = useCalendarBoard(country, { weekDiff, showAsUser }, !isRestoring);
  const users = useCountryUsers(country, isAdmin);
  const deliver = useSetApplicationRealDate(country);
  const invoice = useCreateApplicationInvoice(country);
  const { confirm, dialog } = useConfirm();
  const today = companyDayOf(new Date());
  useLoadingFlash(board.isFetching || isRestoring, 'message.loading_calendar');
  useErrorFlash(board.error);

  const setParams = (next: { weekDiff?: number; showAsUser?: number }) => {
    const params = new URLSearchParams();
    const nextWeek = next.weekDiff ?? weekDiff;
    if (nextWeek !== 0) params.set('weekDiff', String(nextWeek));
    const nextUser = 'showAsUser' in next ? next.showAsUser : showAsUser;
    if (nextUser !== undefined) params.set('showAsUser', String(nextUser));
    setQuery(params);
  };

  // issue 25: the confirmation names the date it records (today) and warns when the stop is another day's.
  const onDeliver = async (event: CalendarEvent, day: string) => {
    const date = formatDate(today);
    const isConfirmed = await confirm(
      t('calendar.confirm_delivery', { company: event.company, date }),
      t('calendar.confirm_delivery_button', { date }),
      {
        tone: 'positive',
        warning: day === today ? undefined : t('calendar.confirm_delivery_not_today', { day: formatDate(day), date }),
      },
    );
    if (!isConfirmed) return;
    try {
      const outcome = await deliver.mutateAsync(event);
      // the button is gone: focus goes to what replaced it (the delivered badge once the board reloads)
      focusDelivered(event.applicationId);
      addFlash(
        outcome === 'queued'
          ? { message: 'offline.delivery_queued', severity: 'info', autoCloseMs: 5000 }
          : { message: 'message.application_real_date_set', severity: 'success' },
      );
    } catch {
      // the API client has shown the server's flash messages
    }
  };

  // overview §2.4: the driver's invoice button creates the invoice of the application's company part.
  const onInvoice = async (event: CalendarEvent) => {
    if (event.applicationId === null || invoice.isPending) return;
    if (!(await confirm(t('confirm.really_want_to_invoice'), t('calendar.create_invoice')))) return;
    try {
      await invoice.mutateAsync({ customerId: event.customerId, applicationId: event.applicationId, part: 'company' });
      addFlash({ message: 'message.invoice_created', severity: 'success' });
    } catch {
      // the API client has shown the server's flash messages
    }
  };

  const data = board.data;
  const days = data ? Object.keys(data.dates).sort() : [];
  const isDriver = data?.user.calendarKind === 'driver';
  useScrollToToday(days.includes(today) ? today : null);

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        {/* one line on a phone (the driver uses the calendar at 390 px): icon buttons around the range */}
        <Group gap="xs" wrap="nowrap" justify="space-between" w={{ base: '100%', sm: 'auto' }}>
          <WeekButton
            direction="previous"
            label={t('calendar.previous_week')}
            onClick={() => setParams({ weekDiff: weekDiff - 1 })}
          />
          <Text
            fw={600}
            aria-live="polite"
            data-testid="calendar-range"
            ta="center"
            fz={{ base: 'sm', sm: 'md' }}
            style={{ whiteSpace: 'nowrap' }}
          >
            {data ? t('calendar.range', { start: formatDate(data.startDate), end: formatDate(data.endDate) }) : ''}
          </Text>
          <WeekButton
            direction="next"
            label={t('calendar.next_week')}
            onClick={() => setParams({ weekDiff: weekDiff + 1 })}
          />
        </Group>
        {isAdmin && (
          <Group gap="xs" align="flex-end" wrap="nowrap">
            {/* a native select: a long scrollable option list stays keyboard-reachable and light */}
            <NativeSelect
              label={t('calendar.show_as_user')}
              data={[{ value: '', label: t('calendar.show_as_myself') }, ...(users.data ?? [])]}
              value={chosenUser ?? ''}
              onChange={(event) => setChosenUser(event.currentTarget.value || null)}
              leftSection={<IconUser size={16} />}
              w={240}
            />
            <Button
              variant="light"
              onClick={() => setParams({ showAsUser: chosenUser ? Number(chosenUser) : undefined })}
            >
              {t('calendar.show')}
            </Button>
          </Group>
        )}
      </Group>
      {data && isAdmin && data.user.id !== user.id && (
        <Text size="sm" c="dimmed" data-testid="calendar-user">
          {t('calendar.show_as_user')}: {data.user.fullName}
        </Text>
      )}
      {/* rules §9: the calendar renders only with exactly five days */}
      {days.length === 5 && data && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="xs">
          {days.map((day) => (
            <DayColumn
              key={day}
              day={day}
              isToday={day === today}
              events={data.dates[day] as CalendarDay}
              isDriver={isDriver}
              showAsUser={showAsUser}
              onDeliver={(event, eventDay) => void onDeliver(event, eventDay)}
              deliveringId={deliver.isPending ? (deliver.variables?.applicationId ?? null) : null}
              onInvoice={(event) => void onInvoice(event)}
              invoicingId={invoice.isPending ? (invoice.variables?.applicationId ?? null) : null}
              renderDriverDay={renderDriverDay}
            />
          ))}
        </SimpleGrid>
      )}
      {dialog}
    </Stack>
  );
};
