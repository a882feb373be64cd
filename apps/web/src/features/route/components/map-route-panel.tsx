import { weekdayIndexOf } from '@bo/contract/dates/business-calendar';
import { formatDate } from '@bo/contract/dates/format';
import type { RouteOrderResponse } from '@bo/contract/route/schemas';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrderRoute } from '../api/route-order';
import { RouteDistance } from './route-distance';

/**
 * "Order route" on the delivery map (decision 146): a driver orders the stops of one day of the shown
 * week from the depot; the map's pins then carry the new numbers (the map query is refreshed).
 */
export const MapRoutePanel = ({ country, weekDates }: { country: string; weekDates: readonly string[] }) => {
  const { t } = useTranslation();
  const order = useOrderRoute(country);
  const [results, setResults] = useState<Record<string, RouteOrderResponse>>({});
  if (weekDates.length === 0) return null;
  const dayLabel = (day: string) => `${t(`weekday.${weekdayIndexOf(day)}`)} ${formatDate(day)}`;

  const onOrder = async (day: string) => {
    try {
      const result = await order.mutateAsync({ date: day, showAsUser: undefined });
      setResults((current) => ({ ...current, [day]: result }));
    } catch {
      // the API client has shown the server's flash messages
    }
  };

  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="map-route-heading">
      <Title order={2} fz="sm" id="map-route-heading" mb="xs">
        {t('route.order_route')}
      </Title>
      <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {weekDates.map((day) => {
          const result = results[day];
          return (
            <li key={day}>
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconRoute size={14} aria-hidden />}
                loading={order.isPending && order.variables?.date === day}
                disabled={order.isPending && order.variables?.date !== day}
                onClick={() => void onOrder(day)}
                aria-label={t('route.order_route_of_weekday', { day: dayLabel(day) })}
              >
                {dayLabel(day)}
              </Button>
              {result && <RouteDistance result={result} testId={`map-route-distance-${day}`} />}
            </li>
          );
        })}
      </Stack>
      <Text size="xs" c="dimmed" mt={6}>
        {t('route.map_hint')}
      </Text>
    </Paper>
  );
};
