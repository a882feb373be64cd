import { hasAnyRole } from '@bo/contract/auth/roles';
import { weekdayIndexOf } from '@bo/contract/dates/business-calendar';
import { formatDate } from '@bo/contract/dates/format';
import { Checkbox, Grid, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfiguration } from '@/features/configuration/api/get-configuration';
import { useErrorFlash } from '@/hooks/use-error-flash';
import { useLoadingFlash } from '@/hooks/use-loading-flash';
import { useUser } from '@/lib/auth-store';
import { useApplicationsMap } from '../api/get-map';
import { ApplicationsMap } from './applications-map';
import { DAY_COLORS } from './map-pins';

/**
 * overview §2.7: weekday checkboxes of the shown week, driver orders on request, the week's best
 * operators by call count, and the applications on the map (centre and zoom from configuration).
 */
export const ApplicationsMapScreen = ({
  country,
  renderDriverWeek,
}: {
  country: string;
  /** Under the filters, for a driver: what else the driver does with the shown week (ordering routes). */
  renderDriverWeek?: (weekDates: readonly string[]) => ReactNode;
}) => {
  const { t } = useTranslation();
  const isDriver = hasAnyRole(useUser().roles, ['driver']);
  const [selectedDates, setSelectedDates] = useState<string[] | undefined>(undefined);
  const [withDriverOrders, setWithDriverOrders] = useState(false);
  const hasDays = selectedDates === undefined || selectedDates.length > 0;
  const map = useApplicationsMap(country, { selectedDates, driverApplications: withDriverOrders }, hasDays);
  const configuration = useConfiguration(country);
  useLoadingFlash(map.isFetching, 'message.loading_map');
  useErrorFlash(map.error);
  useErrorFlash(configuration.error);

  const data = map.data;
  const weekDates = data?.filter.weekDates ?? [];
  const checked = selectedDates ?? data?.filter.selectedDates ?? [];
  const toggleDay = (day: string, isChecked: boolean) =>
    setSelectedDates((isChecked ? [...checked, day] : checked.filter((value) => value !== day)).sort());
  const config = configuration.data?.configuration;

  return (
    <Grid gutter="md">
      {/* below lg the map comes first (issue 25): on a phone the pins are what the screen is for */}
      <Grid.Col span={{ base: 12, lg: 3 }} order={{ base: 2, lg: 1 }}>
        <Stack gap="sm">
          <Paper withBorder p="sm">
            <Checkbox.Group label={t('map.days')} value={checked}>
              <Stack gap={6} mt={6}>
                {weekDates.map((day) => {
                  const index = weekdayIndexOf(day);
                  return (
                    <Checkbox
                      key={day}
                      value={day}
                      onChange={(event) => toggleDay(day, event.currentTarget.checked)}
                      label={
                        <Group gap={6} wrap="nowrap">
                          <span
                            aria-hidden
                            style={{
                              width: 12,
                              height: 12,
                              borderRadius: 6,
                              background: DAY_COLORS[index],
                              display: 'inline-block',
                            }}
                          />
                          {t(`weekday.${index}`)} {formatDate(day)}
                        </Group>
                      }
                    />
                  );
                })}
              </Stack>
            </Checkbox.Group>
            <Checkbox
              mt="md"
              label={t('map.driver_applications')}
              checked={withDriverOrders}
              onChange={(event) => setWithDriverOrders(event.currentTarget.checked)}
            />
          </Paper>
          {isDriver && renderDriverWeek?.(weekDates)}
          <Paper withBorder p="sm" component="section" aria-labelledby="best-operators-heading">
            <Title order={2} fz="sm" id="best-operators-heading" mb="xs">
              {t('map.best_operators')}
            </Title>
            {data && data.bestOperators.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('map.no_calls')}
              </Text>
            )}
            <Stack gap={8} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
              {data?.bestOperators.map((operator, index) => (
                <li key={operator.userId} data-testid="best-operator">
                  <Group gap={4} justify="space-between" wrap="nowrap">
                    <Group gap={4} wrap="nowrap">
                      {index === 0 && <IconStarFilled size={14} color="#e67700" aria-hidden />}
                      <Text size="sm" fw={index === 0 ? 700 : 400}>
                        {operator.fullName}
                      </Text>
                    </Group>
                    <Text size="xs">{t('map.calls_count', { count: operator.callCount })}</Text>
                  </Group>
                  <Progress
                    value={operator.percent}
                    size="sm"
                    mt={2}
                    aria-label={`${operator.fullName}: ${t('map.calls_count', { count: operator.callCount })}`}
                  />
                </li>
              ))}
            </Stack>
          </Paper>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 9 }} order={{ base: 1, lg: 2 }}>
        {config && (
          <ApplicationsMap
            country={country}
            center={[config.mapCenterLatitude, config.mapCenterLongitude]}
            zoom={config.mapZoom}
            mapApplications={hasDays ? (data?.mapApplications ?? []) : []}
            driverApplications={hasDays && withDriverOrders ? (data?.driverApplications ?? []) : []}
          />
        )}
      </Grid.Col>
    </Grid>
  );
};
