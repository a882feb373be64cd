import { formatDateTime } from '@bo/contract/dates/format';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorFlash } from '@/hooks/use-error-flash';
import { useOfferCalls } from '../api/get-offer-calls';
import { formatCallLength } from './call-length';

/** overview §2.6: the customer's calls since the offer was created (voip enabled, saved offer). */
export const OfferCalls = ({
  country,
  customerId,
  offerId,
}: {
  country: string;
  customerId: number;
  offerId: number;
}) => {
  const { t } = useTranslation();
  const headingId = useId();
  const calls = useOfferCalls(country, customerId, offerId);
  useErrorFlash(calls.error);
  const rows = calls.data?.customerOfferCalls ?? [];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={headingId}>
          {t('offer.calls')}
        </Title>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {calls.isPending ? t('app.loading') : t('offer.no_calls')}
          </Text>
        ) : (
          <Table verticalSpacing={4} aria-labelledby={headingId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('offer.call_date')}</Table.Th>
                <Table.Th>{t('offer.call_length')}</Table.Th>
                <Table.Th>{t('offer.call_number')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((call) => (
                <Table.Tr key={`${call.callDate}-${call.callNumber}`}>
                  <Table.Td>{formatDateTime(call.callDate)}</Table.Td>
                  <Table.Td>{formatCallLength(call.callLength)}</Table.Td>
                  <Table.Td>{call.callNumber}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
};
