import type { RouteOrderResponse } from '@bo/contract/route/schemas';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const kmFormat = new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 1 });

/** The ordered route's length beside the length in the order of creation (straight-line or by road). */
export const RouteDistance = ({ result, testId }: { result: RouteOrderResponse; testId: string }) => {
  const { t } = useTranslation();
  return (
    <Text size="xs" c="dimmed" data-testid={testId}>
      {t(result.distanceKind === 'road' ? 'route.distance_road' : 'route.distance', {
        distance: kmFormat.format(result.distanceKm),
        creation: kmFormat.format(result.creationOrderDistanceKm),
      })}
    </Text>
  );
};
