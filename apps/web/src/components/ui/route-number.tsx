import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The stop's place in the driver's route of the day, as a round badge with an accessible name. */
export const RouteNumber = ({ routeOrder }: { routeOrder: number | null }) => {
  const { t } = useTranslation();
  if (routeOrder === null) return null;
  return (
    <Badge
      circle
      size="md"
      color="blue.8"
      role="img"
      aria-label={t('route.stop_number', { number: routeOrder })}
      data-testid="route-number"
      style={{ flexShrink: 0 }}
    >
      {routeOrder}
    </Badge>
  );
};
