import { NEAR_RADIUS_DEFAULT_KM, NEAR_RADIUS_MAX_KM, NEAR_RADIUS_MIN_KM } from '@bo/contract/customers/near-schemas';
import { Grid, Group, Paper, Select } from '@mantine/core';
import { IconRuler2, IconUser } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInfoFlash } from '@/components/ui/use-info-flash';
import { useErrorFlash } from '@/hooks/use-error-flash';
import { useLoadingFlash } from '@/hooks/use-loading-flash';
import { useStoredQuery } from '@/hooks/use-stored-query';
import { useUser } from '@/lib/auth-store';
import { useCustomer } from '../../api/get-customer';
import { useNearCustomers } from '../../api/get-near-customers';
import { useOperators } from '../../api/get-operators';
import { NearCustomerList } from './near-customer-list';
import { NearMap } from './near-map';

const radiusOptions = Array.from({ length: NEAR_RADIUS_MAX_KM - NEAR_RADIUS_MIN_KM + 1 }, (_, index) => {
  const km = String(NEAR_RADIUS_MIN_KM + index);
  return { value: km, label: `${km} km` };
});

const intParam = (value: string | null, fallback: number, isValid: (number: number) => boolean) => {
  const number = Number(value);
  return value && Number.isInteger(number) && isValid(number) ? number : fallback;
};

/**
 * overview §2.6 Map tab: customers of the chosen operator (the current user by default) within the
 * radius of the customer's first GPS point, as a list and on the map. Radius and operator are the
 * route's query (stored like every query).
 */
export const CustomerMap = ({ country, customerId }: { country: string; customerId: number }) => {
  const { t, i18n } = useTranslation();
  const user = useUser();
  const { query, setQuery, isRestoring } = useStoredQuery('customer-map');
  const radius = intParam(
    query.get('radius'),
    NEAR_RADIUS_DEFAULT_KM,
    (km) => km >= NEAR_RADIUS_MIN_KM && km <= NEAR_RADIUS_MAX_KM,
  );
  const operatorId = intParam(query.get('user'), user.id, (id) => id > 0);
  const [activeCustomerId, setActiveCustomerId] = useState<number | null>(null);
  const customer = useCustomer(country, customerId);
  const operators = useOperators(country);
  const near = useNearCustomers(country, customerId, { radius, user: operatorId }, !isRestoring);
  useLoadingFlash(near.isFetching || isRestoring, 'message.loading_near_customers');
  useErrorFlash(near.error);
  useErrorFlash(operators.error);
  const result = near.isPlaceholderData ? undefined : near.data;
  useInfoFlash(result?.origin === null, 'message.customer_has_no_gps');
  useInfoFlash(!!result?.origin && result.nearCustomers.length === 0, 'message.customer_has_no_near_customers');

  const operatorOptions = useMemo(
    () => [
      { value: String(user.id), label: t('customer_map.current_operator', { name: user.fullName }) },
      ...(operators.data ?? [])
        .filter((operator) => operator.id !== user.id)
        .map((operator) => ({ value: String(operator.id), label: operator.fullName })),
    ],
    [operators.data, user, t],
  );
  const distanceFormat = useMemo(
    () => new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 2 }),
    [i18n.language],
  );
  const formatDistance = useCallback((km: number) => `${distanceFormat.format(km)} km`, [distanceFormat]);

  const setParam = (key: 'radius' | 'user', value: string | null) => {
    if (!value) return;
    const next = new URLSearchParams(query);
    next.set(key, value);
    setQuery(next, { replace: true });
  };

  if (!near.data || near.data.origin === null) return null;
  const { origin, nearCustomers } = near.data;

  return (
    <Grid gutter="md">
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <Paper withBorder p="sm" mb="sm">
          <Group gap="sm" wrap="nowrap">
            <Select
              w={130}
              label={t('customer_map.radius')}
              data={radiusOptions}
              value={String(radius)}
              onChange={(value) => setParam('radius', value)}
              allowDeselect={false}
              leftSection={<IconRuler2 size={16} />}
              maxDropdownHeight={260}
            />
            <Select
              flex={1}
              label={t('customer.operator')}
              data={operatorOptions}
              value={String(operatorId)}
              onChange={(value) => setParam('user', value)}
              allowDeselect={false}
              searchable
              leftSection={<IconUser size={16} />}
            />
          </Group>
        </Paper>
        {nearCustomers.length > 0 && (
          <NearCustomerList
            nearCustomers={nearCustomers}
            activeCustomerId={activeCustomerId}
            onActivate={setActiveCustomerId}
            formatDistance={formatDistance}
          />
        )}
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <NearMap
          key={customerId}
          origin={origin}
          company={customer.data?.customer.deliveryAddress.company ?? ''}
          radiusKm={radius}
          nearCustomers={nearCustomers}
          activeCustomerId={activeCustomerId}
          formatDistance={formatDistance}
        />
      </Grid.Col>
    </Grid>
  );
};
