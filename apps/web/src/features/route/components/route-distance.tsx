import type { RouteOrderResponse } from '@bo/contract/route/schemas';
import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const kmFormat = new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 1 });

/**
 * The ordered route's length beside the length in the order of creation (straight-line or by road), and the
 * stops it could not place (no GPS).
 */
export const RouteDistance = ({ result, testId }: { result: RouteOrderResponse; testId: string }) => {
  const { t } = useTranslation();
  return (
    <>
      <Text size="xs" c="dimmed" data-testid={testId}>
        {t(result.distanceKind === 'road' ? 'route.distance_road' : 'route.distance', {
          distance: kmFormat.format(result.distanceKm),
          creation: kmFormat.format(result.creationOrderDistanceKm),
        })}
      </Text>
      {/* issue 25: the stops the route could not place are named, not left to be guessed */}
      {result.skipped.length > 0 && (
        <Alert color="orange" variant="light" p={6} data-testid={`${testId}-skipped`}>
          <Text size="xs" fw={600}>
            {t('route.skipped_title')}
          </Text>
          <ul style={{ margin: 0, paddingLeft: 16 }}>
            {result.skipped.map((stop) => (
              <li key={stop.applicationId}>
                <Text size="xs">
                  {t('route.skipped_no_gps', { company: stop.company || `#${stop.applicationId}` })}
                </Text>
              </li>
            ))}
          </ul>
        </Alert>
      )}
    </>
  );
};
