import type { Customer } from '@bo/contract/customers/detail-schemas';
import { nextCallColor } from '@bo/contract/customers/next-call';
import { formatDateTime } from '@bo/contract/dates/format';
import { Badge, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { addressLine } from '../list/customer-row';
import { NextCallSwatch } from '../next-call-swatch';

/** The customer's name, delivery address, operator and next call above the tabs. */
export const CustomerHeader = ({ customer }: { customer: Customer | undefined }) => {
  const { t } = useTranslation();
  if (!customer) {
    return (
      <Title order={1} fz="h3">
        {t('customer.new_customer')}
      </Title>
    );
  }
  const color = nextCallColor(customer.nextCall);
  return (
    <div>
      <Group gap="sm" align="baseline" wrap="wrap">
        <Title order={1} fz="h3">
          {customer.deliveryAddress.company}
        </Title>
        <Text c="dimmed" size="sm">
          {t('customer.id_label', { id: customer.id })}
        </Text>
      </Group>
      <Group gap="lg" mt={4} wrap="wrap">
        <Text size="sm" c="dimmed">
          {addressLine(customer.deliveryAddress)}
        </Text>
        {customer.operatorName && (
          <Text size="sm" c="dimmed">
            {t('customer.operator')}: {customer.operatorName}
          </Text>
        )}
        <Badge variant="default" radius="sm" leftSection={<NextCallSwatch color={color} />} tt="none" fw={500}>
          {customer.nextCall
            ? t('customer_list.next_call_on', { date: formatDateTime(customer.nextCall) })
            : t('customer_list.no_next_call')}
        </Badge>
      </Group>
    </div>
  );
};
