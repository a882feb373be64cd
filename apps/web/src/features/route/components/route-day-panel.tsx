import type { CalendarEvent } from '@bo/contract/calendar/schemas';
import { formatDate } from '@bo/contract/dates/format';
import type { RouteOrderResponse } from '@bo/contract/route/schemas';
import { ActionIcon, Button, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconRoute, IconSortAscendingNumbers } from '@tabler/icons-react';
import { type DragEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouteNumber } from '@/components/ui/route-number';
import { useCountry } from '@/hooks/use-route-info';
import { addFlash } from '@/lib/flash-store';
import { useOrderRoute, useSaveRouteOrder } from '../api/route-order';
import { RouteDistance } from './route-distance';

type Stop = { applicationId: number; company: string };

/**
 * The stops in the order being arranged: drag a row (native HTML5 drag and drop) or move it with
 * its up/down buttons (the keyboard way); focus follows the moved row's button.
 */
const ArrangeList = ({ stops, onChange, day }: { stops: Stop[]; onChange: (next: Stop[]) => void; day: string }) => {
  const { t } = useTranslation();
  const dragged = useRef<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const [status, setStatus] = useState('');

  const move = (from: number, to: number, focus?: 'up' | 'down') => {
    if (to < 0 || to >= stops.length || from === to) return;
    const next = [...stops];
    const [item] = next.splice(from, 1);
    if (!item) return;
    next.splice(to, 0, item);
    onChange(next);
    setStatus(t('route.moved', { company: item.company, number: to + 1 }));
    if (focus) {
      requestAnimationFrame(() => {
        const row = listRef.current?.children[to];
        const button = row?.querySelector<HTMLButtonElement>(`[data-move="${focus}"]:not([disabled])`);
        (button ?? row?.querySelector<HTMLButtonElement>('[data-move]:not([disabled])'))?.focus();
      });
    }
  };

  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragged.current !== null) move(dragged.current, index);
    dragged.current = null;
  };

  return (
    <>
      <ol
        ref={listRef}
        aria-label={t('route.arrange_list', { date: formatDate(day) })}
        style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 4 }}
      >
        {stops.map((stop, index) => (
          <li
            key={stop.applicationId}
            draggable
            data-testid="route-stop"
            onDragStart={(event) => {
              dragged.current = index;
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', String(stop.applicationId));
            }}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => onDrop(event, index)}
          >
            <Paper withBorder px={6} py={4} style={{ cursor: 'grab' }}>
              <Group gap={6} wrap="nowrap">
                <IconGripVertical size={14} aria-hidden style={{ flexShrink: 0 }} />
                <RouteNumber routeOrder={index + 1} />
                <Text size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {stop.company}
                </Text>
                <ActionIcon
                  variant="subtle"
                  size="sm"
                  data-move="up"
                  disabled={index === 0}
                  aria-label={t('route.move_up', { company: stop.company })}
                  onClick={() => move(index, index - 1, 'up')}
                >
                  <IconArrowUp size={14} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  size="sm"
                  data-move="down"
                  disabled={index === stops.length - 1}
                  aria-label={t('route.move_down', { company: stop.company })}
                  onClick={() => move(index, index + 1, 'down')}
                >
                  <IconArrowDown size={14} />
                </ActionIcon>
              </Group>
            </Paper>
          </li>
        ))}
      </ol>
      <VisuallyHidden aria-live="polite">{status}</VisuallyHidden>
    </>
  );
};

/**
 * "Order route" of a driver's day (decisions 146–148): the server orders the day's own stops from
 * the depot; "Change order" arranges them by hand (drag or buttons) and saves the order.
 */
export const RouteDayPanel = ({
  day,
  showAsUser,
  ownEvents,
}: {
  day: string;
  showAsUser: number | undefined;
  ownEvents: readonly CalendarEvent[];
}) => {
  const { t } = useTranslation();
  const country = useCountry();
  const order = useOrderRoute(country);
  const save = useSaveRouteOrder(country);
  const [result, setResult] = useState<RouteOrderResponse | null>(null);
  const [arranging, setArranging] = useState<{ loaded: CalendarEvent[]; stops: Stop[] } | null>(null);
  const stops = ownEvents.filter((event) => event.applicationId !== null);
  if (stops.length === 0) return null;

  const onOrder = async () => {
    try {
      setResult(await order.mutateAsync({ date: day, showAsUser }));
    } catch {
      // the API client has shown the server's flash messages
    }
  };

  const onSave = async () => {
    if (!arranging) return;
    try {
      setResult(
        await save.mutateAsync({
          date: day,
          showAsUser,
          applicationIds: arranging.stops.map((stop) => stop.applicationId),
          loaded: arranging.loaded,
        }),
      );
      setArranging(null);
      addFlash({ message: 'message.route_order_saved', severity: 'success' });
    } catch {
      // the API client has shown the server's flash messages (a stale day: reload and arrange again)
      setArranging(null);
    }
  };

  const label = formatDate(day);
  return (
    <Stack gap={4} data-testid="route-panel">
      <Group gap={4} wrap="wrap">
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<IconRoute size={14} />}
          loading={order.isPending}
          disabled={arranging !== null}
          onClick={() => void onOrder()}
          aria-label={t('route.order_route_of', { date: label })}
        >
          {t('route.order_route')}
        </Button>
        {arranging === null && (
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconSortAscendingNumbers size={14} />}
            onClick={() =>
              setArranging({
                loaded: [...stops],
                stops: stops.map((event) => ({
                  applicationId: event.applicationId as number,
                  company: event.company || `#${event.customerId}`,
                })),
              })
            }
            aria-label={t('route.change_order_of', { date: label })}
          >
            {t('route.change_order')}
          </Button>
        )}
      </Group>
      {result && arranging === null && <RouteDistance result={result} testId="route-distance" />}
      {arranging && (
        <>
          <Text size="xs" c="dimmed">
            {t('route.arrange_hint')}
          </Text>
          <ArrangeList
            day={day}
            stops={arranging.stops}
            onChange={(next) => setArranging({ ...arranging, stops: next })}
          />
          <Group gap={4}>
            <Button size="compact-xs" loading={save.isPending} onClick={() => void onSave()}>
              {t('route.save_order')}
            </Button>
            <Button size="compact-xs" variant="default" disabled={save.isPending} onClick={() => setArranging(null)}>
              {t('app.cancel')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
};
