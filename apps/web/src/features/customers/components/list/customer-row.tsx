import { formatPsc } from '@bo/contract/customers/company-ids';
import type { CustomerListItem } from '@bo/contract/customers/list-schemas';
import { nextCallColor } from '@bo/contract/customers/next-call';
import { formatDate, formatDateTime } from '@bo/contract/dates/format';
import { Anchor, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRoutePath } from '@/hooks/use-route-path';
import { nextCallMark, nextCallTint } from '../next-call-swatch';
import { CustomerQuickLinks } from './customer-quick-links';

const joinParts = (...parts: string[]) => parts.filter(Boolean).join(' ');

/** "Palackého 30, 360 01 Karlovy Vary" */
export const addressLine = (address: { street: string; cp: string; psc: string; city: string }) =>
  [joinParts(address.street, address.cp), joinParts(formatPsc(address.psc), address.city)].filter(Boolean).join(', ');

/** One customer of the list, tinted by its next call (overview §4: red, green, white). */
export const CustomerRow = ({ customer }: { customer: CustomerListItem }) => {
  const { t } = useTranslation();
  const path = useRoutePath();
  const color = nextCallColor(customer.nextCall);
  const company = customer.deliveryAddress.company;
  const { latestNote } = customer;
  const nextCallText = customer.nextCall
    ? t('customer_list.next_call_on', { date: formatDateTime(customer.nextCall) })
    : t('customer_list.no_next_call');

  return (
    <Table.Tr bg={nextCallTint[color]} data-next-call-color={color}>
      <Table.Td
        title={nextCallText}
        style={{ boxShadow: `inset 4px 0 0 ${nextCallMark[color]}`, whiteSpace: 'nowrap' }}
        c="dimmed"
        pl="md"
      >
        {customer.id}
      </Table.Td>
      <Table.Td>
        <Anchor component={Link} to={path('customer-detail', { customerId: customer.id })} fw={600} size="sm">
          {company}
        </Anchor>
        <Text size="xs" c="dimmed">
          {addressLine(customer.deliveryAddress)}
        </Text>
      </Table.Td>
      <Table.Td>{customer.district}</Table.Td>
      <Table.Td maw={320}>
        {latestNote && (
          <>
            <Text size="sm" lineClamp={2} title={latestNote.note}>
              {latestNote.note}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDate(latestNote.dateCreated)} ·{' '}
              {joinParts(latestNote.userName ?? '', latestNote.userSurname ?? '')}
            </Text>
          </>
        )}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{customer.operatorName}</Table.Td>
      <Table.Td>
        <Stack gap={4}>
          {customer.contacts.map((contact) => (
            <div key={contact.id}>
              <Text size="sm" fw={500} lh={1.3}>
                {contact.name}
                {contact.phone && (
                  <Text span size="sm" fw={400} ml={6} style={{ whiteSpace: 'nowrap' }}>
                    {contact.phone}
                  </Text>
                )}
              </Text>
              {contact.email && (
                <Text size="xs" c="dimmed" lh={1.3}>
                  {contact.email}
                </Text>
              )}
            </div>
          ))}
        </Stack>
      </Table.Td>
      <Table.Td>
        <CustomerQuickLinks customerId={customer.id} company={company} />
      </Table.Td>
    </Table.Tr>
  );
};
