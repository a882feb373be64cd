import type { NearCustomer } from '@bo/contract/customers/near-schemas';
import { ActionIcon, Anchor, CopyButton, Paper, Table, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRoutePath } from '@/hooks/use-route-path';

/** rules §9: the copied flag stays 1500 ms. */
const COPIED_FLAG_MS = 1500;

type NearCustomerListProps = {
  nearCustomers: readonly NearCustomer[];
  activeCustomerId: number | null;
  onActivate: (customerId: number | null) => void;
  formatDistance: (km: number) => string;
};

/** The near customers, nearest first, numbered as their markers; the company name can be copied. */
export const NearCustomerList = ({
  nearCustomers,
  activeCustomerId,
  onActivate,
  formatDistance,
}: NearCustomerListProps) => {
  const { t } = useTranslation();
  const path = useRoutePath();
  return (
    <Paper withBorder mah={{ base: 'none', lg: 'calc(100vh - 340px)' }} style={{ overflowY: 'auto' }}>
      <Table aria-label={t('customer_map.list')} verticalSpacing={6} fz="sm" highlightOnHover stickyHeader>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={36}>#</Table.Th>
            <Table.Th>{t('customer.company')}</Table.Th>
            <Table.Th w={90} ta="right">
              {t('customer_map.distance')}
            </Table.Th>
            <Table.Th w={44} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {nearCustomers.map((near, index) => (
            <Table.Tr
              key={near.customerId}
              onMouseEnter={() => onActivate(near.customerId)}
              onMouseLeave={() => onActivate(null)}
              bg={near.customerId === activeCustomerId ? 'orange.0' : undefined}
            >
              <Table.Td c="dimmed">{index + 1}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={path('customer-detail', { customerId: near.customerId })} size="sm">
                  {near.company}
                </Anchor>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatDistance(near.distance)}
              </Table.Td>
              <Table.Td>
                <CopyButton value={near.company} timeout={COPIED_FLAG_MS}>
                  {({ copied, copy }) => (
                    <Tooltip label={copied ? t('customer_map.copied') : t('customer_map.copy_company')} withArrow>
                      <ActionIcon
                        variant="subtle"
                        color={copied ? 'green' : 'gray'}
                        onClick={copy}
                        aria-label={`${t('customer_map.copy_company')}: ${near.company}`}
                        data-copied={copied || undefined}
                      >
                        {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                      </ActionIcon>
                    </Tooltip>
                  )}
                </CopyButton>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
};
