import { Anchor, Loader, Stack, Table, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatMoney } from '@/components/ui/money';
import { useRoutePath } from '@/hooks/use-route-path';
import { useMapDetail } from '../api/get-map';

const amountFormat = new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 3 });

/** overview §2.7 popup: company, delivery address, district, items with amounts, totals, operator note, operator, link. */
export const MapPopupDetail = ({
  country,
  customerId,
  applicationId,
  onLoaded,
}: {
  country: string;
  customerId: number;
  applicationId: number;
  /** called once the detail has rendered (the popup has grown) */
  onLoaded?: () => void;
}) => {
  const { t } = useTranslation();
  const path = useRoutePath();
  const money = useFormatMoney();
  const detail = useMapDetail(country, customerId, applicationId);
  const hasData = detail.data !== undefined;
  useEffect(() => {
    if (hasData) onLoaded?.();
  }, [hasData, onLoaded]);
  if (!detail.data) return <Loader size="sm" role="status" aria-label={t('map.loading_detail')} />;
  const { customer, application, operator } = detail.data;
  const address = [
    [customer.street, customer.cp].filter(Boolean).join(' '),
    [customer.psc, customer.city].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <Stack gap={4} miw={200} data-testid="map-popup">
      <Text fw={700} size="sm">
        {customer.company}
      </Text>
      <Text size="xs">
        {t('map.delivery_address')}: {address}
      </Text>
      {customer.district && (
        <Text size="xs">
          {t('map.district')}: {customer.district}
        </Text>
      )}
      {application.items.length > 0 && (
        <Table fz="xs" verticalSpacing={2} horizontalSpacing={4} aria-label={t('map.items')}>
          <Table.Tbody>
            {application.items.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines of one application keep their order
              <Table.Tr key={index}>
                <Table.Td>{item.name}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {amountFormat.format(item.amount)}×
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {money(item.priceWithVat)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Text size="xs">
        {t('map.total_without_vat')}: <strong>{money(application.priceWithoutVat)}</strong>
      </Text>
      <Text size="xs">
        {t('map.total_with_vat')}: <strong>{money(application.priceWithVat)}</strong>
      </Text>
      {application.operatorNote && (
        <Text size="xs" style={{ whiteSpace: 'pre-line' }}>
          {t('map.operator_note')}: {application.operatorNote}
        </Text>
      )}
      {operator && (
        <Text size="xs">
          {t('map.operator')}: {operator.fullName}
        </Text>
      )}
      <Anchor
        component={Link}
        to={path('customer-application-detail', { customerId: customer.id, applicationId: application.id })}
        size="sm"
        fw={600}
      >
        {t('map.open_application')}
      </Anchor>
    </Stack>
  );
};
